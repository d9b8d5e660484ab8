// Display conditions of templates and popups (Elementor's `_elementor_conditions` post meta), as a
// JSON array of strings such as "include/general". Until now the first header and footer were
// shown everywhere, so existing ones keep that behaviour with `include/general`.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`update posts set conditions = '["include/general"]' where type = 'template' and template_type in ('header', 'footer')`.execute(
    db,
  );
}
