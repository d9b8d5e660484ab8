// `foyer import-kit` as an operator runs it: a kit export becomes the site kit, once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/connect.ts';
import { getKit } from '../../src/db/repositories/settings.ts';
import { PROJECT_ROOT } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-kit-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`, LOG_LEVEL: 'silent' };
delete env.BASE_URL;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function foyer(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/foyer.js', ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

const kitFile = {
  content: [],
  settings: {
    system_colors: [{ _id: 'primary', title: 'Primary', color: '#123456' }],
    custom_colors: [{ _id: 'a1b2c3d', title: 'Sea', color: '#00838f' }],
    system_typography: [{ _id: 'primary', title: 'Primary', typography_typography: 'custom', typography_font_family: 'Lora' }],
    custom_typography: [],
    container_width: { unit: 'px', size: '1280', sizes: [] },
    h1_color: '#222222',
    button_padding: { unit: 'px', top: '12', right: '24', bottom: '12', left: '24', isLinked: false },
  },
  metadata: [],
};

describe('foyer import-kit', { timeout: 60_000 }, () => {
  it('stores a kit export as the site kit, and a second import changes nothing', async () => {
    const path = write('site-settings.json', kitFile);
    const first = foyer(['import-kit', path]);
    expect(first.status).toBe(0);
    expect(first.out).toMatch(/Kit imported: 2 colours, 1 typography styles, 2 kit style settings/);
    const second = foyer(['import-kit', path]);
    expect(second.status).toBe(0);
    expect(second.out).toMatch(/Kit unchanged/);
    const db = openDb(env.DATABASE_URL);
    try {
      const kit = await getKit(db.kysely);
      expect(kit.custom_colors).toEqual([{ _id: 'a1b2c3d', title: 'Sea', color: '#00838f' }]);
      expect(kit.container_width).toBe(1280);
      expect(kit.styles.h1_color).toBe('#222222');
    } finally {
      await db.close();
    }
  });

  it('refuses a file that is not a kit and says what was expected', () => {
    const r = foyer(['import-kit', write('page.json', { content: [{ id: 'a', elType: 'container', elements: [] }] })]);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/not an Elementor kit: expected the site-settings\.json of a kit export/);
  });

  it('says what is wrong with a missing, unreadable or broken file', () => {
    expect(foyer(['import-kit']).status).toBe(2);
    expect(foyer(['import-kit', join(dir, 'nope.json')]).err).toMatch(/No such file/);
    expect(foyer(['import-kit', write('broken.json', '{"settings":')]).err).toMatch(/is not valid JSON/);
  });
});
