// Cache-Control of HTML answers: browsers always revalidate (the ETag makes that cheap); a CDN in
// front may keep published pages for CDN_MAX_AGE seconds and serve a stale copy as long again while
// it refetches, so an edit reaches visitors within at most twice that (sooner if the CDN is purged).
export function pageCacheControl(options: { isCacheable: boolean; cdnMaxAge: number }): string {
  if (!options.isCacheable) return 'no-store';
  if (options.cdnMaxAge <= 0) return 'public, max-age=0, must-revalidate';
  return `public, max-age=0, s-maxage=${options.cdnMaxAge}, stale-while-revalidate=${options.cdnMaxAge}`;
}
