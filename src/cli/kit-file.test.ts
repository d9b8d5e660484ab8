import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_KIT } from '../model/kit.ts';
import { readKitFile } from './kit-file.ts';

const KIT = new URL('../../test/fixtures/kit/site-settings.json', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'foyer-kit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readKitFile', () => {
  it('reads a kit export’s colours, fonts (sizes given as strings too) and content width', () => {
    const kit = readKitFile(KIT);
    expect(kit.system_colors.map((c) => c._id)).toEqual(['primary', 'secondary', 'text', 'accent']);
    expect(kit.custom_colors).toContainEqual({ _id: 'a7c41f0', title: 'Harbour blue', color: '#2F6F8F' });
    const primary = kit.system_typography.find((t) => t._id === 'primary');
    expect(primary?.typography_font_size).toMatchObject({ unit: 'px', size: '44' });
    expect(kit.custom_typography.map((t) => t._id)).toEqual(['c3e8a52']);
    expect(kit.container_width).toBe(1200);
    expect(kit.breakpoints).toEqual(DEFAULT_KIT.breakpoints);
  });

  it('says what is wrong with a file that is missing, not JSON or not a kit', () => {
    const notJson = join(dir, 'broken.json');
    writeFileSync(notJson, '{"settings": ');
    const notKit = join(dir, 'list.json');
    writeFileSync(notKit, '[1, 2]');
    expect(() => readKitFile(join(dir, 'none.json'))).toThrow(/Cannot read the kit: No such file/);
    expect(() => readKitFile(notJson)).toThrow(/Cannot read the kit: .*broken\.json is not valid JSON/);
    expect(() => readKitFile(notKit)).toThrow(/is not an Elementor kit/);
  });
});
