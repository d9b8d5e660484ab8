// Static and generated assets: shape dividers, the site icon, robots.txt, built client files.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLIENT_DIR } from '../../src/server/ssr/client-manifest.ts';
import { describeDatabases } from '../helpers/app.ts';

describeDatabases('assets', (suite) => {
  it('serves a shape divider and its negative variant as SVG', async () => {
    for (const url of ['/assets/shapes/waves.svg', '/assets/shapes/mountains.svg', '/assets/shapes/curve-negative.svg']) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<path class="elementor-shape-fill"/);
    }
  });

  it('answers an unknown shape, or a traversal attempt, with a 404 that names the problem', async () => {
    for (const url of ['/assets/shapes/nope.svg', '/assets/shapes/waves.png', '/assets/shapes/..%2F..%2Fpackage.json']) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      if (url.endsWith('.svg') || url.endsWith('.png')) expect(res.json().code).toBe('shape_not_found');
    }
  });

  it('serves the site icon in the kit colour and a permissive robots.txt', async () => {
    const icon = await suite.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const ico = await suite.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const robots = await suite.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *\nDisallow:\n');
  });

  it('serves content-hashed client files with a one-year immutable cache', async () => {
    // npm test builds the bundle first; run `npx vite build` before running this file alone.
    expect(existsSync(join(CLIENT_DIR, 'assets')), 'the browser bundle is built (npx vite build)').toBe(true);
    const file = readdirSync(join(CLIENT_DIR, 'assets')).find((f) => f.startsWith('boot-') && f.endsWith('.js'));
    expect(file).toBeDefined();
    const res = await suite.app.inject({ method: 'GET', url: `/assets/${file}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends security headers and a CSP without inline scripts on pages', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
