// Local stand-ins for a reference document's images, of the pixel sizes Elementor's capture used
// (the reference's `images` map): opaque labelled gradients for photos, transparent line art for
// PNGs, a filled rectangle for SVGs, as the reference README describes. Generated once into a cache.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

export interface Placeholder extends ImageSize {
  /** The public path the document's URL is replaced by (under /uploads/, so Foyer records its size). */
  path: string;
  /** The generated file. */
  file: string;
  mimeType: string;
  bytes: number;
}

const FORMATS: Record<string, { ext: string; mime: string }> = {
  '.jpg': { ext: 'jpg', mime: 'image/jpeg' },
  '.jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  '.webp': { ext: 'webp', mime: 'image/webp' },
  '.gif': { ext: 'gif', mime: 'image/gif' },
  '.png': { ext: 'png', mime: 'image/png' },
  '.svg': { ext: 'svg', mime: 'image/svg+xml' },
};

export const PLACEHOLDER_PREFIX = '/uploads/fidelity/';

/** The format a URL names by its extension (PNG when it names none Foyer knows). */
function formatOf(url: string): { ext: string; mime: string } {
  const ext = extname(new URL(url, 'http://x/').pathname).toLowerCase();
  return FORMATS[ext] ?? FORMATS['.png'];
}

/** A stable, URL-safe file name: the same URL is the same placeholder in every document. */
export function placeholderName(url: string, size: ImageSize): string {
  const base = new URL(url, 'http://x/').pathname.split('/').pop() ?? 'image';
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 40) || 'image';
  const hash = createHash('sha1').update(url).digest('hex').slice(0, 8);
  return `${stem}-${hash}-${size.width}x${size.height}.${formatOf(url).ext}`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function artwork(label: string, { width, height }: ImageSize, kind: 'photo' | 'line' | 'svg'): string {
  const font = Math.max(10, Math.round(Math.min(width, height) / 12));
  const text = `<text x="50%" y="50%" font-family="sans-serif" font-size="${font}" text-anchor="middle" dominant-baseline="middle" fill="#1d2b36">${escapeXml(label)} ${width}×${height}</text>`;
  const r = Math.round(Math.min(width, height) / 3);
  if (kind === 'photo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#9cc3d5"/><stop offset="1" stop-color="#e8d6b9"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${text}</svg>`;
  }
  if (kind === 'line') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="2" y="2" width="${width - 4}" height="${height - 4}" fill="none" stroke="#7a8a96" stroke-width="2" stroke-dasharray="8 6"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="#7a8a96" stroke-width="2"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#c9d6df"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="#52616b" stroke-width="3"/></svg>`;
}

/** Writes (or reuses) the placeholder for one image URL. */
export async function placeholderFor(url: string, size: ImageSize, cacheDir: string): Promise<Placeholder> {
  const name = placeholderName(url, size);
  const file = join(cacheDir, name);
  const { ext, mime } = formatOf(url);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const label = name.replace(/-[0-9a-f]{8}-\d+x\d+\.\w+$/, '');
    if (ext === 'svg') writeFileSync(file, artwork(label, size, 'svg'));
    else {
      const image = sharp(Buffer.from(artwork(label, size, ext === 'png' ? 'line' : 'photo')));
      const out =
        ext === 'jpg'
          ? image.jpeg({ quality: 60 })
          : ext === 'webp'
            ? image.webp({ quality: 60 })
            : ext === 'gif'
              ? image.gif()
              : image.png();
      await out.toFile(file);
    }
  }
  const bytes = statSync(file).size;
  return { path: `${PLACEHOLDER_PREFIX}${name}`, file, width: size.width, height: size.height, mimeType: mime, bytes };
}

/** Every string in `value` with each URL of `replacements` swapped for its placeholder path (longest URLs first). */
export function replaceImageUrls<T>(value: T, replacements: Map<string, string>): T {
  const urls = [...replacements.keys()].sort((a, b) => b.length - a.length);
  if (!urls.length) return value;
  const swap = (s: string): string => {
    let out = s;
    for (const url of urls) if (out.includes(url)) out = out.split(url).join(replacements.get(url)!);
    return out;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swap(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
