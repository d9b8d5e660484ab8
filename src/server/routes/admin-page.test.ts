import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDocument, loadAdminAssets } from './admin-page.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the admin page', () => {
  it('finds the entry, its chunks and their styles (the chart’s before the app’s) in the manifest', () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-admin-'));
    mkdirSync(join(dir, '.vite'));
    const manifest = {
      'src/admin/main.tsx': { file: 'assets/admin-1.js', isEntry: true, css: ['assets/admin-2.css'], imports: ['_react', '_uplot'] },
      _react: { file: 'assets/admin-react-3.js' },
      _uplot: { file: 'assets/admin-uplot-4.js', css: ['assets/admin-5.css'] },
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(loadAdminAssets(dir)).toEqual({
      script: '/admin/assets/admin-1.js',
      styles: ['/admin/assets/admin-5.css', '/admin/assets/admin-2.css'],
      preloads: ['/admin/assets/admin-react-3.js', '/admin/assets/admin-uplot-4.js'],
    });
  });

  it('has no script when the app is not built', () => {
    expect(loadAdminAssets(join(tmpdir(), 'no-such-admin-build'))).toEqual({ styles: [], preloads: [] });
  });

  it('carries the boot data as JSON that no value can break out of', () => {
    const html = adminDocument(
      { script: '/admin/assets/a.js', styles: [], preloads: [] },
      { siteName: 'Casa <Alba> & "Co"', session: { account: null, nonces: { login: '</script><script>alert(1)</script>' } } },
    );
    expect(html).toContain('<title>Back office – Casa &#60;Alba&#62; &#38; &#34;Co&#34;</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /id="admin-boot">(.*)<\/script><\/body>/.exec(html)![1];
    expect(JSON.parse(json).session.nonces.login).toBe('</script><script>alert(1)</script>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
