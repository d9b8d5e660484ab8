// Social icons widget: a list of linked network icons, each link named by its network.
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';
import { Icon, resolveIcon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { colourOf } from '../shared/css-parts.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { BRAND_COLOURS_CSS } from './brand-colours.ts';
import { socialIconsDeclaration } from './schema.ts';

const BASE_CSS =
  '.elementor-social-icons-wrapper{font-size:0;line-height:1}' +
  '.elementor-social-icons-wrapper.elementor-grid{display:inline-grid;grid-column-gap:var(--grid-column-gap,5px);grid-row-gap:var(--grid-row-gap,5px);grid-template-columns:var(--grid-template-columns)}' +
  '.elementor-social-icons-wrapper.elementor-grid-0{display:block}' +
  '.elementor-social-icons-wrapper.elementor-grid-0 .elementor-grid-item{display:inline-block;margin-inline-end:var(--grid-column-gap,5px);margin-bottom:var(--grid-row-gap,5px)}' +
  '.elementor-social-icons-wrapper.elementor-grid-0 .elementor-grid-item:last-child{margin-inline-end:0}' +
  '.elementor-social-icon{--e-social-icon-icon-color:#fff;display:inline-flex;align-items:center;justify-content:center;text-align:center;cursor:pointer;background-color:#69727d;font-size:var(--icon-size,25px);line-height:var(--icon-size,25px);width:calc(var(--icon-size, 25px) + 2 * var(--icon-padding, .5em));height:calc(var(--icon-size, 25px) + 2 * var(--icon-padding, .5em))}' +
  '.elementor-social-icon svg{fill:var(--e-social-icon-icon-color);width:1em;height:1em}' +
  '.elementor-social-icon:hover{opacity:.9}' +
  '.elementor-social-icon .elementor-screen-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.elementor-shape-rounded .elementor-social-icon{border-radius:10%}.elementor-shape-circle .elementor-social-icon{border-radius:50%}' +
  BRAND_COLOURS_CSS +
  HOVER_ANIMATIONS_CSS;

function isDefaultIcon(value: unknown): boolean {
  return (value as { value?: unknown } | undefined)?.value === 'fab fa-wordpress';
}

/** "facebook-f" -> "Facebook", "x-twitter" -> "X": the name a screen reader says for the link. */
export function networkName(iconName: string): string {
  if (iconName === 'x-twitter') return 'X';
  const base = iconName.replace(/-(f|in|p|square|alt|official|circle)$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1).replace(/-/g, ' ');
}

export const socialIcons = defineWidget({
  declaration: socialIconsDeclaration,
  baseCss: BASE_CSS,
  css: ({ settings, selector, css }) => {
    const columns = Number(settings.columns);
    if (columns > 0) css.add(`${selector} .elementor-social-icons-wrapper`, { '--grid-template-columns': `repeat(${columns}, auto)` });
    // An item's own colours win over the widget's (Elementor's per-item "Custom" colour).
    for (const item of settings.social_icon_list) {
      if (item.item_icon_color !== 'custom' || !item._id) continue;
      const el = `${selector} .elementor-repeater-item-${item._id}.elementor-social-icon`;
      css.add(el, { 'background-color': colourOf(item, 'item_icon_primary_color') });
      css.add(`${el} svg`, { fill: colourOf(item, 'item_icon_secondary_color') });
    }
  },
  Render: ({ settings: s }) => {
    const items = s.social_icon_list
      // An item from before Elementor 2.6 has only the Font Awesome 4 class; parsing gave it the new field's default.
      .map((item, i) => ({
        item,
        i,
        icon: resolveIcon(item.social && isDefaultIcon(item.social_icon) ? undefined : item.social_icon, item.social),
      }))
      .filter((x) => x.icon);
    if (!items.length) return null;
    return (
      <div
        className={cx('elementor-social-icons-wrapper elementor-grid', `elementor-grid-${s.columns}`, `elementor-shape-${s.shape}`)}
        role="list"
      >
        {items.map(({ item, i, icon }) => {
          const name = icon!.kind === 'fa' ? icon!.name : `link-${i + 1}`;
          const link = linkProps(item.link);
          const className = cx(
            'elementor-icon elementor-social-icon',
            `elementor-social-icon-${name}`,
            item._id && `elementor-repeater-item-${item._id}`,
            hoverAnimationClass(s.hover_animation),
          );
          const label = icon!.kind === 'fa' ? networkName(icon!.name) : 'Social link';
          return (
            <span className="elementor-grid-item" role="listitem" key={item._id || i}>
              {link ? (
                <a className={className} {...link}>
                  <span className="elementor-screen-only">{label}</span>
                  <Icon resolved={icon} />
                </a>
              ) : (
                <span className={className}>
                  <span className="elementor-screen-only">{label}</span>
                  <Icon resolved={icon} />
                </span>
              )}
            </span>
          );
        })}
      </div>
    );
  },
});
