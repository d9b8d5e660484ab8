// The presentation page's sections showing motion effects, sticky elements and entrance animations:
// a parallax band over the bay, the terrace story with a card that stays in view beside it, and
// the tower's details that turn, grow, clear and follow the pointer. The CSS ids name each effect
// (the browser tests and the scroll benchmark find them by these ids).
import type { ElementNode } from '../../model/element.ts';
import { box, coverBackground, docBuilder, gap, media, px, typo, type DocBuilder } from '../build.ts';
import { HOTEL } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { button, column, eyebrow, row, section, text, title } from '../parts.ts';

type Settings = Record<string, unknown>;

const range = (start: number, end: number) => ({ unit: '%', size: '', sizes: { start, end } });
const scrolling = (prefix: string, effects: Settings): Settings => ({ [`${prefix}_motion_fx_scrolling`]: 'yes', ...effects });

/** A background that drifts slower than the page as it scrolls by (the home page's quote band uses it). */
export function parallaxBackground(speed: number): Settings {
  return scrolling('background_motion_fx', {
    background_motion_fx_translateY_effect: 'yes',
    background_motion_fx_translateY_speed: px(speed),
    background_motion_fx_translateY_affectedRange: range(0, 100),
    background_motion_fx_devices: ['desktop', 'tablet', 'mobile'],
  });
}

/** A photograph that carries one motion effect. */
function picture(b: DocBuilder, id: string, name: string, motion: Settings, extra: Settings = {}): ElementNode {
  return b.widget('image', { _element_id: id, image: media(name, 768), image_size: 'full', border_radius: box(4), ...motion, ...extra });
}

/** Full-width band whose background drifts slower than the page (and a little with the pointer on desktop). */
function parallaxBand(b: DocBuilder): ElementNode {
  return b.section(
    {
      _element_id: 'motion-parallax',
      content_width: 'boxed',
      boxed_width: px(1200),
      html_tag: 'section',
      min_height: px(72, 'vh'),
      min_height_mobile: px(56, 'vh'),
      flex_direction: 'column',
      flex_justify_content: 'center',
      flex_align_items: 'center',
      padding: box(96, 24),
      ...coverBackground('harbour', { color: 'rgba(22,38,47,0.45)', opacity: 1 }),
      ...scrolling('background_motion_fx', {
        background_motion_fx_translateY_effect: 'yes',
        background_motion_fx_translateY_speed: px(3),
        background_motion_fx_translateY_affectedRange: range(0, 100),
      }),
      background_motion_fx_motion_fx_mouse: 'yes',
      background_motion_fx_mouseTrack_effect: 'yes',
      background_motion_fx_mouseTrack_speed: px(0.6),
      background_motion_fx_devices: ['desktop', 'tablet', 'mobile'],
    },
    [
      eyebrow(b, 'Evenings at the harbour', { light: true, align: 'center' }),
      title(b, 'The bay, slowly', { light: true, align: 'center', size: 60, mobile: 38, animate: true }),
      text(b, '<p>Boats come home as the lighthouse wakes. Our terrace sits just above, close enough to hear the ropes.</p>', {
        light: true,
        align: 'center',
        size: 19,
        animate: true,
      }),
    ],
  );
}

/** The terrace story: photographs rise and clear as they come in, beside a booking card that stays in view. */
function terrace(b: DocBuilder): ElementNode {
  const card = b.inner(
    {
      _element_id: 'sticky-card',
      content_width: 'full',
      flex_direction: 'column',
      flex_gap: gap(14),
      padding: box(32),
      background_background: 'classic',
      background_color: C.white,
      border_radius: box(4),
      box_shadow_box_shadow_type: 'yes',
      box_shadow_box_shadow: { horizontal: 0, vertical: 12, blur: 32, spread: 0, color: 'rgba(31,58,77,0.12)' },
      sticky: 'top',
      sticky_on: ['desktop', 'tablet'],
      sticky_offset: 24,
      sticky_effects_offset: 80,
      sticky_parent: 'yes',
      sticky_anchor_link_offset: 24,
    },
    [
      eyebrow(b, 'Breakfast on the terrace'),
      title(b, `Served until ${HOTEL.breakfastUntil}, under the vine`, { tag: 'h3', size: 28 }),
      text(b, '<p>Bread from the bakery in the lane, figs from the hills and coffee as strong as you like.</p>', { size: 16 }),
      button(b, 'Reserve a table', '/contact/'),
    ],
  );
  const rise = scrolling('motion_fx', {
    motion_fx_translateY_effect: 'yes',
    motion_fx_translateY_speed: px(2),
    motion_fx_opacity_effect: 'yes',
    motion_fx_opacity_direction: 'out-in',
    motion_fx_opacity_level: px(6),
    motion_fx_opacity_range: range(0, 45),
  });
  return section(b, { background_background: 'classic', background_color: C.sand }, [
    eyebrow(b, 'Morning'),
    title(b, 'Slow mornings above the sea', { animate: true }),
    row(b, { flex_align_items: 'stretch' }, [
      column(b, 40, { _element_id: 'sticky-column' }, [card]),
      column(b, 60, { flex_gap: gap(48) }, [
        picture(b, 'motion-rise', 'breakfast-terrace', rise),
        text(b, '<p>The pergola throws a lace of shade across the tables; by ten the sea has turned from silver to blue.</p>', {
          animate: true,
        }),
        picture(b, 'motion-blur', 'pool', scrolling('motion_fx', { motion_fx_blur_effect: 'yes', motion_fx_blur_level: px(6) })),
        text(b, '<p>Afternoons belong to the pool, where the loungers face west and the towels are always warm.</p>', {
          animate: true,
        }),
      ]),
    ]),
  ]);
}

/** The tower: a detail that turns and grows as you pass, and two that answer the pointer. */
function tower(b: DocBuilder): ElementNode {
  const turn = scrolling('motion_fx', {
    motion_fx_rotateZ_effect: 'yes',
    motion_fx_rotateZ_speed: px(0.3),
    motion_fx_scale_effect: 'yes',
    motion_fx_scale_direction: 'out-in',
    motion_fx_scale_speed: px(1.5),
    motion_fx_devices: ['desktop', 'tablet'],
    motion_fx_translateX_effect: 'yes',
    motion_fx_translateX_direction: 'negative',
    motion_fx_translateX_speed: px(0.8),
  });
  const tilt = {
    motion_fx_motion_fx_mouse: 'yes',
    motion_fx_tilt_effect: 'yes',
    motion_fx_tilt_speed: px(3),
    motion_fx_devices: ['desktop'],
  };
  const track = {
    motion_fx_motion_fx_mouse: 'yes',
    motion_fx_mouseTrack_effect: 'yes',
    motion_fx_mouseTrack_direction: 'negative',
    motion_fx_mouseTrack_speed: px(0.5),
    motion_fx_devices: ['desktop'],
  };
  return section(b, {}, [
    eyebrow(b, 'The tower'),
    title(b, 'Four floors of stone, one view', { animate: true }),
    row(b, {}, [
      column(b, 50, {}, [picture(b, 'motion-turn', 'old-town', turn)]),
      column(b, 50, { flex_gap: gap(32) }, [
        picture(b, 'motion-tilt', 'courtyard', tilt, { _animation: 'fadeInRight', _animation_delay: 200 }),
        picture(b, 'motion-track', 'gardens', track, { _animation: 'fadeInRight', _animation_delay: 400 }),
        b.widget('heading', {
          title: 'Climb at sunset: the key hangs by the door.',
          header_size: 'p',
          title_color: C.primary,
          ...typo('typography', { size: 22, style: 'italic', lineHeight: 1.4 }),
          _animation: 'fadeInUp',
          _animation_delay: 600,
        }),
      ]),
    ]),
  ]);
}

export function presentationMotionSections(): ElementNode[] {
  const b = docBuilder('presentation-motion');
  return [parallaxBand(b), terrace(b), tower(b)];
}
