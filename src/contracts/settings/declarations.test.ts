// Every site-settings declaration is sound the way test/declarations/ checks widgets: defaults valid,
// conditions naming its own controls, every section declared and used; and a form of it accepts
// its own defaults.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { describeDeclaration } from '../declaration/form.ts';
import { declarationSchema } from '../declaration/zod.ts';
import { checkSettings } from './check.ts';
import { siteSettings } from './index.ts';

describe.each(siteSettings.map((s) => [s.declaration.type, s.declaration] as const))('the %s settings declaration', (_, declaration) => {
  it('has valid defaults, each on its own', () => {
    const schema = declarationSchema(declaration.controls);
    const shape = schema.shape as Record<string, z.ZodType>;
    expect(schema.safeParse({}).success).toBe(true);
    for (const control of declaration.controls)
      if ('default' in control && control.default !== undefined)
        expect(shape[control.name]!.safeParse(control.default).success, control.name).toBe(true);
  });

  it('names only its own controls in conditions, and uses every section it declares', () => {
    const names = new Set(declaration.controls.map((c) => c.name));
    for (const control of declaration.controls)
      for (const key of Object.keys(control.condition ?? {}))
        expect(names.has(key.replace(/!$/, '')), `${control.name}: ${key}`).toBe(true);
    const form = describeDeclaration(declaration, DEFAULT_BREAKPOINTS);
    const sections = form.tabs.flatMap((t) => t.sections.map((s) => s.name));
    expect(new Set(form.controls.map((c) => c.section))).toEqual(new Set(sections));
    expect(new Set(sections).size).toBe(sections.length);
  });
});

describe('the back office’s settings forms', () => {
  it('accept their own defaults (theme options, statistics, privacy)', () => {
    const formats = { 'ip-range': () => undefined };
    for (const { declaration } of siteSettings.filter((s) => s.setting !== 'kit')) {
      const defaults = Object.fromEntries(declaration.controls.map((c) => [c.name, 'default' in c ? c.default : undefined]));
      expect(checkSettings(declaration.controls, defaults, formats), declaration.type).toEqual({ ok: true, settings: defaults });
    }
  });
});
