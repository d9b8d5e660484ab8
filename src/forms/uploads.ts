// Files visitors upload through a form: written outside the public folder (FORM_UPLOADS_DIR, by
// default ./data/form-uploads, which no route serves) under random names, so neither a visitor's
// file name nor its content decides where it lands or how it is served. Staff download them through
// the back office only, always as an attachment; they are deleted with their submission.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Stored names: 32 hex characters and a fixed suffix; anything else is never joined to the folder. */
const STORED_NAME = /^[0-9a-f]{32}\.upload$/;

export interface WrittenUpload {
  storedName: string;
  size: number;
  /** The stream was longer than `maxBytes`: the file was not kept. */
  tooLarge: boolean;
}

/** The path of a stored file, or undefined for a name this module did not make. */
export function uploadPath(dir: string, storedName: string): string | undefined {
  return STORED_NAME.test(storedName) ? join(dir, storedName) : undefined;
}

/** Streams one file into the folder under a new random name, stopping (and removing it) past `maxBytes`. */
export async function writeUpload(dir: string, source: Readable, maxBytes: number): Promise<WrittenUpload> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}.upload`;
  const path = join(dir, storedName);
  let size = 0;
  let tooLarge = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        return done(); // keep reading (so the request body is drained) but write nothing more
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (tooLarge) await rm(path, { force: true });
  return { storedName, size, tooLarge };
}

/** Removes stored files; a file already gone is no error. */
export async function removeUploads(dir: string, storedNames: readonly string[]): Promise<void> {
  for (const name of storedNames) {
    const path = uploadPath(dir, name);
    if (path) await rm(path, { force: true });
  }
}
