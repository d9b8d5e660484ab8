// The demo's background video: a 6 s dusk sea (640×360 VP9 WebM, 53 KB), committed beside this
// file and copied into uploads/demo at seed time, served like the demo images from /uploads/demo/.
// Made once with Debian's ffmpeg (a `geq` drawing of sky and glinting water, gblur, libvpx-vp9
// crf 42); any short, muted, seekable WebM or MP4 can take its place.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_VIDEOS = ['harbour-dusk.webm'] as const;

/** The public URL of a demo video. */
export const demoVideoUrl = (file: (typeof DEMO_VIDEOS)[number]) => `/uploads/demo/${file}`;

/** Copies any missing demo video into `dir` (uploads/demo). */
export function ensureDemoVideos(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of DEMO_VIDEOS) {
    const target = join(dir, file);
    if (!existsSync(target)) copyFileSync(join(import.meta.dirname, file), target);
  }
}
