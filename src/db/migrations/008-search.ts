// The full-text search index behind /?s= (src/db/repositories/search-index.ts): one row per
// published page, post and area, holding the title and the visible text. SQLite gets an FTS5 table
// (porter stemming, accents folded: "Suites" finds "suite", "cafe" finds "Café"); PostgreSQL a plain
// table with a tsvector (title weighted A, text B) under a GIN index, built by the writer from the
// accent-folded text, since PostgreSQL folds accents only with the unaccent extension, which needs
// a superuser to install. Rows are filled when
// content is saved, and by ensureSearchIndex (src/content/search/index-sync.ts) for content stored
// before this migration, which needs the widget registry to read the text and so cannot run here.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table search_index using fts5(
      title, body, kind unindexed, object_id unindexed,
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
    return;
  }
  await sql`create table search_index (
    kind text not null,
    object_id integer not null,
    title text not null,
    body text not null,
    document tsvector not null,
    primary key (kind, object_id)
  )`.execute(db);
  await sql`create index search_index_document on search_index using gin (document)`.execute(db);
}
