// The conditions migration on a database written before it: existing headers and footers keep showing everywhere.
import { type Kysely, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDb, type Db } from '../connect.ts';
import { up as initial } from './001-initial.ts';
import { up as templateConditions } from './005-template-conditions.ts';

let db: Db | undefined;
afterEach(async () => db?.close());

it('adds conditions, with include/general for the headers and footers that were shown everywhere', async () => {
  db = openDb('sqlite::memory:');
  const k = db.kysely;
  await initial(k as Kysely<unknown>, 'sqlite');
  const row = (slug: string, templateType: string | null) => ({
    type: templateType ? ('template' as const) : ('page' as const),
    slug,
    title: slug,
    status: 'published' as const,
    template_type: templateType,
    created_at: 'now',
    updated_at: 'now',
  });
  await sql`insert into posts (type, slug, title, status, template_type, created_at, updated_at) values
    ${sql.join([row('h', 'header'), row('f', 'footer'), row('s', 'single'), row('p', null)].map((r) => sql`(${sql.join(Object.values(r))})`))}`.execute(
    k,
  );
  await templateConditions(k as Kysely<unknown>);
  const rows = await k.selectFrom('posts').select(['slug', 'conditions']).orderBy('id').execute();
  expect(rows).toEqual([
    { slug: 'h', conditions: '["include/general"]' },
    { slug: 'f', conditions: '["include/general"]' },
    { slug: 's', conditions: '[]' },
    { slug: 'p', conditions: '[]' },
  ]);
});
