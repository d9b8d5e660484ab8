// Rasterises the demo artwork into data/uploads/demo/: a 1920 px master and 480/768/1280 px copies,
// as JPEG (mozjpeg). Runs at seed time and skips images whose files all exist.
// No WebP copies: no renderer offers them yet (srcsets list the JPEG variants), and encoding them
// would add ~60% to the ~3 s a first seed spends here.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGES, DEMO_IMAGE_SIZE, DEMO_IMAGE_WIDTHS, type DemoImage } from './index.ts';

export interface GenerateResult {
  /** Images rendered this time (the others were already on disk). */
  rendered: string[];
  ms: number;
}

/** File names written for one image, master first. */
export function demoImageFiles(name: string): string[] {
  const stems = [name, ...DEMO_IMAGE_WIDTHS.map((w) => `${name}-${w}`)];
  return stems.map((s) => `${s}.jpg`);
}

async function render(image: DemoImage, dir: string): Promise<void> {
  // Rasterise the SVG once, then resize and encode from raw pixels (re-reading the SVG per
  // output would render it four times).
  const { data, info } = await sharp(Buffer.from(image.svg()), { density: 72 })
    .resize(DEMO_IMAGE_SIZE.width, DEMO_IMAGE_SIZE.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const outputs: Array<Promise<unknown>> = [];
  for (const width of [DEMO_IMAGE_SIZE.width, ...DEMO_IMAGE_WIDTHS]) {
    const stem = join(dir, width === DEMO_IMAGE_SIZE.width ? image.name : `${image.name}-${width}`);
    outputs.push(sharp(data, raw).resize(width).jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(`${stem}.jpg`));
  }
  await Promise.all(outputs);
}

/** Writes any missing demo images into `dir` (created if needed). */
export async function ensureDemoImages(dir: string, options: { force?: boolean } = {}): Promise<GenerateResult> {
  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  const missing = DEMO_IMAGES.filter((img) => options.force || demoImageFiles(img.name).some((f) => !existsSync(join(dir, f))));
  // Two at a time: libvips already uses every core inside one image.
  for (let i = 0; i < missing.length; i += 2) await Promise.all(missing.slice(i, i + 2).map((img) => render(img, dir)));
  return { rendered: missing.map((m) => m.name), ms: Date.now() - started };
}
