// Saving content: the one way posts, templates and popups are written. It sits above the
// repositories and the widget registry, so stored HTML is sanitised on every save by what each
// widget declares, while src/db stays free of widgets.
import type { Kysely } from 'kysely';
import { type SavePostInput, writePost } from '../db/repositories/posts.ts';
import type { Database } from '../db/schema.ts';
import { sanitizeDocument } from '../widgets/sanitize-document.ts';

/** Sanitises the element tree's stored HTML (rendering sanitises again), then stores the post. */
export function savePost(db: Kysely<Database>, input: SavePostInput): Promise<number> {
  return writePost(db, { ...input, elements: sanitizeDocument(input.elements) });
}
