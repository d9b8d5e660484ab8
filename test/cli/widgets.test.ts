// `foyer widgets` as a developer or the editor's build runs it: every registered widget and layout
// element with its controls, as text or as the JSON forms.
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

  it('lists every widget with its controls as text', () => {
    const r = foyer(['widgets']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^# Widgets \(\d+\)/);
    expect(r.out).toContain('stay-planner — Stay planner [island stay-planner]');
    expect(r.out).toMatch(/^ {2}title {2}textarea {2}"Title" {2}\(content, section_title\)$/m);
  });

  it('refuses an unknown option with the usage', () => {
    const r = foyer(['widgets', '--yaml']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('widgets');
  });
});
