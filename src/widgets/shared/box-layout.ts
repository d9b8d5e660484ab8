// The layout the icon box and image box share: a media part (icon or image) beside or above a title and
// description, positioned per device, with the same setting names in both widgets.
import { z } from 'zod';
import type { Device } from '../../model/breakpoints.ts';
import { activeDevices } from '../../model/breakpoints.ts';
import type { CssSink } from '../../model/css.ts';
import { ownResponsiveValues, resolveResponsive } from '../../model/responsive.ts';
import { size, typography } from '../../model/values.ts';
import { colourOf, textAlign } from './css-parts.ts';
import { cssSize, cssText, linkSchema, titleTag, typographyShape } from './schema-parts.ts';

export const boxShape = {
  /** Inline HTML allowed in both: sanitised when rendered. */
  title_text: z.string().default('This is the heading'),
  description_text: z
    .string()
    .default(
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.',
    ),
  title_size: titleTag.default('h3'),
  link: linkSchema,
  /** Responsive: where the icon/image sits. */
  position: z.enum(['top', 'left', 'right']).default('top'),
  /** Responsive: vertical alignment when the media is beside the text. */
  content_vertical_alignment: z.string().default(''),
  /** Responsive. */
  text_align: z.string().default(''),
  title_bottom_space: cssSize,
  title_color: cssText,
  description_color: cssText,
  ...typographyShape('title_typography'),
  ...typographyShape('description_typography'),
};

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
    `.elementor-${kind}-title,.elementor-${kind}-description{margin:0}.elementor-${kind}-title>a{color:inherit}`
  );
}

/** Position and vertical alignment for the devices that set either (desktop position is a class). */
function positionCss(css: CssSink, wrapper: string, s: Record<string, unknown>): void {
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

export function boxLayoutCss(args: {
  css: CssSink;
  selector: string;
  settings: Record<string, unknown>;
  kind: string;
  spaceKey: string;
}): void {
  const { css, selector, settings: s, kind, spaceKey } = args;
  const wrapper = `${selector} .elementor-${kind}-wrapper`;
  positionCss(css, wrapper, s);
  css.responsive(wrapper, s, spaceKey, (v) => ({ gap: size(v) }));
  css.responsive(wrapper, s, 'text_align', (v) => ({ 'text-align': textAlign(v) }));
  const title = `${selector} .elementor-${kind}-title`;
  const description = `${selector} .elementor-${kind}-description`;
  css.responsive(title, s, 'title_bottom_space', (v) => ({ 'margin-block-end': size(v) }));
  css.add(title, { color: colourOf(s, 'title_color') });
  css.add(description, { color: colourOf(s, 'description_color') });
  typography(css, title, s, 'title_typography');
  typography(css, description, s, 'description_typography');
}
