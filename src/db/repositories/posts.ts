// Posts: pages, blog posts, templates and popups, with their element trees.
import type { Kysely } from 'kysely';
import { registerCompileCache } from '../../model/compile-caches.ts';
import { CURRENT_DOCUMENT_VERSION, migrateDocument, type StoredDocument } from '../../model/document-migrations.ts';
import type { ElementNode } from '../../model/element.ts';
import { contentChanged } from '../changes.ts';
import { savedPostTags } from '../post-change-tags.ts';
import { readElements, readPageSettings } from './read-document.ts';
import type { Database, PostRow, PostStatus, PostType } from '../schema.ts';

export interface Post {
  id: number;
  type: PostType;
  slug: string;
  title: string;
  status: PostStatus;
  templateType: string | null;
  elements: ElementNode[];
  pageSettings: Record<string, unknown>;
  menuOrder: number;
  /** Display conditions of a template or popup (src/conditions). */
  conditions: string[];
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Parsed documents by post id, reused while the row is unchanged. Like a PHP opcode cache for
 * templates: the stored JSON is parsed (and, if stored under an older document version, migrated)
 * once per version, and the same element objects let settings parsing and CSS be remembered too
 * (src/render/plan.ts). Rendering still runs in full.
 */
const parsedDocuments = new Map<number, { updatedAt: string; source: string; settingsSource: string; doc: StoredDocument }>();
const MAX_PARSED = 1000;
registerCompileCache(() => parsedDocuments.clear());

/** Validated on read (throws CorruptPostError for unusable JSON, see read-document.ts), then migrated. */
function storedDocument(row: PostRow): StoredDocument {
  const known = parsedDocuments.get(row.id);
  let doc = known?.doc;
  if (!doc || known?.updatedAt !== row.updated_at || known.source !== row.elements || known.settingsSource !== row.page_settings) {
    const parsed = { elements: readElements(row.id, row.elements), pageSettings: readPageSettings(row.id, row.page_settings) };
    // A row written before a change of the document contract is upgraded here; its next save stores it upgraded.
    doc = migrateDocument(parsed, row.schema_version ?? 1).doc;
    if (parsedDocuments.size >= MAX_PARSED) parsedDocuments.delete(parsedDocuments.keys().next().value as number);
    parsedDocuments.set(row.id, { updatedAt: row.updated_at, source: row.elements, settingsSource: row.page_settings, doc });
  }
  // Page settings are handed out as a copy, as each read used to parse its own.
  return { elements: doc.elements, pageSettings: { ...doc.pageSettings } };
}

/** Stored conditions; anything but an array of strings reads as none (the template then shows nowhere). */
function parseConditions(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
}

export function toPost(row: PostRow): Post {
  const doc = storedDocument(row);
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    status: row.status,
    templateType: row.template_type,
    elements: doc.elements,
    pageSettings: doc.pageSettings,
    menuOrder: row.menu_order,
    conditions: parseConditions(row.conditions),
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function getPostById(db: Kysely<Database>, id: number): Promise<Post | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPost(row);
}

export async function getPostBySlug(db: Kysely<Database>, type: PostType, slug: string): Promise<Post | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('type', '=', type).where('slug', '=', slug).executeTakeFirst();
  return row && toPost(row);
}

export async function listPosts(
  db: Kysely<Database>,
  filter: { type?: PostType; status?: PostStatus; ids?: number[] } = {},
): Promise<Post[]> {
  let q = db.selectFrom('posts').selectAll();
  if (filter.type) q = q.where('type', '=', filter.type);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.ids) q = filter.ids.length ? q.where('id', 'in', filter.ids) : q.where('id', '=', -1);
  const rows = await q.orderBy('menu_order').orderBy('id').execute();
  return rows.map(toPost);
}

export interface SavePostInput {
  id?: number;
  type: PostType;
  slug: string;
  title: string;
  status: PostStatus;
  templateType?: string | null;
  elements: ElementNode[];
  pageSettings?: Record<string, unknown>;
  menuOrder?: number;
  /** Display conditions; left as stored when omitted on an update. */
  conditions?: string[];
  /** The post's date (WordPress's post_date), ISO 8601; a new post is dated now, an update keeps its date. */
  createdAt?: string;
}

/**
 * Stores a post as given: content is saved through src/content/save-post.ts, which sanitises it
 * first (the repository knows nothing of widgets). Inserts or updates: with an id it is an upsert on that id (the seed keeps the spec's
 * ids, e.g. the home page 7529); without one, an upsert on (type, slug).
 */
export async function writePost(db: Kysely<Database>, input: SavePostInput): Promise<number> {
  const now = new Date().toISOString();
  const values = {
    type: input.type,
    slug: input.slug,
    title: input.title,
    status: input.status,
    template_type: input.templateType ?? null,
    elements: JSON.stringify(input.elements),
    page_settings: JSON.stringify(input.pageSettings ?? {}),
    // What is saved is in today's shape: documents read were migrated on the way in (storedDocument).
    schema_version: CURRENT_DOCUMENT_VERSION,
    menu_order: input.menuOrder ?? 0,
    ...(input.conditions ? { conditions: JSON.stringify(input.conditions) } : {}),
    ...(input.createdAt ? { created_at: input.createdAt } : {}),
    updated_at: now,
  };
  const before = db.selectFrom('posts').select(['id', 'type', 'slug', 'status', 'template_type']);
  const existing = input.id
    ? await before.where('id', '=', input.id).executeTakeFirst()
    : await before.where('type', '=', input.type).where('slug', '=', input.slug).executeTakeFirst();
  let id: number;
  if (existing) {
    await db.updateTable('posts').set(values).where('id', '=', existing.id).execute();
    id = existing.id;
  } else {
    const row = await db
      .insertInto('posts')
      .values({ ...(input.id ? { id: input.id } : {}), created_at: now, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  const terms = await db.selectFrom('term_relationships').select('term_id').where('post_id', '=', id).execute();
  const termIds = terms.map((t) => t.term_id);
  const after = { id, type: input.type, slug: input.slug, status: input.status, template_type: values.template_type };
  // A draft saved as a draft changes nothing a visitor sees: no tags, the page cache is untouched.
  await contentChanged(db, savedPostTags(existing, after, termIds));
  return id;
}
