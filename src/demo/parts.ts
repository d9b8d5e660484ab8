// Recurring pieces of the demo pages (eyebrows, titles, text, buttons, section shells, page heroes),
// so every page shares one rhythm: the same spacing, type scale and colours.
import type { ElementNode } from '../model/element.ts';
import { type DocBuilder, box, coverBackground, fa, gap, globalColour, link, px, typo } from './build.ts';
import { C } from './kit.ts';

type Settings = Record<string, unknown>;

/** Section padding: generous on desktop, tighter on tablet and phones. */
/**
 * Settings of a full-width grid container: `columns` per device (desktop, tablet, mobile) and the
 * gap; one explicit row, because Elementor's grid defaults to two and leaves the second empty.
 */
export function grid(options: {
  columns: number | string;
  tablet?: number;
  mobile?: number;
  gap: number;
  mobileGap?: number;
  top?: number;
}): Settings {
  const fr = (size: number | string) => (typeof size === 'number' ? { unit: 'fr', size } : { unit: 'custom', size });
  return {
    content_width: 'full',
    container_type: 'grid',
    grid_rows_grid: { unit: 'fr', size: 1 },
    grid_columns_grid: fr(options.columns),
    ...(options.tablet !== undefined ? { grid_columns_grid_tablet: fr(options.tablet) } : {}),
    ...(options.mobile !== undefined ? { grid_columns_grid_mobile: fr(options.mobile) } : {}),
    grid_gaps: gap(options.gap),
    ...(options.mobileGap !== undefined ? { grid_gaps_mobile: gap(options.mobileGap) } : {}),
    padding: box(options.top ?? 16, 0, 0, 0),
  };
}

/**
 * The text half of an icon box in the demo's feature lists: an h3 title and a paragraph in the
 * house colours and sizes, fading in one after another (`index` staggers the delay).
 */
export function featureText(head: string, body: string, options: { titleSize: number; titleLineHeight?: number; index: number }): Settings {
  return {
    text_align: 'left',
    title_text: head,
    title_size: 'h3',
    title_bottom_space: px(8),
    description_text: body,
    title_color: C.primary,
    description_color: C.text,
    ...typo('title_typography', { size: options.titleSize, ...(options.titleLineHeight ? { lineHeight: options.titleLineHeight } : {}) }),
    ...typo('description_typography', { size: 16, lineHeight: 1.65 }),
    _animation: 'fadeInUp',
    _animation_delay: options.index * 120,
  };
}

export function sectionPadding(top = 104, bottom = top): Settings {
  return {
    padding: box(top, 24, bottom, 24),
    padding_tablet: box(Math.round(top * 0.72), 32, Math.round(bottom * 0.72), 32),
    padding_mobile: box(Math.round(top * 0.56), 20, Math.round(bottom * 0.56), 20),
  };
}

/** A boxed, full-bleed section with the site's content width. */
export function section(b: DocBuilder, settings: Settings, children: ElementNode[]): ElementNode {
  return b.section(
    {
      content_width: 'boxed',
      boxed_width: px(1200),
      flex_direction: 'column',
      flex_gap: gap(20),
      html_tag: 'section',
      ...sectionPadding(),
      ...settings,
    },
    children,
  );
}

/** A row of columns that stacks on phones (and on tablets when `stackTablet`). */
export function row(b: DocBuilder, settings: Settings, children: ElementNode[], stackTablet = false): ElementNode {
  return b.inner(
    {
      content_width: 'full',
      flex_direction: 'row',
      ...(stackTablet ? { flex_direction_tablet: 'column' } : {}),
      flex_direction_mobile: 'column',
      flex_gap: gap(64),
      flex_gap_tablet: gap(40),
      flex_gap_mobile: gap(32),
      flex_align_items: 'center',
      padding: box(0),
      ...settings,
    },
    children,
  );
}

/** A column inside a row: `width` % of the row on desktop and tablet, full width on phones. */
export function column(b: DocBuilder, width: number, settings: Settings, children: ElementNode[]): ElementNode {
  return b.inner(
    { content_width: 'full', width: px(width, '%'), flex_direction: 'column', flex_gap: gap(18), padding: box(0), ...settings },
    children,
  );
}

export function eyebrow(b: DocBuilder, text: string, options: { light?: boolean; align?: string } = {}): ElementNode {
  return b.widget('heading', {
    title: text,
    header_size: 'p',
    align: options.align ?? '',
    title_color: options.light ? C.gold : C.link,
    ...typo('typography', { size: 13, weight: '600', letterSpacing: 2.6, transform: 'uppercase', lineHeight: 1.4 }),
  });
}

export function title(
  b: DocBuilder,
  text: string,
  options: { tag?: 'h1' | 'h2' | 'h3'; light?: boolean; align?: string; size?: number; mobile?: number; animate?: boolean } = {},
): ElementNode {
  const tag = options.tag ?? 'h2';
  const size = options.size ?? (tag === 'h1' ? 64 : tag === 'h2' ? 44 : 28);
  return b.widget('heading', {
    title: text,
    header_size: tag,
    align: options.align ?? '',
    ...(options.light ? { title_color: C.white } : { __globals__: { title_color: globalColour('primary') } }),
    ...typo('typography', {
      size,
      tablet: Math.round(size * 0.82),
      mobile: options.mobile ?? Math.max(Math.round(size * 0.66), Math.min(size, 24)),
      weight: '400',
      lineHeight: 1.12,
    }),
    ...(options.animate ? { _animation: 'fadeInUp' } : {}),
  });
}

export function text(
  b: DocBuilder,
  html: string,
  options: { light?: boolean; align?: string; size?: number; animate?: boolean; maxWidth?: number } = {},
): ElementNode {
  return b.widget('text-editor', {
    editor: html,
    align: options.align ?? '',
    text_color: options.light ? '#f3ece2' : C.text,
    ...typo('typography', { size: options.size ?? 17, mobile: options.size && options.size > 17 ? 17 : undefined, lineHeight: 1.7 }),
    ...(options.maxWidth
      ? { _element_width: 'initial', _element_custom_width: px(options.maxWidth), _element_custom_width_mobile: px(100, '%') }
      : {}),
    ...(options.animate ? { _animation: 'fadeInUp', _animation_delay: 120 } : {}),
  });
}

type ButtonLook = 'solid' | 'light' | 'outline';

export function button(b: DocBuilder, label: string, url: string, look: ButtonLook = 'solid', settings: Settings = {}): ElementNode {
  const looks: Record<ButtonLook, Settings> = {
    solid: { background_color: C.accent, button_text_color: C.white, button_background_hover_color: C.link, hover_color: C.white },
    light: {
      background_color: 'rgba(255,255,255,0)',
      button_text_color: C.white,
      border_border: 'solid',
      border_width: box(1),
      border_color: 'rgba(255,255,255,.85)',
      button_background_hover_color: C.white,
      hover_color: C.primary,
    },
    outline: {
      background_color: 'rgba(255,255,255,0)',
      button_text_color: C.primary,
      border_border: 'solid',
      border_width: box(1),
      border_color: C.primary,
      button_background_hover_color: C.primary,
      hover_color: C.white,
    },
  };
  return b.widget('button', {
    text: label,
    link: link(url),
    size: 'md',
    border_radius: box(2),
    text_padding: box(17, 30),
    ...typo('typography', { size: 14, weight: '600', letterSpacing: 1.4, transform: 'uppercase' }),
    ...looks[look],
    ...settings,
  });
}

/** A row of buttons that wraps on narrow screens. */
export function buttons(b: DocBuilder, items: ElementNode[], align: 'flex-start' | 'center' = 'flex-start'): ElementNode {
  return b.inner(
    {
      content_width: 'full',
      flex_direction: 'row',
      flex_wrap: 'wrap',
      flex_gap: gap(14),
      flex_justify_content: align,
      padding: box(12, 0, 0, 0),
    },
    items,
  );
}

/** The hero at the top of inner pages: an image with a dark wash, eyebrow, h1 and a lead line. */
export function pageHero(
  b: DocBuilder,
  options: { image: string; eyebrow: string; title: string; lead: string; height?: number },
): ElementNode {
  return b.section(
    {
      content_width: 'boxed',
      boxed_width: px(1200),
      html_tag: 'section',
      min_height: px(options.height ?? 64, 'vh'),
      min_height_mobile: px(58, 'vh'),
      flex_direction: 'column',
      flex_justify_content: 'flex-end',
      flex_gap: gap(16),
      padding: box(120, 24, 88, 24),
      padding_tablet: box(110, 32, 64, 32),
      padding_mobile: box(96, 20, 48, 20),
      ...coverBackground(options.image, { gradient: ['rgba(22,38,47,0.12)', 'rgba(22,38,47,0.78)'], angle: 180 }),
    },
    [
      eyebrow(b, options.eyebrow, { light: true }),
      title(b, options.title, { tag: 'h1', light: true, size: 68, mobile: 40 }),
      text(b, `<p>${options.lead}</p>`, { light: true, size: 20, maxWidth: 640 }),
    ],
  );
}

/** A short list of what the visitor gets, each line with its Font Awesome icon (the account pages). */
export function perks(b: DocBuilder, items: ReadonlyArray<readonly [icon: string, label: string]>): ElementNode {
  return b.widget('icon-list', {
    icon_list: items.map(([icon, label], i) => ({ _id: `p${i}`, text: label, selected_icon: fa(icon) })),
    space_between: px(14),
    icon_color: C.accent,
    icon_size: px(18),
    text_color: C.text,
    text_indent: px(14),
    ...typo('icon_typography', { size: 17, lineHeight: 1.5 }),
  });
}

/** The cream panel a form sits in beside its text (the account pages). */
export function formPanel(b: DocBuilder, children: ElementNode[]): ElementNode {
  return column(
    b,
    50,
    { padding: box(32), padding_mobile: box(20), background_background: 'classic', background_color: '#fbf7f1', border_radius: box(4) },
    children,
  );
}
