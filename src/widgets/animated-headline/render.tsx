// Animated headline widget (Elementor Pro): a sentence with a highlighted part (a hand-drawn shape
// in SVG, drawn in by the browser) or a rotating part (words that take turns: typing, clip, flip,
// swirl, blinds, drop-in, wave, slide), in Elementor's markup. The server prints every word; the
// rotating ones share one grid cell, so the wrapper holds the widest word from the first paint and
// nothing after it moves while they turn. Screen readers get the whole sentence once: a rotating
// headline's visible parts are hidden from them (the letters get split and re-classed as they turn),
// and a screen-only copy of the sentence names every word.
import { Fragment, type ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { cx } from '../shared/css-parts.ts';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { ANIMATED_HEADLINE_BASE_CSS } from './base-css.ts';
import { isMarker, MARKER_PATHS } from './markers.ts';
import { ANIMATION_TYPES, animatedHeadlineDeclaration, type AnimatedHeadlineSettings, type AnimationType } from './schema.ts';
import { LETTER_TYPES, msOr, wordsOf } from './timings.ts';

/** Settings the browser needs (data-settings): the timings, read once as numbers. */
export type HeadlineClientSettings = {
  headline_style: 'highlight' | 'rotate';
  animation_type?: AnimationType;
  loop: boolean;
  highlight_animation_duration?: number;
  highlight_iteration_delay?: number;
  rotate_iteration_delay?: number;
};

function animationType(s: AnimatedHeadlineSettings): AnimationType {
  return Object.hasOwn(ANIMATION_TYPES, s.animation_type) ? (s.animation_type as AnimationType) : 'typing';
}

/** The rotating words as plain text; a space inside one never breaks it (as Elementor's &nbsp;). */
export function rotatingWords(s: AnimatedHeadlineSettings): string[] {
  return wordsOf(s.rotating_text)
    .map((w) => textOf(w).replace(/ /g, '\u00a0'))
    .filter(Boolean);
}

/** What a screen reader reads: the sentence, the rotating words as a list. */
export function spokenSentence(s: AnimatedHeadlineSettings): string {
  const words = s.headline_style === 'rotate' ? rotatingWords(s).join(', ') : textOf(s.highlighted_text);
  return [textOf(s.before_text), words.replace(/\u00a0/g, ' '), textOf(s.after_text)].filter(Boolean).join(' ');
}

/** Whether this instance animates at all (a highlight with words, or at least two words to rotate). */
function animates(s: AnimatedHeadlineSettings): boolean {
  return s.headline_style === 'rotate' ? rotatingWords(s).length > 1 : textOf(s.highlighted_text) !== '';
}

function Shape({ marker }: { marker: unknown }): ReactNode {
  const paths = MARKER_PATHS[isMarker(marker) ? marker : 'circle'];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 150" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} pathLength={1} />
      ))}
    </svg>
  );
}

function Plain({ html, hidden }: { html: string; hidden: boolean }): ReactNode {
  return html ? (
    <span
      className="elementor-headline-plain-text elementor-headline-text-wrapper"
      aria-hidden={hidden || undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : null;
}

export const animatedHeadline = defineWidget({
  declaration: animatedHeadlineDeclaration,
  baseCss: ANIMATED_HEADLINE_BASE_CSS,
  behaviours: (s) => (animates(s) ? ['animated-headline'] : []),
  clientSettings: (s): HeadlineClientSettings | undefined => {
    if (!animates(s)) return undefined;
    const loop = s.loop === 'yes';
    return s.headline_style === 'rotate'
      ? { headline_style: 'rotate', animation_type: animationType(s), loop, rotate_iteration_delay: msOr(s.rotate_iteration_delay, 2500) }
      : {
          headline_style: 'highlight',
          loop,
          highlight_animation_duration: msOr(s.highlight_animation_duration, 1200),
          highlight_iteration_delay: msOr(s.highlight_iteration_delay, 8000),
        };
  },
  Render: ({ settings: s }) => {
    const link = linkProps(s.link);
    const inline = (html: string) => sanitizeInline(html, { allowLinks: !link });
    const isRotate = s.headline_style === 'rotate';
    const type = animationType(s);
    const before = inline(s.before_text);
    const after = inline(s.after_text);
    const words = isRotate ? rotatingWords(s) : [];
    const highlighted = isRotate ? '' : inline(s.highlighted_text);
    if (!before && !after && !highlighted && !words.length) return null;
    const Tag = s.tag;
    const className = cx(
      'elementor-headline',
      isRotate ? ['elementor-headline--style-rotate', `elementor-headline-animation-type-${type}`] : 'elementor-headline--style-highlight',
      isRotate && LETTER_TYPES.has(type) && 'elementor-headline-letters',
    );
    const dynamic = isRotate ? (
      words.length ? (
        <span className="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper" aria-hidden="true">
          {words.map((word, i) => (
            <span key={i} className={cx('elementor-headline-dynamic-text', i === 0 && 'elementor-headline-text-active')}>
              {word}
            </span>
          ))}
        </span>
      ) : null
    ) : highlighted ? (
      <span className="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">
        <span
          className="elementor-headline-dynamic-text elementor-headline-text-active"
          dangerouslySetInnerHTML={{ __html: highlighted }}
        />
        <Shape marker={s.marker} />
      </span>
    ) : null;
    const parts: ReactNode[] = [];
    if (before) parts.push(<Plain key="b" html={before} hidden={isRotate} />);
    if (dynamic) parts.push(<Fragment key="d">{dynamic}</Fragment>);
    if (after) parts.push(<Plain key="a" html={after} hidden={isRotate} />);
    const content = (
      <>
        {isRotate ? <span className="elementor-screen-only">{spokenSentence(s)}</span> : null}
        {parts.flatMap((part, i) => (i ? [<Fragment key={i}> </Fragment>, part] : [part]))}
      </>
    );
    return <Tag className={className}>{link ? <a {...link}>{content}</a> : content}</Tag>;
  },
});
