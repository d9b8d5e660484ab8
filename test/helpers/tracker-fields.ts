// The fields the WP Statistics tracker posts with a hit (spec §7 call 3), for page 7529, signed with
// the test site's secret; `extra` overrides or adds fields.
export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function trackerFields(signature: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    wp_statistics_hit: '1',
    source_type: 'page',
    source_id: '7529',
    search_query: '',
    signature,
    endpoint: 'hit',
    referred: b64('https://www.google.com/'),
    page_uri: b64('/the-house/?lang=fr'),
    ...extra,
  };
}
