// What every route finds on `app.foyer`: the database, the configuration and the shared caches, built
// once by buildApp (app.ts). Apart from app.ts so that routes can name it without importing the
// module that registers them (no import cycle).
import type { Db } from '../db/connect.ts';
import type { StatsWriter } from '../stats/ingest/writer.ts';
import type { Config } from './config.ts';
import type { MenuStore } from './data-sources/menu-store.ts';
import type { RequestSources } from './data-sources/sources.ts';
import type { PageCache } from './page-cache.ts';
import type { SiteSnapshot } from './site-data.ts';
import type { ClientAssets } from './ssr/client-manifest.ts';

export interface AppState {
  db: Db;
  config: Config;
  assets: ClientAssets;
  pageCache: PageCache;
  /** Site-wide data shared by every render; reloaded after content changes. */
  site(): Promise<SiteSnapshot>;
  frontPageId(): Promise<number | undefined>;
  /** Menus by theme location, kept until a change to what they were built from. */
  menus: MenuStore;
  /** The batched data sources of one request's data step, and the content tags of what they read. */
  requestSources(): RequestSources;
  /** Set when another process commits this one's statistics (a cluster's worker). */
  statsWriter?: StatsWriter;
  /** Absolute base URL for links in API answers. */
  baseUrl(request: { protocol: string; host: string }): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    foyer: AppState;
  }
  interface FastifyRequest {
    /** The page cache's generation when this request arrived (see PageCache.set). */
    pageCacheGeneration: number;
  }
}
