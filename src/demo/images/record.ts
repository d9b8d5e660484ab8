// Records every file of the demo artwork (masters and width variants) in the media table, so the
// seeded pages get their images' sizes the way any stored file's are found.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordStoredFile } from '../../media/record-stored-file.ts';
import { demoImageFiles } from './generate.ts';
import { DEMO_IMAGES } from './index.ts';

/** `dir` is where the files are (uploads/demo); they are served under /uploads/demo/. */
export async function recordDemoImages(db: Kysely<Database>, dir: string): Promise<number> {
  const files = DEMO_IMAGES.flatMap((img) => demoImageFiles(img.name));
  for (const file of files) await recordStoredFile(db, { file: join(dir, file), path: `/uploads/demo/${file}` });
  return files.length;
}
