// GET /assets/shapes/{shape}[-negative].svg: every shape divider as a file (spec call 7).
import { expect, it } from 'vitest';
import { describeDatabases } from '../helpers/app.ts';

/** Elementor's shapes, and which of them have a negative (inverted) drawing. */
const SHAPES: Record<string, boolean> = {
  mountains: false,
  drops: true,
  clouds: true,
  zigzag: false,
  pyramids: true,
  triangle: true,
  'triangle-asymmetrical': true,
  tilt: false,
  'opacity-tilt': false,
  'opacity-fan': false,
  curve: true,
  'curve-asymmetrical': true,
  waves: true,
  'wave-brush': false,
  'waves-pattern': false,
  arrow: true,
  split: true,
  book: true,
};

describeDatabases('shape divider files', (suite) => {
  it('serves every shape, and the negative of each shape that has one, as cacheable SVG', async () => {
    for (const [shape, hasNegative] of Object.entries(SHAPES)) {
      for (const url of [`/assets/shapes/${shape}.svg`, ...(hasNegative ? [`/assets/shapes/${shape}-negative.svg`] : [])]) {
        const res = await suite.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/svg+xml');
        expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
        expect(res.body, url).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" preserveAspectRatio="none">(<path [^>]+\/>)+<\/svg>$/,
        );
      }
    }
    const positive = await suite.app.inject({ method: 'GET', url: '/assets/shapes/curve.svg' });
    const negative = await suite.app.inject({ method: 'GET', url: '/assets/shapes/curve-negative.svg' });
    expect(negative.body).not.toBe(positive.body);
  });

  it('answers a negative that does not exist, an unknown shape or a bad name with a 404 that says what is served', async () => {
    for (const url of [
      '/assets/shapes/mountains-negative.svg',
      '/assets/shapes/spiral.svg',
      '/assets/shapes/waves.svg.php',
      '/assets/shapes/WAVES.svg',
      '/assets/shapes/%3Cscript%3E.svg',
    ]) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'shape_not_found', data: { status: 404 } });
      expect(res.json().message, url).toMatch(/waves\.svg or curve-negative\.svg/);
    }
  });
});
