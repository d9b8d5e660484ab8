import { describe, expect, it } from 'vitest';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { MARKER_PATHS, MARKERS } from './markers.ts';
import { animatedHeadline, spokenSentence } from './render.tsx';
import { animatedHeadlineDeclaration, type AnimatedHeadlineSettings } from './schema.ts';
import { msOr, rotateTimings, wordsOf } from './timings.ts';

const run = (raw: Record<string, unknown>) => runWidget(animatedHeadline, raw);
const parse = (raw: Record<string, unknown>) => animatedHeadline.schema.parse(raw) as AnimatedHeadlineSettings;
const ROTATE = {
  headline_style: 'rotate',
  before_text: 'Wake up to',
  rotating_text: 'the sea\nthe sunrise\n\n  the bay  ',
  after_text: 'in Porto Alba',
};

describe('animated headline settings', () => {
  it("has Elementor Pro's control names and defaults", () => {
    const s = parse({});
    expect([s.headline_style, s.animation_type, s.marker, s.before_text, s.highlighted_text, s.rotating_text]).toEqual([
      'highlight',
      'typing',
      'circle',
      'This page is',
      'Amazing',
      'Better\nBigger\nFaster',
    ]);
    expect([s.loop, s.highlight_animation_duration, s.highlight_iteration_delay, s.rotate_iteration_delay, s.tag, s.alignment]).toEqual([
      'yes',
      1200,
      8000,
      2500,
      'h3',
      'center',
    ]);
    const { names } = serialisedForm(animatedHeadlineDeclaration);
    for (const n of [
      'marker_color',
      'stroke_width',
      'above_content',
      'rounded_edges',
      'title_typography',
      'words_color',
      'highlighted_text_background_color',
    ])
      expect(names).toContain(n);
  });

  it('falls back to defaults for bad settings, and renders', () => {
    const { settings, invalidKeys, html } = run({
      headline_style: 'wobble',
      animation_type: 'explode',
      marker: 'heart',
      tag: 'script',
      rotate_iteration_delay: 'slow',
    });
    expect(invalidKeys.sort()).toEqual(['animation_type', 'headline_style', 'marker', 'rotate_iteration_delay', 'tag']);
    expect([settings.headline_style, settings.marker, settings.tag]).toEqual(['highlight', 'circle', 'h3']);
    expect(html).toMatch(/^<h3 class="elementor-headline elementor-headline--style-highlight">/);
  });

  it('derives the rotation timings from the one delay, as Elementor does', () => {
    expect(rotateTimings(2500)).toEqual({
      wordDelay: 2500,
      letters: 50,
      typing: 150,
      selection: 500,
      typeDelay: 1300,
      reveal: 600,
      clipDelay: 1500,
    });
    expect(rotateTimings(1000).typeDelay).toBe(1000);
    expect([msOr(-5, 7), msOr('300', 7), msOr('', 7), msOr(Number.NaN, 7), msOr(1e12, 7)]).toEqual([7, 300, 7, 7, 600_000]);
    expect(wordsOf(' a \n\nb c\r\nd ')).toEqual(['a', 'b c', 'd']);
  });
});

describe('highlighted headline', () => {
  it("prints Elementor's markup: the plain text, the highlighted words and the shape in SVG", () => {
    const { html } = run({ before_text: 'Breakfast until', highlighted_text: 'noon', after_text: 'every day', marker: 'underline' });
    expect(html).toBe(
      '<h3 class="elementor-headline elementor-headline--style-highlight">' +
        '<span class="elementor-headline-plain-text elementor-headline-text-wrapper">Breakfast until</span> ' +
        '<span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">' +
        '<span class="elementor-headline-dynamic-text elementor-headline-text-active">noon</span>' +
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 150" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
        `<path d="${MARKER_PATHS.underline[0]}" pathLength="1"></path></svg></span> ` +
        '<span class="elementor-headline-plain-text elementor-headline-text-wrapper">every day</span></h3>',
    );
  });

  it('draws every shape Elementor offers, each path inside the 500 × 150 box', () => {
    expect(MARKERS).toHaveLength(9);
    for (const marker of MARKERS) {
      const { html } = run({ marker });
      const paths = [...html.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
      expect(paths, marker).toEqual(MARKER_PATHS[marker]);
      for (const d of paths) {
        expect(d, marker).toMatch(/^M[\d. -]+[A-Za-z]/);
        // Absolute coordinates stay in (or a hair outside) the box.
        const absolute = d
          .replace(/[qt][^A-Z]*/g, '')
          .match(/-?\d+(\.\d+)?/g)!
          .map(Number);
        for (const n of absolute) expect(n, `${marker}: ${d}`).toBeLessThanOrEqual(505);
      }
    }
    expect(run({ marker: 'x' }).html.match(/<path /g)).toHaveLength(2);
  });

  it('keeps inline HTML in the texts, drops what is unsafe, and links the whole headline', () => {
    const { html } = run({
      before_text: 'A <em>slow</em> <script>alert(1)</script>',
      highlighted_text: 'breakfast<img src=x onerror=alert(1)>',
      link: { url: '/your-stay/' },
      tag: 'h2',
    });
    expect(html).toMatch(
      /^<h2 class="[^"]+"><a href="\/your-stay\/"><span class="elementor-headline-plain-text[^"]*">A <em>slow<\/em> <\/span>/,
    );
    expect(html).not.toMatch(/script|onerror|<img/);
    expect(run({ link: { url: 'javascript:alert(1)' } }).html).not.toContain('<a');
  });

  it('asks for the behaviour with its timings, and prints nothing for an empty headline', () => {
    const s = parse({ loop: '', highlight_animation_duration: 900 });
    expect(animatedHeadline.behaviours?.(s)).toEqual(['animated-headline']);
    expect(animatedHeadline.clientSettings?.(s)).toEqual({
      headline_style: 'highlight',
      loop: false,
      highlight_animation_duration: 900,
      highlight_iteration_delay: 8000,
    });
    expect(run({ before_text: '', highlighted_text: '', after_text: '' }).html).toBe('');
    expect(animatedHeadline.behaviours?.(parse({ before_text: 'Only this', highlighted_text: '' }))).toEqual([]);
  });

  it('prints the shape style controls on the path', () => {
    const { css } = run({ marker_color: '#a4522f', stroke_width: { unit: 'px', size: 6 }, rounded_edges: 'yes', above_content: 'yes' });
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-headline-dynamic-wrapper path{stroke:#a4522f;stroke-width:6px;stroke-linecap:round;stroke-linejoin:round}',
    );
    expect(css).toContain('.elementor-headline-dynamic-wrapper svg{z-index:2}');
  });
});

describe('rotating headline', () => {
  it('prints every word in one wrapper, the first shown, and the sentence once for screen readers', () => {
    const { html } = run({ ...ROTATE, animation_type: 'clip' });
    expect(html).toBe(
      '<h3 class="elementor-headline elementor-headline--style-rotate elementor-headline-animation-type-clip">' +
        '<span class="elementor-screen-only">Wake up to the sea, the sunrise, the bay in Porto Alba</span>' +
        '<span class="elementor-headline-plain-text elementor-headline-text-wrapper" aria-hidden="true">Wake up to</span> ' +
        '<span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper" aria-hidden="true">' +
        '<span class="elementor-headline-dynamic-text elementor-headline-text-active">the\u00a0sea</span>' +
        '<span class="elementor-headline-dynamic-text">the\u00a0sunrise</span>' +
        '<span class="elementor-headline-dynamic-text">the\u00a0bay</span></span> ' +
        '<span class="elementor-headline-plain-text elementor-headline-text-wrapper" aria-hidden="true">in Porto Alba</span></h3>',
    );
  });

  it('marks the letter styles, and keeps rotating words as plain text', () => {
    for (const type of ['typing', 'swirl', 'blinds', 'wave'])
      expect(run({ ...ROTATE, animation_type: type }).html).toContain('elementor-headline-letters');
    for (const type of ['clip', 'flip', 'drop-in', 'slide', 'slide-down'])
      expect(run({ ...ROTATE, animation_type: type }).html).not.toContain('elementor-headline-letters');
    const { html } = run({ ...ROTATE, rotating_text: 'the <b>sea</b>\n<script>x</script>\nsun &amp; sand' });
    expect(html).toContain('>the\u00a0sea</span><span class="elementor-headline-dynamic-text">sun\u00a0&amp;\u00a0sand</span></span>');
    expect(html).not.toContain('script');
  });

  it('sends the browser the style and delay, and needs no browser code for a single word', () => {
    const s = parse({ ...ROTATE, animation_type: 'flip', rotate_iteration_delay: 4000 });
    expect(animatedHeadline.clientSettings?.(s)).toEqual({
      headline_style: 'rotate',
      animation_type: 'flip',
      loop: true,
      rotate_iteration_delay: 4000,
    });
    const single = parse({ ...ROTATE, rotating_text: 'the sea' });
    expect(animatedHeadline.behaviours?.(single)).toEqual([]);
    expect(animatedHeadline.clientSettings?.(single)).toBeUndefined();
    expect(spokenSentence(single)).toBe('Wake up to the sea in Porto Alba');
  });
});
