import { openDb } from './src/db/connect.ts';
import { migrate } from './src/db/migrate.ts';
import { seedDemo } from './src/demo/seed.ts';
import { saveTerm, setPostTerms } from './src/db/repositories/terms.ts';
import { buildApp } from './src/server/app.ts';
import { loadConfig } from './src/server/config.ts';
const db = openDb('sqlite::memory:');
await migrate(db);
await seedDemo(db);
const a = await saveTerm(db.kysely, { taxonomy: 'area', name: 'Old Town', slug: 'old-town', description: 'Cobbles' });
const b = await saveTerm(db.kysely, { taxonomy: 'area', name: 'Harbour', slug: 'harbour', parent: a });
await setPostTerms(db.kysely, 7529, [a]);
const app = await buildApp({ db, config: { ...loadConfig({}), baseUrl: 'http://hotel.test' }, logger: false });
for (const url of ['/wp-json/wp/v2/area', '/wp-json/wp/v2/area?per_page=1&page=2&_embed', '/wp-json/wp/v2/area?per_page=abc&order=x&include=1,a&hide_empty=maybe&page=0', '/?rest_route=/wp/v2/area/1&_fields=id,name', '/wp-json/wp/v2/area/abc', '/wp-json/wp/v2/area/99', '/wp-json/wp/v2', '/wp-json/nope', '/wp-json/wp/v2/area?include[]=2&include[]=1&orderby=include', '/wp-json/wp/v2/area?page=1e12']) {
  const r = await app.inject({ url });
  console.log(url, r.statusCode, JSON.stringify({ total: r.headers['x-wp-total'], pages: r.headers['x-wp-totalpages'], link: r.headers.link, ct: r.headers['content-type'] }));
  console.log(r.body.slice(0, 700));
}
const r = await app.inject({ url: '/wp-json/' });
console.log(r.statusCode, r.body.slice(0, 3000));
await app.close(); await db.close();
