// The declarations-only registries (what the browser loads) against the server's registries (what
// renders): the same widgets and elements with the same declarations, so neither can drift. And what
// the editor's panel needs of each declaration: a category, an icon and keywords for widgets, every
// control in a labelled section of its tab, every section holding a control.
import { describe, expect, it } from 'vitest';
import { flatControls } from '../../src/contracts/declaration/flatten.ts';
import { type Declaration, WIDGET_CATEGORIES } from '../../src/contracts/declaration/types.ts';
import { advancedDeclaration } from '../../src/elements/advanced-controls.ts';
import { layoutDeclarations, sharedDeclarations } from '../../src/elements/declarations.ts';
import { layouts } from '../../src/elements/layouts.ts';
import { loadWidgetDeclarations, widgetDeclarationLoaders } from '../../src/widgets/declarations.ts';
import { widgets } from '../../src/widgets/index.ts';

const types = (list: ReadonlyArray<{ type: string }>) => list.map((d) => d.type);
const widgetDeclarations = await loadWidgetDeclarations();

describe('declarations registries', () => {
  it('declare every registered widget, in the same order, and nothing else', () => {
    expect(types(widgetDeclarations)).toEqual(types(widgets));
    // Each loader is listed under the type its declaration has: the panel index finds it by type.
    expect(Object.keys(widgetDeclarationLoaders)).toEqual(types(widgets));
    expect(new Set(types(widgetDeclarations)).size).toBe(widgetDeclarations.length);
    for (const [i, widget] of widgets.entries()) expect(widgetDeclarations[i], widget.type).toEqual(widget.declaration);
  });

  it('declare every registered layout element and the shared Advanced tab', () => {
    expect(types(layoutDeclarations)).toEqual(layouts.map((l) => l.elType));
    for (const [i, layout] of layouts.entries()) expect(layoutDeclarations[i], layout.elType).toEqual(layout.declaration);
    expect(sharedDeclarations).toEqual([advancedDeclaration]);
  });
});

describe.each(widgetDeclarations.map((d) => [d.type, d] as const))('widget %s in the panel', (_type, declaration) => {
  it('has a category, an Elementor icon name and search keywords', () => {
    expect(WIDGET_CATEGORIES).toContain(declaration.category);
    expect(declaration.icon).toMatch(/^eicon-[a-z0-9-]+$/);
    expect(declaration.keywords.length).toBeGreaterThan(0);
    for (const keyword of declaration.keywords) expect(keyword).toMatch(/^[a-z0-9][a-z0-9 ]*$/);
  });
});

const everything: Declaration[] = [...widgetDeclarations, ...layoutDeclarations, ...sharedDeclarations];

describe.each(everything.map((d) => [d.type, d] as const))('sections of %s', (_type, declaration) => {
  const key = (tab: string | undefined, name: string) => `${tab ?? 'content'}/${name}`;
  const sections = declaration.sections ?? [];

  it('are labelled and listed once each', () => {
    const keys = sections.map((s) => key(s.tab, s.name));
    expect(new Set(keys).size, keys.join(' ')).toBe(keys.length);
    for (const s of sections) expect(s.label.trim(), s.name).not.toBe('');
  });

  it('hold every control the panel shows, each in a section of its own tab, and no section is empty', () => {
    const declared = new Set(sections.map((s) => key(s.tab, s.name)));
    const used = new Set<string>();
    for (const c of declaration.controls) {
      if (c.kind === 'hidden') continue;
      expect(c.section, `${c.name} has no section`).toBeTruthy();
      const k = key(c.tab, c.section!);
      expect(declared.has(k), `${c.name}: section ${k} is not declared`).toBe(true);
      used.add(k);
    }
    expect([...declared].filter((k) => !used.has(k))).toEqual([]);
  });

  it('name only controls that exist in their conditions', () => {
    const names = new Set(flatControls(declaration.controls).map((c) => c.name));
    for (const s of sections) {
      for (const name of Object.keys(s.condition ?? {})) expect(names.has(name.replace(/!$/, '')), `${s.name} -> ${name}`).toBe(true);
    }
  });

  it('give every control a label, and help text and placeholders only as text', () => {
    for (const c of flatControls(declaration.controls)) {
      expect(c.label.trim(), c.name).not.toBe('');
      for (const hint of [c.description, c.placeholder]) if (hint !== undefined) expect(hint.trim(), c.name).not.toBe('');
    }
  });
});
