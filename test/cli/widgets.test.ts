// `foyer widgets` as a developer or the editor's build runs it: every widget and layout element from
// the declarations-only registries, as text grouped by category or as the JSON the panel renders.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './fixtures.ts';

function foyer(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/foyer.js', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('foyer widgets', () => {
  it('prints the forms as JSON: widgets, layout elements and the shared Advanced tab', () => {
    const r = foyer(['widgets', '--json']);
    expect(r.status).toBe(0);
    const listing = JSON.parse(r.out);
    const types = (list: Array<{ type: string }>) => list.map((f) => f.type);
    expect(types(listing.widgets)).toEqual(
      expect.arrayContaining(['heading', 'text-editor', 'image', 'button', 'nav-menu', 'stay-planner']),
    );
    expect(types(listing.elements)).toEqual(['container', 'section', 'column']);
    expect(types(listing.shared)).toEqual(['advanced']);
    const heading = listing.widgets.find((f: { type: string }) => f.type === 'heading');
    const align = heading.controls.find((c: { name: string }) => c.name === 'align');
    expect(align).toMatchObject({
      kind: 'choose',
      tab: 'content',
      devices: { desktop: 'align', tablet: 'align_tablet', mobile: 'align_mobile' },
    });
    expect(align.selectors).toEqual({ '{{WRAPPER}}': { 'text-align': '{{VALUE}}' } });
    const typography = heading.controls.find((c: { name: string }) => c.name === 'typography');
    expect(typography.fields.map((f: { name: string }) => f.name)).toContain('typography_font_size');
    const nav = listing.widgets.find((f: { type: string }) => f.type === 'nav-menu');
    expect(nav.behaviours).toEqual(['nav-menu-toggle']);
  });

  it('gives the panel its categories, icons, keywords, tabs and sections in order', () => {
    const listing = JSON.parse(foyer(['widgets', '--json']).out);
    expect(listing.categories.map((c: { name: string }) => c.name)).toEqual([
      'basic',
      'general',
      'pro',
      'site',
      'theme',
      'media',
      'forms',
      'commerce',
    ]);
    const counted = listing.categories.reduce((n: number, c: { widgets: number }) => n + c.widgets, 0);
    expect(counted).toBe(listing.widgets.length);
    const heading = listing.widgets.find((f: { type: string }) => f.type === 'heading');
    expect(heading).toMatchObject({ category: 'basic', icon: 'eicon-t-letter', keywords: ['heading', 'title', 'text'] });
    expect(heading.tabs).toEqual([
      { name: 'content', label: 'Content', sections: [{ name: 'section_title', label: 'Title' }] },
      { name: 'style', label: 'Style', sections: [{ name: 'section_title_style', label: 'Title' }] },
    ]);
    const logo = listing.widgets.find((f: { type: string }) => f.type === 'theme-site-logo');
    expect(logo.category).toBe('site');
    // A layout element's content tab is Layout, as in Elementor.
    const container = listing.elements.find((f: { type: string }) => f.type === 'container');
    expect(container.tabs.map((t: { label: string }) => t.label)).toEqual(['Layout', 'Style', 'Advanced']);
    // A skin's sections say when they show.
    const posts = listing.widgets.find((f: { type: string }) => f.type === 'posts');
    const content = posts.tabs.find((t: { name: string }) => t.name === 'content').sections;
    expect(content.map((s: { name: string }) => s.name)).toEqual([
      'section_layout',
      'classic_section_layout',
      'cards_section_layout',
      'section_query',
      'section_pagination',
    ]);
    expect(content[2].condition).toEqual({ _skin: 'cards' });
    // Help text and placeholders travel with the control.
    const anchor = listing.widgets.find((f: { type: string }) => f.type === 'menu-anchor').controls[0];
    expect(anchor.placeholder).toBe('For Example: About');
    expect(anchor.description).toContain('CSS ID');
  });

  it('lists every widget with its controls as text', () => {
    const r = foyer(['widgets']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^# Basic widgets \(\d+\)/);
    expect(r.out).toMatch(/^# Forms widgets \(\d+\)\n\nstay-planner — Stay planner \[island stay-planner\]/m);
    expect(r.out).toMatch(
      /^heading — Heading\n {2}eicon-t-letter {2}keywords: heading, title, text\n {2}Content\n {4}Title \(section_title\)\n {6}title {2}textarea {2}"Title"$/m,
    );
    expect(r.out.indexOf('# Layout elements (3)')).toBeGreaterThan(r.out.indexOf('# Pro widgets'));
  });

  it('refuses an unknown option with the usage', () => {
    const r = foyer(['widgets', '--yaml']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('widgets');
  });
});
