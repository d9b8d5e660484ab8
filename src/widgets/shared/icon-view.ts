// The `.elementor-icon` box shared by the icon and icon-box widgets: default, stacked (filled shape)
// and framed (outlined shape) views, their colours, size, padding, rotation and border.
import type { CssSink } from '../../model/css.ts';
import { dimensions, size, sizeNumber } from '../../model/values.ts';
import { colourOf } from './css-parts.ts';

/** Classes for the element wrapping `.elementor-icon` (Elementor puts them on the widget itself). */
export function iconViewClasses(view: string, shape: string): string[] {
  return view === 'default' ? ['elementor-view-default'] : [`elementor-view-${view}`, `elementor-shape-${shape}`];
}

interface IconViewArgs {
  css: CssSink;
  settings: Record<string, unknown> & { view: string };
  /** `.elementor-element-x .elementor-icon` */
  icon: string;
  /** The selector that means "hovered" for this widget's icon. */
  hover: string;
  sizeKey: string;
}

function colours(view: string, primary: string | undefined, secondary: string | undefined) {
  if (view === 'stacked') return { 'background-color': primary, color: secondary };
  return { color: primary, 'border-color': primary, 'background-color': view === 'framed' ? secondary : undefined };
}

export function iconViewCss({ css, settings: s, icon, hover, sizeKey }: IconViewArgs): void {
  css.add(icon, colours(s.view, colourOf(s, 'primary_color'), colourOf(s, 'secondary_color')));
  css.add(hover, colours(s.view, colourOf(s, 'hover_primary_color'), colourOf(s, 'hover_secondary_color')));
  css.responsive(icon, s, sizeKey, (v) => ({ 'font-size': size(v) }));
  if (s.view !== 'default') {
    css.responsive(icon, s, 'icon_padding', (v) => ({ padding: size(v, 'em') }));
    css.responsive(icon, s, 'border_radius', (v) => ({ 'border-radius': dimensions(v) }));
  }
  if (s.view === 'framed') css.responsive(icon, s, 'border_width', (v) => ({ 'border-width': dimensions(v) }));
  css.responsive(`${icon} svg,${icon} img`, s, 'rotate', (v) => {
    const deg = sizeNumber(v);
    return { transform: deg === undefined ? undefined : `rotate(${deg}deg)` };
  });
}

export const ICON_VIEW_CSS =
  '.elementor-icon{display:inline-block;line-height:1;transition:all .3s;color:var(--e-global-color-primary,#69727d);font-size:50px;text-align:center}' +
  '.elementor-icon i,.elementor-icon svg,.elementor-icon img{display:block;width:1em;height:1em;position:relative}' +
  '.elementor-view-stacked .elementor-icon{padding:.5em;background-color:var(--e-global-color-primary,#69727d);color:#fff}' +
  '.elementor-view-framed .elementor-icon{padding:.5em;border:3px solid;background-color:transparent}' +
  '.elementor-shape-circle .elementor-icon{border-radius:50%}.elementor-shape-rounded .elementor-icon{border-radius:10%}';
