// Saving content: the one way posts, templates and popups are written. It sits above the
// repositories and the widget registry, so stored HTML is sanitised on every save by what each
// widget declares, while src/db stays free of widgets.
import type { Kysely } from 'kysely';
import { type SavePostInput, writePost } from '../db/repositories/posts.ts';
import type { Database } from '../db/schema.ts';
import { type SanitizeOptions, sanitizeDocument } from '../widgets/sanitize-document.ts';
import { syncPostSearch } from './search/index-sync.ts';

/**
 * Sanitises the element tree's stored HTML (rendering sanitises again), stores the post, and
 * updates its search entry (a draft or a template leaves the index).
 * `unfilteredHtml` says whoever saves may keep staff markup (the HTML widget) as written: callers
 * acting for a user pass `mayPostUnfilteredHtml(role)` (capabilities.ts); the CLI and the demo
 * seed act for the site's operator. Without it, that markup is cleaned like rich text.
 */
export async function savePost(db: Kysely<Database>, input: SavePostInput, options: SanitizeOptions = {}): Promise<number> {
  const elements = sanitizeDocument(input.elements, options);
  const id = await writePost(db, { ...input, elements });
  await syncPostSearch(db, { id, type: input.type, status: input.status, title: input.title, elements });
  return id;
}
