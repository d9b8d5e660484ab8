// The demo's hosted sound: a few seconds of surf, synthesised (seeded noise, low-passed, in slow
// swells) into a small 8-bit WAV, so the audio widget has a real file to play without shipping one.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_AUDIO_FILE = 'terrace-sea-morning.wav';
export const DEMO_AUDIO_URL = `/uploads/demo/${DEMO_AUDIO_FILE}`;

const RATE = 11025;
const SECONDS = 6;

/** Deterministic noise (a 32-bit LCG), so every seed writes the same bytes. */
function noise(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 31 - 1;
  };
}

/** The WAV bytes: mono, 8-bit unsigned PCM. */
export function surfWav(): Buffer {
  const n = RATE * SECONDS;
  const data = Buffer.alloc(n);
  const rand = noise(1987);
  let low = 0;
  let lower = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    low += 0.08 * (rand() - low); // two one-pole low-passes: the hiss becomes a roar
    lower += 0.3 * (low - lower);
    const swell = 0.35 + 0.65 * Math.sin((Math.PI * t) / 3) ** 2; // a wave every 3 s
    const fade = Math.min(1, t / 0.5, (SECONDS - t) / 0.8); // no click at either end
    data[i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, lower * 3.2 * swell * fade)));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + n, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(n, 40);
  return Buffer.concat([header, data]);
}

/** Writes the demo sound into the uploads' demo folder if it is not there yet. */
export function ensureDemoAudio(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DEMO_AUDIO_FILE);
  if (!existsSync(file)) writeFileSync(file, surfWav());
}
