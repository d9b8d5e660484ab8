// Text path widget (Elementor's `text-path`): a line of text set along a wave, arc, circle, line, oval
// or spiral, printed whole by the server as inline SVG with <textPath> (Elementor draws it in the
// browser after fetching the path's file; here nothing runs and nothing moves once painted). The
// text stays real text: selectable, read by screen readers, and a link when one is set.
import { defineWidget } from '../../contracts/widget.ts';
import { sliderSize } from '../../model/slider.ts';
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { linkProps } from '../shared/links.ts';
import { textOf } from '../shared/sanitize.ts';
import { TEXT_PATH_BASE_CSS } from './base-css.ts';
import { textPathShape } from './paths.ts';
import { textPathDeclaration } from './schema.ts';

/** The start point as SVG's startOffset: a percentage of the path, -100 to 100 as Elementor's range. */
export function startOffset(value: unknown): string | undefined {
  const n = sliderSize(value, 0);
  return n === 0 ? undefined : `${Math.max(-100, Math.min(100, n))}%`;
}

/** Ids unique to the element, safe in an attribute and a `#` reference. */
const idOf = (elementId: string) => elementId.replace(/[^A-Za-z0-9_-]/g, '');

export const textPath = defineWidget({
  declaration: textPathDeclaration,
  baseCss: TEXT_PATH_BASE_CSS,
  Render: ({ settings: s, element }) => {
    const text = textOf(s.text);
    if (!text) return null;
    const shape = textPathShape(s.path);
    const link = linkProps(s.link);
    const id = idOf(element.id);
    const direction = s.text_path_direction === 'rtl' || s.text_path_direction === 'ltr' ? s.text_path_direction : undefined;
    return (
      <div className={cx('e-text-path', hoverAnimationClass(s.hover_animation))} data-text={text} data-link-url={link?.href}>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox={shape.viewBox} data-path={s.path}>
          <path id={`e-path-${id}`} d={shape.d} />
          <text direction={direction}>
            <textPath id={`e-text-path-${id}`} href={`#e-path-${id}`} startOffset={startOffset(s.start_point)}>
              {link ? <a {...link}>{text}</a> : text}
            </textPath>
          </text>
        </svg>
      </div>
    );
  },
});
