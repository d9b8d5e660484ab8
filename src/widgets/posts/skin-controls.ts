// The controls each posts skin repeats under its own prefix (`classic_…`, `cards_…`), as Elementor
// Pro's skins register them, with their defaults and the CSS they write.
import type { Control, Section } from '../../contracts/declaration/types.ts';

export type Skin = 'classic' | 'cards';

const COLUMNS = { '1': '1', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6' };
const META = { author: 'Author', date: 'Date', time: 'Time', comments: 'Comments', modified: 'Date Modified' };
const TAGS = { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4', h5: 'H5', h6: 'H6', div: 'div', span: 'span', p: 'p' };

/** The panel sections of one skin, in Elementor Pro's order, shown while that skin is chosen. */
export function skinSections(skin: Skin): Section[] {
  const condition = { _skin: skin === 'classic' ? ['classic', ''] : skin };
  const style = (key: string, label: string): Section => ({ name: `${skin}_section_style_${key}`, label, tab: 'style', condition });
  return [
    { name: `${skin}_section_layout`, label: 'Layout', condition },
    { name: `${skin}_section_design_layout`, label: 'Layout', tab: 'style', condition },
    ...(skin === 'cards'
      ? [style('card', 'Card'), style('image', 'Image'), style('badge', 'Badge')]
      : [style('box', 'Box'), style('image', 'Image')]),
    style('title', 'Title'),
    style('meta', 'Meta'),
    style('excerpt', 'Excerpt'),
    style('read_more', 'Read More'),
  ];
}

/** Controls of one skin; `when` limits each to documents showing that skin. */
export function skinControls(skin: Skin): Control[] {
  const p = (name: string) => `${skin}_${name}`;
  const when = { _skin: skin === 'classic' ? ['classic', ''] : skin };
  const section = `${skin}_section_layout`;
  const style = `${skin}_section_style`;
  const text = skin === 'cards' ? '{{WRAPPER}} .elementor-post__card' : '{{WRAPPER}} .elementor-post';
  const controls: Control[] = [
    // Columns print through css.ts: Elementor's device defaults (3 / 2 / 1) differ per device.
    { name: p('columns'), kind: 'select', label: 'Columns', section, responsive: true, options: COLUMNS, default: '3' },
    { name: p('posts_per_page'), kind: 'number', label: 'Posts Per Page', section, default: 6, min: -1, integer: true },
    {
      name: p('thumbnail'),
      kind: 'select',
      label: 'Image Position',
      section,
      default: 'top',
      options: skin === 'cards' ? { top: 'Top', none: 'None' } : { top: 'Top', left: 'Left', right: 'Right', none: 'None' },
    },
    { name: p('masonry'), kind: 'switcher', label: 'Masonry', section, default: '' },
    { name: p('thumbnail_size_size'), kind: 'select', label: 'Image Resolution', section, default: 'medium', open: true, options: {} },
    {
      name: p('item_ratio'),
      kind: 'slider',
      label: 'Image Ratio',
      section,
      responsive: true,
      default: { size: 0.66 },
      condition: { [p('masonry')]: '' },
      // A bare ratio, not a length: Elementor's `calc( {{SIZE}} * 100% )`. Phones default to 0.5.
      css: ({ settings, selector, css }) => {
        const target = `${selector} .elementor-posts-container .elementor-post__thumbnail`;
        css.responsive(target, settings, p('item_ratio'), ratioCss);
        if (settings[p('item_ratio_mobile')] === undefined) css.add(target, { 'padding-bottom': 'calc(0.5 * 100%)' }, 'mobile');
      },
    },
    {
      name: p('image_width'),
      kind: 'slider',
      label: 'Image Width',
      section,
      responsive: true,
      units: ['%', 'px'],
      selectors: { '{{WRAPPER}} .elementor-post__thumbnail__link': { width: '{{VALUE}}' } },
    },
    { name: p('show_title'), kind: 'switcher', label: 'Title', section, default: 'yes' },
    { name: p('title_tag'), kind: 'select', label: 'Title HTML Tag', section, default: 'h3', options: TAGS },
    { name: p('show_excerpt'), kind: 'switcher', label: 'Excerpt', section, default: 'yes' },
    { name: p('excerpt_length'), kind: 'number', label: 'Excerpt Length', section, default: 25, min: 0, integer: true },
    {
      name: p('meta_data'),
      kind: 'select',
      label: 'Meta Data',
      section,
      multiple: true,
      options: META,
      default: ['date', 'comments'] as never,
    },
    {
      name: p('meta_separator'),
      kind: 'text',
      label: 'Separator Between',
      section,
      default: skin === 'cards' ? '•' : '///',
    },
    { name: p('show_read_more'), kind: 'switcher', label: 'Read More', section, default: 'yes' },
    { name: p('read_more_text'), kind: 'text', label: 'Read More Text', section, default: 'Read More »', html: 'inline' },
    { name: p('open_new_tab'), kind: 'switcher', label: 'Open in new window', section, default: '' },
    {
      name: p('column_gap'),
      kind: 'slider',
      label: 'Columns Gap',
      tab: 'style',
      section: `${skin}_section_design_layout`,
      responsive: true,
      default: { size: 30, unit: 'px' },
      selectors: { '{{WRAPPER}}': { '--grid-column-gap': '{{VALUE}}' } },
    },
    {
      name: p('row_gap'),
      kind: 'slider',
      label: 'Rows Gap',
      tab: 'style',
      section: `${skin}_section_design_layout`,
      responsive: true,
      default: { size: 35, unit: 'px' },
      selectors: { '{{WRAPPER}}': { '--grid-row-gap': '{{VALUE}}' } },
    },
    {
      name: p('alignment'),
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: `${skin}_section_design_layout`,
      options: { left: 'Left', center: 'Center', right: 'Right' },
      selectors: { [`${text}`]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: p('img_border_radius'),
      kind: 'dimensions',
      label: 'Border Radius',
      tab: 'style',
      section: `${style}_image`,
      selectors: { '{{WRAPPER}} .elementor-post__thumbnail': { 'border-radius': '{{VALUE}}' } },
    },
    {
      name: p('image_spacing'),
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: `${style}_image`,
      responsive: true,
      selectors:
        skin === 'cards'
          ? { '{{WRAPPER}} .elementor-post__text': { 'margin-top': '{{VALUE}}' } }
          : {
              '{{WRAPPER}} .elementor-posts--thumbnail-left .elementor-post__thumbnail__link': { 'margin-right': '{{VALUE}}' },
              '{{WRAPPER}} .elementor-posts--thumbnail-right .elementor-post__thumbnail__link': { 'margin-left': '{{VALUE}}' },
              '{{WRAPPER}} .elementor-posts--thumbnail-top .elementor-post__thumbnail__link': { 'margin-bottom': '{{VALUE}}' },
            },
    },
    ...textPart({
      p,
      style,
      key: 'title',
      label: 'Title',
      selector: '{{WRAPPER}} .elementor-post__title, {{WRAPPER}} .elementor-post__title a',
      spacing: '{{WRAPPER}} .elementor-post__title',
    }),
    ...textPart({
      p,
      style,
      key: 'meta',
      label: 'Meta',
      selector: '{{WRAPPER}} .elementor-post__meta-data',
      spacing: '{{WRAPPER}} .elementor-post__meta-data',
    }),
    {
      name: p('meta_separator_color'),
      kind: 'color',
      label: 'Separator Color',
      tab: 'style',
      section: `${style}_meta`,
      selectors: { '{{WRAPPER}} .elementor-post__meta-data span:before': { color: '{{VALUE}}' } },
    },
    ...textPart({
      p,
      style,
      key: 'excerpt',
      label: 'Excerpt',
      selector: '{{WRAPPER}} .elementor-post__excerpt p',
      spacing: '{{WRAPPER}} .elementor-post__excerpt',
    }),
    ...textPart({
      p,
      style,
      key: 'read_more',
      label: 'Read More',
      selector: '{{WRAPPER}} .elementor-post__read-more',
      spacing: '{{WRAPPER}} .elementor-post__text',
    }),
    ...(skin === 'cards' ? cardControls(p, style) : classicControls(p, style)),
  ];
  return controls.map((c) => ({ ...c, condition: { ...when, ...c.condition } }));
}

function ratioCss(value: unknown): Record<string, string> | undefined {
  const ratio = Number((value as { size?: unknown } | undefined)?.size);
  return Number.isFinite(ratio) && ratio > 0 && ratio < 10 ? { 'padding-bottom': `calc(${ratio} * 100%)` } : undefined;
}

/** Colour, typography and spacing of one text part (spacing is the margin below it). */
function textPart(args: {
  p: (n: string) => string;
  style: string;
  key: string;
  label: string;
  selector: string;
  spacing: string;
}): Control[] {
  const { p, style, key, label, selector, spacing } = args;
  const section = `${style}_${key}`;
  return [
    {
      name: p(`${key}_color`),
      kind: 'color',
      label: `${label} Color`,
      tab: 'style',
      section,
      selectors: { [selector]: { color: '{{VALUE}}' } },
    },
    { name: p(`${key}_typography`), kind: 'typography', label: `${label} Typography`, tab: 'style', section, selector },
    {
      name: p(`${key}_spacing`),
      kind: 'slider',
      label: `${label} Spacing`,
      tab: 'style',
      section,
      responsive: true,
      selectors: { [spacing]: { 'margin-bottom': '{{VALUE}}' } },
    },
  ];
}

function classicControls(p: (n: string) => string, style: string): Control[] {
  const section = `${style}_box`;
  const post = '{{WRAPPER}} .elementor-post';
  return [
    {
      name: p('box_border_width'),
      kind: 'slider',
      label: 'Border Width',
      tab: 'style',
      section,
      selectors: { [post]: { 'border-style': 'solid', 'border-width': '{{VALUE}}' } },
    },
    {
      name: p('box_border_radius'),
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section,
      selectors: { [post]: { 'border-radius': '{{VALUE}}' } },
    },
    { name: p('box_padding'), kind: 'slider', label: 'Padding', tab: 'style', section, selectors: { [post]: { padding: '{{VALUE}}' } } },
    {
      name: p('content_padding'),
      kind: 'dimensions',
      label: 'Content Padding',
      tab: 'style',
      section,
      responsive: true,
      selectors: { '{{WRAPPER}} .elementor-post__text': { padding: '{{VALUE}}' } },
    },
    {
      name: p('box_bg_color'),
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section,
      selectors: { [post]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: p('box_border_color'),
      kind: 'color',
      label: 'Border Color',
      tab: 'style',
      section,
      selectors: { [post]: { 'border-color': '{{VALUE}}' } },
    },
    { name: p('box_shadow'), kind: 'box-shadow', label: 'Box Shadow', tab: 'style', section, selector: post },
  ];
}

function cardControls(p: (n: string) => string, style: string): Control[] {
  const section = `${style}_card`;
  const card = '{{WRAPPER}} .elementor-post__card';
  const badge = '{{WRAPPER}} .elementor-post__card .elementor-post__badge';
  return [
    { name: p('show_badge'), kind: 'switcher', label: 'Badge', section: 'cards_section_layout', default: 'yes' },
    {
      name: p('badge_taxonomy'),
      kind: 'select',
      label: 'Badge Taxonomy',
      section: 'cards_section_layout',
      default: 'category',
      open: true,
      options: {},
    },
    {
      name: p('show_avatar'),
      kind: 'switcher',
      label: 'Avatar',
      section: 'cards_section_layout',
      default: 'show-avatar',
      returnValue: 'show-avatar',
    },
    {
      name: p('card_bg_color'),
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section,
      selectors: { [card]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: p('card_border_color'),
      kind: 'color',
      label: 'Border Color',
      tab: 'style',
      section,
      selectors: { [card]: { 'border-color': '{{VALUE}}' } },
    },
    {
      name: p('card_border_width'),
      kind: 'slider',
      label: 'Border Width',
      tab: 'style',
      section,
      selectors: { [card]: { 'border-width': '{{VALUE}}' } },
    },
    {
      name: p('card_border_radius'),
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section,
      selectors: { [card]: { 'border-radius': '{{VALUE}}' } },
    },
    {
      name: p('card_padding'),
      kind: 'slider',
      label: 'Horizontal Padding',
      tab: 'style',
      section,
      selectors: {
        '{{WRAPPER}} .elementor-post__text': { padding: '0 {{VALUE}}' },
        '{{WRAPPER}} .elementor-post__meta-data': { padding: '10px {{VALUE}}' },
        '{{WRAPPER}} .elementor-post__avatar': { 'padding-right': '{{VALUE}}', 'padding-left': '{{VALUE}}' },
      },
    },
    {
      name: p('card_vertical_padding'),
      kind: 'slider',
      label: 'Vertical Padding',
      tab: 'style',
      section,
      selectors: { [card]: { 'padding-top': '{{VALUE}}', 'padding-bottom': '{{VALUE}}' } },
    },
    { name: p('box_shadow'), kind: 'box-shadow', label: 'Box Shadow', tab: 'style', section, selector: card },
    {
      name: p('badge_position'),
      kind: 'choose',
      label: 'Badge Position',
      tab: 'style',
      section: `${style}_badge`,
      default: 'right',
      options: { left: 'Left', right: 'Right' },
      css: ({ settings, selector, css }) => {
        const side = settings[p('badge_position')] === 'left' ? 'left' : 'right';
        css.add(`${selector} .elementor-post__card .elementor-post__badge`, { [side]: '0' });
      },
    },
    {
      name: p('badge_bg_color'),
      kind: 'color',
      label: 'Badge Background',
      tab: 'style',
      section: `${style}_badge`,
      selectors: { [badge]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: p('badge_color'),
      kind: 'color',
      label: 'Badge Text Color',
      tab: 'style',
      section: `${style}_badge`,
      selectors: { [badge]: { color: '{{VALUE}}' } },
    },
    {
      name: p('badge_radius'),
      kind: 'slider',
      label: 'Badge Radius',
      tab: 'style',
      section: `${style}_badge`,
      selectors: { [badge]: { 'border-radius': '{{VALUE}}' } },
    },
    {
      name: p('badge_size'),
      kind: 'slider',
      label: 'Badge Size',
      tab: 'style',
      section: `${style}_badge`,
      selectors: { [badge]: { 'font-size': '{{VALUE}}' } },
    },
    {
      name: p('badge_margin'),
      kind: 'slider',
      label: 'Badge Margin',
      tab: 'style',
      section: `${style}_badge`,
      selectors: { [badge]: { margin: '{{VALUE}}' } },
    },
    {
      name: p('badge_typography'),
      kind: 'typography',
      label: 'Badge Typography',
      tab: 'style',
      section: `${style}_badge`,
      selector: badge,
    },
  ];
}
