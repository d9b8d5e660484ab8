// The tracker's configuration in served pages: each kind of page names its own signed source, the
// settings reach cached pages through the `statistics` setting's tag, tracking off leaves no tracker,
// and a page whose address holds a secret (the password reset page) gets none.
import { expect, it } from 'vitest';
import { statsSecret, verifySource } from '../../src/stats/signature.ts';
import { writeStatsSettings } from '../../src/stats/settings.ts';
import { linkEvent } from '../../src/stats/client/link-event.ts';
import { buildTrackerConfig, type TrackerConfig } from '../../src/stats/tracker-config.ts';
import { statsSettingsSchema } from '../../src/stats/settings.ts';
import { describeDatabases } from '../helpers/app.ts';

function trackerOf(html: string): TrackerConfig | undefined {
  const json = /<script type="application\/json" id="foyer-config">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json ?? '{}') as { tracker?: TrackerConfig }).tracker;
}

const bodyOf = (html: string) => /<body[^>]*>/.exec(html)?.[0] ?? '';

describeDatabases('tracker configuration in pages', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });
  const pageId = (html: string) => Number(/page-id-(\d+)/.exec(bodyOf(html))?.[1]);

  it('gives every kind of page its source, signed for it alone', async () => {
    const secret = await statsSecret(suite.db.kysely);
    const about = await get('/about/');
    const config = trackerOf(about.body)!;
    expect(bodyOf(about.body)).toContain('data-behaviours="stats-tracker"');
    expect(config.hitParams).toMatchObject({ source_type: 'page', source_id: pageId(about.body), endpoint: 'hit' });
    expect(verifySource(secret, 'page', pageId(about.body), config.hitParams.signature)).toBe(true);
    // The demo runs statistics with Do Not Track honoured and link and download tracking on.
    expect(config.option).toMatchObject({ dntEnabled: true, bypassAdBlockers: false, isPreview: false });
    expect(config.events).toMatchObject({ linkTracking: true, downloadTracking: true });

    expect(trackerOf((await get('/')).body)?.hitParams).toMatchObject({ source_type: 'home', source_id: 7529 });
    const area = trackerOf((await get('/area/old-town/')).body)!.hitParams;
    expect(area.source_type).toBe('tax');
    expect(area.source_id).toBeGreaterThan(0);
    const search = trackerOf((await get('/?s=sea%20view')).body)!.hitParams;
    expect(search).toMatchObject({ source_type: 'search', source_id: 0, search_query: Buffer.from('sea view').toString('base64') });
    const missing = await get('/no-such-page/');
    expect(missing.statusCode).toBe(404);
    expect(trackerOf(missing.body)?.hitParams).toMatchObject({ source_type: '404', source_id: 0 });
  });

  it('puts no tracker on the password reset page, whose address holds a reset key', async () => {
    const reset = await get('/wp-login.php?action=rp&key=abc&login=someone');
    expect(reset.body).toContain('<body');
    expect(trackerOf(reset.body)).toBeUndefined();
    expect(bodyOf(reset.body)).not.toContain('stats-tracker');
  });

  it('rebuilds cached pages when the statistics settings change, and leaves the tracker out when tracking is off', async () => {
    await get('/suites/');
    expect(suite.app.foyer.pageCache.get('/suites/')).toBeDefined();
    expect(trackerOf((await get('/suites/')).body)?.option.bypassAdBlockers).toBe(false);

    expect((await writeStatsSettings(suite.db.kysely, { bypassAdBlockers: true })).ok).toBe(true);
    const bypass = trackerOf((await get('/suites/')).body)!;
    expect(bypass.option.bypassAdBlockers).toBe(true);
    expect(bypass.hitParams.action).toBe('wp_statistics_hit_record');
    expect(bypass.onlineParams.action).toBe('wp_statistics_online_check');

    expect((await writeStatsSettings(suite.db.kysely, { enabled: false })).ok).toBe(true);
    const off = await get('/suites/');
    expect(trackerOf(off.body)).toBeUndefined();
    expect(bodyOf(off.body)).not.toContain('data-behaviours');

    expect((await writeStatsSettings(suite.db.kysely, { enabled: true, bypassAdBlockers: false })).ok).toBe(true);
    expect(trackerOf((await get('/suites/')).body)?.option.bypassAdBlockers).toBe(false);
  });

  it('sends events where the endpoints take them: the REST path, or admin-ajax when bypassing ad blockers', async () => {
    const secret = await statsSecret(suite.db.kysely);
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    for (const bypassAdBlockers of [false, true]) {
      const settings = statsSettingsSchema.parse({ bypassAdBlockers, downloadTracking: true });
      const { events } = buildTrackerConfig({ settings, secret, source: { type: 'page', id: 7529 } });
      const click = {
        href: 'http://hotel.test/uploads/demo/casa-alba-directions.pdf',
        id: '',
        className: 'elementor-button',
        text: 'PDF',
        button: 0,
        now: Date.now(),
      };
      const record = linkEvent(click, { ...events, host: 'hotel.test', pageId: 7529 })!;
      const res = await suite.app.inject({
        method: 'POST',
        url: events.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent },
        payload: new URLSearchParams(record).toString(),
      });
      expect(res.statusCode, events.url).toBe(200);
      expect(res.json()).toEqual({ status: true });
    }
  });
});
