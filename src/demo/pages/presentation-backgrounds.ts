// The presentation page's sections showing background slideshows and videos, shape dividers and
// stretched sections; plus the slideshow and divider settings the home page borrows.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, gap, media, px } from '../build.ts';
import { C } from '../kit.ts';
import { demoVideoUrl } from '../media/videos.ts';
import { eyebrow, section, text, title } from '../parts.ts';

type Settings = Record<string, unknown>;

const GRADIENT = {
  background_overlay_background: 'gradient',
  background_overlay_color: 'rgba(22,38,47,0.15)',
  background_overlay_color_b: 'rgba(22,38,47,0.78)',
  background_overlay_gradient_angle: { unit: 'deg', size: 180 },
  background_overlay_opacity: px(1),
};

/**
 * A slideshow background of demo images (the 1280 px copies: one file per slide serves every
 * device), the first one shown from the server HTML; the others load one slide ahead.
 */
export function slideshowBackground(
  images: string[],
  options: { transition?: string; kenBurns?: 'in' | 'out'; duration?: number; transitionMs?: number } = {},
): Settings {
  return {
    background_background: 'slideshow',
    background_slideshow_gallery: images.map((name) => {
      const { url, id, alt } = media(name, 1280);
      return { id, url, alt };
    }),
    background_slideshow_loop: 'yes',
    background_slideshow_slide_duration: options.duration ?? 6000,
    background_slideshow_slide_transition: options.transition ?? 'fade',
    background_slideshow_transition_duration: options.transitionMs ?? 1200,
    background_slideshow_background_size: 'cover',
    background_slideshow_background_position: 'center center',
    background_slideshow_lazyload: 'yes',
    ...(options.kenBurns ? { background_slideshow_ken_burns: 'yes', background_slideshow_ken_burns_zoom_direction: options.kenBurns } : {}),
    ...GRADIENT,
  };
}

/** A shape divider on one side of a section, in the colour of the section it meets. */
export function shapeDivider(side: 'top' | 'bottom', shape: string, color: string, extra: Settings = {}): Settings {
  const key = `shape_divider_${side}`;
  const out: Settings = { [key]: shape, [`${key}_color`]: color, [`${key}_width`]: px(100, '%') };
  for (const [name, value] of Object.entries(extra)) out[`${key}_${name}`] = value;
  return out;
}

/** The element with extra settings (a divider added to a shared section). */
export const withSettings = (element: ElementNode, settings: Settings): ElementNode => ({
  ...element,
  settings: { ...element.settings, ...settings },
});

function band(b: DocBuilder, settings: Settings, children: ElementNode[]): ElementNode {
  return b.section(
    {
      content_width: 'boxed',
      boxed_width: px(1200),
      html_tag: 'section',
      min_height: px(78, 'vh'),
      min_height_mobile: px(70, 'vh'),
      flex_direction: 'column',
      flex_justify_content: 'flex-end',
      flex_gap: gap(16),
      padding: box(120, 24, 96, 24),
      padding_mobile: box(96, 20, 64, 20),
      ...settings,
    },
    children,
  );
}

function courtyardSlideshow(b: DocBuilder): ElementNode {
  return band(b, slideshowBackground(['pool', 'breakfast-terrace', 'bedroom', 'gardens'], { kenBurns: 'in' }), [
    eyebrow(b, 'A day at the house', { light: true }),
    title(b, 'From the pool to the gardens', { light: true }),
    text(
      b,
      '<p>A swim before breakfast, coffee on the terrace, an afternoon nap with the shutters half closed, and the gardens when the heat goes out of the day.</p>',
      {
        light: true,
        maxWidth: 560,
      },
    ),
  ]);
}

function eveningVideo(b: DocBuilder): ElementNode {
  return band(
    b,
    {
      background_background: 'video',
      background_color: C.ink,
      background_video_link: demoVideoUrl('harbour-dusk.webm'),
      background_video_fallback: media('harbour', 1280),
      background_overlay_background: 'classic',
      background_overlay_color: C.ink,
      background_overlay_opacity: px(0.35),
      ...shapeDivider('bottom', 'mountains', C.sand, { height: px(90), height_mobile: px(40) }),
    },
    [
      eyebrow(b, 'After dark', { light: true }),
      title(b, 'Evenings on the water', { light: true }),
      text(
        b,
        '<p>The bay after sunset, as it looks from the tower: the fishing boats heading out, the lighthouse taking over from the sun.</p>',
        {
          light: true,
          maxWidth: 560,
        },
      ),
    ],
  );
}

/** Shape dividers in the house colours: a see-through tilt above, a curve cut into the section below. */
function dividers(b: DocBuilder): ElementNode {
  return section(
    b,
    {
      background_background: 'classic',
      background_color: C.sand,
      flex_align_items: 'center',
      ...shapeDivider('bottom', 'curve', C.primary, { negative: 'yes', height: px(70), height_mobile: px(36) }),
    },
    [
      eyebrow(b, 'Between the hills and the sea', { align: 'center' }),
      title(b, 'A house built into the slope', { align: 'center' }),
      text(
        b,
        '<p>The hills rise behind the garden wall and the bay opens below the pool: every terrace of the house faces one or the other.</p>',
        {
          align: 'center',
          maxWidth: 560,
        },
      ),
    ],
  );
}

/** A legacy section stretched to the viewport from inside a boxed container, with a sliding slideshow. */
function stretchedTown(b: DocBuilder): ElementNode {
  const column: ElementNode = {
    id: 'b5e7a01',
    elType: 'column',
    settings: { _column_size: 100, padding: box(96, 24, 72, 24), padding_mobile: box(72, 20, 48, 20) },
    elements: [
      eyebrow(b, 'Ten minutes on foot', { light: true, align: 'center' }),
      title(b, 'Down the hill to the old town', { light: true, align: 'center' }),
    ],
  };
  const stretched: ElementNode = {
    id: 'b5e7a00',
    elType: 'section',
    settings: {
      stretch_section: 'section-stretched',
      layout: 'boxed',
      height: 'min-height',
      custom_height: px(420),
      custom_height_mobile: px(320),
      ...slideshowBackground(['old-town', 'market', 'harbour'], { transition: 'slide_left', duration: 4500, transitionMs: 900 }),
      ...shapeDivider('top', 'opacity-tilt', C.primary, { height: px(50), height_mobile: px(24) }),
    },
    elements: [column],
  };
  return section(b, { background_background: 'classic', background_color: C.primary, flex_gap: gap(28), flex_align_items: 'center' }, [
    title(b, 'The town at the bottom of the lane', { light: true, align: 'center', size: 34 }),
    stretched,
    text(
      b,
      '<p>The old town, the market arcade and the harbour: the walk every guest takes on the first evening, and the one we can describe with our eyes closed.</p>',
      {
        light: true,
        align: 'center',
        maxWidth: 560,
      },
    ),
  ]);
}

export function presentationBackgroundsSections(): ElementNode[] {
  const b = docBuilder('presentation-backgrounds');
  return [courtyardSlideshow(b), eveningVideo(b), dividers(b), stretchedTown(b)];
}
