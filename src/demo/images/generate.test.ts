import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoImageFiles, ensureDemoImages } from './generate.ts';
import { DEMO_IMAGES } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo images', () => {
  it('renders every image with its width variants, once', async () => {
    const first = await ensureDemoImages(dir);
    expect(first.rendered).toHaveLength(DEMO_IMAGES.length);
    expect(readdirSync(dir).sort()).toEqual(DEMO_IMAGES.flatMap((i) => demoImageFiles(i.name)).sort());
    const master = await sharp(join(dir, 'harbour.jpg')).metadata();
    expect([master.width, master.height, master.format]).toEqual([1920, 1080, 'jpeg']);
    expect((await sharp(join(dir, 'harbour-768.jpg')).metadata()).width).toBe(768);
    // Files on disk are not rendered again.
    expect((await ensureDemoImages(dir)).rendered).toEqual([]);
  }, 60_000);

  it('describes every image for people who cannot see it', () => {
    for (const image of DEMO_IMAGES) expect(image.alt.length).toBeGreaterThan(30);
    expect(new Set(DEMO_IMAGES.map((i) => i.name)).size).toBe(DEMO_IMAGES.length);
  });
});
