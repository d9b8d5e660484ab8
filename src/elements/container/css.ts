// Per-container CSS. Flex and grid settings become the custom properties the base CSS routes to
// the right box (the container itself when full width, its `.e-con-inner` when boxed), which keeps
// each container's rules to one short selector per device.
import { activeDevices } from '../../model/breakpoints.ts';
import type { CssSink, Declarations } from '../../model/css.ts';
import { isSet } from '../../model/responsive.ts';
import { LENGTH_UNITS, box, customCss, fmt, length, num, oneOf } from '../../model/css-values.ts';
import { decorationCss } from '../layout-common.ts';
import { shapeDividerCss } from '../shape-dividers/render.tsx';
import { transformCss } from '../transform.ts';
import type { ContainerSettings } from './schema.ts';

const DIRECTIONS = ['row', 'column', 'row-reverse', 'column-reverse'] as const;
const JUSTIFY = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'] as const;
const ALIGN_ITEMS = ['flex-start', 'center', 'flex-end', 'stretch'] as const;
const GRID_ITEMS = ['start', 'center', 'end', 'stretch'] as const;
const GRID_CONTENT = ['start', 'center', 'end', 'space-between', 'space-around', 'space-evenly'] as const;

// How widgets size themselves in a row (Elementor's contract with widget CSS, e.g. divider, spacer).
const ROW_WIDGETS: Declarations = {
  '--container-widget-width': 'initial',
  '--container-widget-height': '100%',
  '--container-widget-flex-grow': '1',
  '--container-widget-align-self': 'stretch',
};
const COLUMN_WIDGETS: Declarations = {
  '--container-widget-width': '100%',
  '--container-widget-height': 'initial',
  '--container-widget-flex-grow': '0',
  '--container-widget-align-self': 'initial',
};

/** `{row, column, unit}` (or the older `{size, unit}`) -> 'row column' for the `gap` shorthand. */
export function gapValue(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return length(value);
  const v = value as Record<string, unknown>;
  const unit = v.unit === undefined || v.unit === '' ? 'px' : v.unit;
  const one = (x: unknown): string | undefined => {
    if (unit === 'custom') return customCss(x);
    if (typeof unit !== 'string' || !(LENGTH_UNITS as readonly string[]).includes(unit)) return undefined;
    const n = num(x);
    return n === undefined || n < 0 ? undefined : n === 0 ? '0' : `${fmt(n)}${unit}`;
  };
  const column = one(v.column) ?? one(v.size);
  const row = one(v.row) ?? column;
  if (!row || !column) return undefined;
  return row === column ? row : `${row} ${column}`;
}

/** A grid track count ({unit:'fr', size:3}) -> 'repeat(3,1fr)'; the custom unit takes a track list. */
export function gridTracks(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { unit?: unknown; size?: unknown };
  if (v.unit === 'custom') return customCss(v.size);
  const n = num(v.size);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 24 ? `repeat(${n},1fr)` : undefined;
}

export function containerCss(args: { settings: ContainerSettings; selector: string; css: CssSink }): void {
  const { settings, selector: s, css } = args;
  if (settings.content_width === 'boxed') {
    tabletUpCss({ css, selector: s, settings, key: 'boxed_width', prop: '--content-width', phone: CONTENT_WIDTH });
  } else {
    tabletUpCss({ css, selector: s, settings, key: 'width', prop: '--width', phone: '100%' });
  }
  css.responsive(s, settings, 'min_height', (v) => ({ 'min-height': length(v, { units: LENGTH_UNITS }) }));
  if (settings.container_type === 'grid') gridCss(css, s, settings);
  else flexCss(css, s, settings);
  css.responsive(s, settings, 'padding', (v) => ({ padding: box(v) }));
  css.responsive(s, settings, 'margin', (v) => ({ margin: box(v) }));
  if (settings.overflow) css.add(s, { overflow: settings.overflow });
  const transition = transformCss({ css, selector: s, hoverSelector: `${s}:hover`, settings });
  decorationCss({ css, settings, surface: s, hover: `${s}:hover`, transition });
  shapeDividerCss({ css, selector: s, settings });
}

// The base CSS's boxed content width: the kit's container width, never wider than the container.
const CONTENT_WIDTH = 'min(100%,var(--container-max-width,1140px))';

/**
 * Elementor prints a container's width and boxed width from tablet up only (their controls'
 * `min_affected_device` is tablet): on phones a container is full width, and its content box the
 * kit's width, unless the mobile value is set.
 */
function tabletUpCss(args: {
  css: CssSink;
  selector: string;
  settings: ContainerSettings;
  key: 'width' | 'boxed_width';
  prop: string;
  /** What phones get when the element has no mobile value but larger devices do. */
  phone: string;
}): void {
  const { css, selector: s, settings, key, prop } = args;
  let isPrinted = false;
  css.responsive(s, settings, key, (v, device) => {
    const value = device === 'mobile' ? undefined : length(v, { units: LENGTH_UNITS });
    isPrinted ||= value !== undefined;
    return value === undefined ? undefined : { [prop]: value };
  });
  if (!activeDevices(css.breakpoints).includes('mobile')) return;
  const mobile = isSet(settings[`${key}_mobile`]) ? length(settings[`${key}_mobile`], { units: LENGTH_UNITS }) : undefined;
  if (mobile) css.add(s, { [prop]: mobile }, 'mobile');
  else if (isPrinted) css.add(s, { [prop]: args.phone }, 'mobile');
}

function flexCss(css: CssSink, s: string, settings: ContainerSettings): void {
  css.responsive(s, settings, 'flex_direction', (v, device) => {
    const d = oneOf(v, DIRECTIONS);
    if (!d) return undefined;
    const widgets = d.startsWith('row') ? ROW_WIDGETS : device === 'desktop' ? {} : COLUMN_WIDGETS;
    return { '--flex-direction': d, ...widgets };
  });
  css.responsive(s, settings, 'flex_justify_content', (v) => ({ '--justify-content': oneOf(v, JUSTIFY) }));
  css.responsive(s, settings, 'flex_align_items', (v) => {
    const a = oneOf(v, ALIGN_ITEMS);
    return a ? { '--align-items': a, '--container-widget-width': 'calc((1 - var(--container-widget-flex-grow))*100%)' } : undefined;
  });
  css.responsive(s, settings, 'flex_align_content', (v) => ({ '--align-content': oneOf(v, JUSTIFY) }));
  css.responsive(s, settings, 'flex_wrap', (v) => ({ '--flex-wrap': oneOf(v, ['wrap', 'nowrap'] as const) }));
  css.responsive(s, settings, 'flex_gap', (v) => ({ '--gap': gapValue(v) }));
}

function gridCss(css: CssSink, s: string, settings: ContainerSettings): void {
  css.responsive(s, settings, 'grid_columns_grid', (v) => ({ '--e-con-grid-template-columns': gridTracks(v) }));
  // Elementor's mobile default is one column.
  if (activeDevices(css.breakpoints).includes('mobile') && !gridTracks(settings.grid_columns_grid_mobile)) {
    css.add(s, { '--e-con-grid-template-columns': 'repeat(1,1fr)' }, 'mobile');
  }
  css.responsive(s, settings, 'grid_rows_grid', (v) => ({ '--e-con-grid-template-rows': gridTracks(v) }));
  css.responsive(s, settings, 'grid_gaps', (v) => ({ '--gap': gapValue(v) }));
  css.responsive(s, settings, 'grid_auto_flow', (v) => ({ '--grid-auto-flow': oneOf(v, ['row', 'column'] as const) }));
  css.responsive(s, settings, 'grid_justify_items', (v) => ({ '--justify-items': oneOf(v, GRID_ITEMS) }));
  css.responsive(s, settings, 'grid_align_items', (v) => ({ '--align-items': oneOf(v, GRID_ITEMS) }));
  css.responsive(s, settings, 'grid_justify_content', (v) => ({ '--grid-justify-content': oneOf(v, GRID_CONTENT) }));
  css.responsive(s, settings, 'grid_align_content', (v) => ({ '--grid-align-content': oneOf(v, GRID_CONTENT) }));
}
