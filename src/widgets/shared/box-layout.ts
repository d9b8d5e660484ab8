// The layout the icon box and image box share: a media part (icon or image) beside or above a title and
// description, positioned per device, with the same setting names in both widgets.
import type { Device } from '../../model/breakpoints.ts';
import { activeDevices } from '../../model/breakpoints.ts';
import type { CssSink } from '../../model/css.ts';
import { ownResponsiveValues, resolveResponsive } from '../../model/responsive.ts';

const VALIGN: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };
const DIRECTION: Record<string, string> = { top: 'column', left: 'row', right: 'row-reverse' };

/** Static CSS for `.elementor-{kind}-wrapper` (kind: 'icon-box' | 'image-box'). */
export function boxBaseCss(kind: string): string {
  const w = `.elementor-${kind}-wrapper`;
  return (
    `${w}{display:flex;flex-direction:column;gap:15px;text-align:center}` +
    `${w}.elementor-position-left{flex-direction:row;text-align:left;align-items:flex-start}` +
    `${w}.elementor-position-right{flex-direction:row-reverse;text-align:right;align-items:flex-start}` +
    `.elementor-${kind}-content{flex-grow:1}` +
    // The title keeps the theme's heading margins (Elementor's Spacing control sets its bottom one);
    // only the description's paragraph margins are reset.
    `.elementor-${kind}-description{margin:0}.elementor-${kind}-title>a{color:inherit}`
  );
}

/** Position and vertical alignment for the devices that set either (desktop position is a class). */
export function boxPositionCss(css: CssSink, wrapper: string, s: Record<string, unknown>): void {
  const bps = css.breakpoints;
  const devices = new Set<Device>([
    ...ownResponsiveValues(s, 'position', bps).map((v) => v.device),
    ...ownResponsiveValues(s, 'content_vertical_alignment', bps).map((v) => v.device),
  ]);
  for (const device of activeDevices(bps)) {
    if (!devices.has(device)) continue;
    const position = String(resolveResponsive(s, 'position', device, bps) ?? 'top');
    const valign = String(resolveResponsive(s, 'content_vertical_alignment', device, bps) ?? 'top');
    const isRow = position === 'left' || position === 'right';
    css.add(
      wrapper,
      {
        'flex-direction': device === 'desktop' ? undefined : DIRECTION[position],
        'align-items': isRow ? (VALIGN[valign] ?? 'flex-start') : device === 'desktop' ? undefined : 'stretch',
      },
      device,
    );
  }
}
