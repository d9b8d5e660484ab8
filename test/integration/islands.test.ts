// Island markup through the real server: the home page's stay planner waits for the visitor, so the
// page names its chunk in the boot config but never preloads it or React.
import { expect, it } from 'vitest';
import { describeDatabases } from '../helpers/app.ts';

describeDatabases('islands on a page', (suite) => {
  it('renders the planner as an island that hydrates on interaction, with its props', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const island = /<div class="elementor-widget-container" data-island="stay-planner"([^>]*)>/.exec(res.body);
    expect(island, 'the planner is on the demo home page').not.toBeNull();
    expect(island![1], 'no opt-in: it waits for the visitor').not.toContain('data-hydrate');
    const props = JSON.parse(/data-props="([^"]*)"/.exec(island![1])![1].replaceAll('&quot;', '"'));
    expect(props).toMatchObject({ title: 'The Garden Suite', nightlyRate: 260, minNights: 2, maxGuests: 2 });
    // Server markup is what hydration starts from: the steppers are there, at their first values.
    expect(res.body).toContain('2 nights, 2 guests: €520');
  });

  it('preloads the boot chunk and behaviours, never React or the island', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/' });
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter((href) => /\/(react|island-hydrate|stay-planner-island)-/.test(href))).toEqual([]);
    const config = JSON.parse(/<script type="application\/json" id="foyer-config">([^<]*)<\/script>/.exec(res.body)![1]);
    expect(Object.keys(config.modules)).toContain('stay-planner');
  });
});
