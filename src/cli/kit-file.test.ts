import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_KIT } from '../model/kit.ts';
import { UsageError } from './command.ts';
import { kitFromElementorSettings, readKitFile } from './kit-file.ts';

const KIT = new URL('../../test/fixtures/kit/site-settings.json', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'foyer-kit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readKitFile', () => {
  it('reads a kit export’s colours, fonts (sizes given as strings too) and content width', () => {
    const kit = readKitFile(KIT);
    expect(kit.system_colors.map((c) => c._id)).toEqual(['primary', 'secondary', 'text', 'accent']);
    expect(kit.custom_colors).toContainEqual({ _id: 'a7c41f0', title: 'Harbour blue', color: '#2F6F8F' });
    const primary = kit.system_typography.find((t) => t._id === 'primary');
    expect(primary?.typography_font_size).toEqual({ unit: 'px', size: 44 });
    expect(primary?.typography_line_height).toEqual({ unit: 'em', size: 1.2 });
    expect(kit.custom_typography.map((t) => t._id)).toEqual(['c3e8a52']);
    expect(kit.container_width).toBe(1200);
    expect(kit.breakpoints).toEqual(DEFAULT_KIT.breakpoints);
  });

  it('keeps the default for a field that does not validate, and reads bare settings', () => {
    const kit = kitFromElementorSettings({
      system_colors: [{ _id: 'bad id!', title: 'x', color: '#fff' }],
      custom_colors: [{ _id: 'ok', title: 'Fine', color: '#123456' }],
      system_typography: [{ _id: 'primary', title: 'P', typography_font_size: { unit: 'px', size: '' } }],
      container_width: { unit: 'px', size: 'wide' },
    });
    expect(kit.system_colors).toEqual(DEFAULT_KIT.system_colors);
    expect(kit.custom_colors).toEqual([{ _id: 'ok', title: 'Fine', color: '#123456' }]);
    expect(kit.system_typography).toEqual([{ _id: 'primary', title: 'P' }]);
    expect(kit.container_width).toBe(DEFAULT_KIT.container_width);
  });

  it('says what is wrong with a file that is missing, not JSON or not a kit', () => {
    const notJson = join(dir, 'broken.json');
    writeFileSync(notJson, '{"settings": ');
    const notKit = join(dir, 'list.json');
    writeFileSync(notKit, '[1, 2]');
    expect(() => readKitFile(join(dir, 'none.json'))).toThrow(new UsageError(`No such kit file: ${join(dir, 'none.json')}`));
    expect(() => readKitFile(notJson)).toThrow(/Cannot read the kit .*broken\.json/);
    expect(() => readKitFile(notKit)).toThrow(/is not an Elementor kit/);
  });
});
