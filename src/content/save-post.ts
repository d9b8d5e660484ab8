// Saving content: the one way posts, templates and popups are written. It sits above the
// repositories and the widget registry, so stored HTML is sanitised on every save by what each
// widget declares, while src/db stays free of widgets.
import type { Kysely } from 'kysely';
import { type SavePostInput, writePost } from '../db/repositories/posts.ts';
import type { Database } from '../db/schema.ts';
import { type SanitizeOptions, sanitizeDocument } from '../widgets/sanitize-document.ts';

/**
 * Sanitises the element tree's stored HTML (rendering sanitises again), then stores the post.
 * `unfilteredHtml` says whoever saves may keep staff markup (the HTML widget) as written: callers
 * acting for a user pass `mayPostUnfilteredHtml(role)` (capabilities.ts); the CLI and the demo
 * seed act for the site's operator. Without it, that markup is cleaned like rich text.
 */
export function savePost(db: Kysely<Database>, input: SavePostInput, options: SanitizeOptions = {}): Promise<number> {
  return writePost(db, { ...input, elements: sanitizeDocument(input.elements, options) });
}
