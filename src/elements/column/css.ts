// Per-column CSS: width per device (base CSS stacks columns on mobile unless a mobile width is
// set), vertical and horizontal alignment of widgets, widget spacing, spacing and decoration.
import { activeDevices } from '../../model/breakpoints.ts';
import type { CssSink } from '../../model/css.ts';
import { box, fmt, length, num } from '../../model/css-values.ts';
import { decorationCss } from '../layout-common.ts';
import type { ColumnSettings } from './schema.ts';

/** Elementor's preset classes round thirds and sixths; their real widths are these. */
const PRESET_WIDTHS: Record<number, number> = { 11: 11.111, 12: 12.5, 14: 14.285, 16: 16.666, 33: 33.333, 66: 66.666, 83: 83.333 };

function percent(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && n > 0 && n <= 100 ? n : undefined;
}

/** The column's desktop width in percent. */
export function columnWidth(settings: ColumnSettings): number {
  const inline = percent(settings._inline_size);
  if (inline !== undefined) return inline;
  const size = percent(settings._column_size) ?? 100;
  return PRESET_WIDTHS[size] ?? size;
}

/** The preset class number (`elementor-col-50`). */
export function columnClassSize(settings: ColumnSettings): number {
  return Math.round(percent(settings._column_size) ?? 100);
}

const VERTICAL: Record<string, string> = {
  top: 'flex-start',
  center: 'center',
  middle: 'center',
  bottom: 'flex-end',
  'space-between': 'space-between',
  'space-around': 'space-around',
  'space-evenly': 'space-evenly',
};
const HORIZONTAL = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'];

export function columnCss(args: { settings: ColumnSettings; selector: string; css: CssSink }): void {
  const { settings, selector: s, css } = args;
  const wrap = `${s}>.elementor-widget-wrap`;
  // `--e-col` is read by the base CSS above the mobile breakpoint only.
  css.add(s, { '--e-col': `${fmt(columnWidth(settings))}%` });
  css.responsive(s, settings, '_inline_size', (v, device) => {
    const p = percent(v);
    if (device === 'desktop' || p === undefined) return undefined;
    return device === 'mobile' ? { width: `${fmt(p)}%` } : { '--e-col': `${fmt(p)}%` };
  });
  if (!activeDevices(css.breakpoints).includes('mobile')) css.add(s, { width: 'var(--e-col)' });

  css.responsive(wrap, settings, 'content_position', (v) => {
    const value = typeof v === 'string' ? VERTICAL[v] : undefined;
    if (!value) return undefined;
    return value.startsWith('space') ? { 'align-content': value } : { 'align-content': value, 'align-items': value };
  });
  css.responsive(wrap, settings, 'align', (v) => ({
    'justify-content': typeof v === 'string' && HORIZONTAL.includes(v) ? v : undefined,
  }));
  css.responsive(wrap, settings, 'space_between_widgets', (v) => {
    const n = typeof v === 'object' ? length(v) : num(v) === undefined ? undefined : length(num(v));
    // The spacing is added to margins in calc(), which refuses a unitless 0.
    return { '--e-ws': n === '0' ? '0px' : n };
  });
  css.responsive(`${s}>.elementor-element-populated`, settings, 'padding', (v) => ({ padding: box(v) }));
  css.responsive(`${s}>.elementor-element-populated`, settings, 'margin', (v) => ({ margin: box(v) }));
  decorationCss({ css, settings, surface: wrap, hover: `${s}:hover>.elementor-widget-wrap` });
}
