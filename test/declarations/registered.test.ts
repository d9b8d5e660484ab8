// The contract of every registered widget and layout element, checked from its declaration: the form
// serialises to JSON, defaults validate, conditions name real controls, and each CSS mapping prints
// CSS that a CSS parser and its property grammar accept, for the defaults and for a sample value.
import { type CssNode, generate, lexer, parse, walk } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/contracts/settings.ts';
import { conditionNames } from '../../src/contracts/declaration/condition.ts';
import { flatControls, isGroup } from '../../src/contracts/declaration/flatten.ts';
import { describeDeclaration } from '../../src/contracts/declaration/form.ts';
import type { Control, Declaration } from '../../src/contracts/declaration/types.ts';
import { declarationSchema } from '../../src/contracts/declaration/zod.ts';
import { advancedDeclaration } from '../../src/elements/advanced-controls.ts';
import { commonCss } from '../../src/render/common.ts';
import { layouts } from '../../src/elements/layouts.ts';
import { DEFAULT_BREAKPOINTS } from '../../src/model/breakpoints.ts';
import { createCssSink } from '../../src/model/css.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { widgets } from '../../src/widgets/index.ts';
import { sampleGroup, sampleValue } from './samples.ts';

interface Subject {
  declaration: Declaration;
  schema: ReturnType<typeof declarationSchema>;
  /** The element's whole CSS for parsed settings. */
  css?: (settings: Record<string, unknown>) => string;
}

const selector = '.elementor-7 .elementor-element-abc';

function cssOf(print: (args: { settings: Record<string, unknown>; selector: string; css: ReturnType<typeof createCssSink> }) => void) {
  return (settings: Record<string, unknown>) => {
    const sink = createCssSink(DEFAULT_BREAKPOINTS);
    print({ settings, selector, css: sink });
    return sink.toString();
  };
}

const subjects: Subject[] = [
  ...widgets.map((w) => ({ declaration: w.declaration, schema: w.schema, css: cssOf(w.css) })),
  ...layouts.map((l) => {
    const element: ElementNode = { id: 'abc', elType: l.elType, settings: {}, elements: [] };
    return { declaration: l.declaration, schema: l.schema, css: l.css && cssOf((args) => l.css!({ ...args, element })) };
  }),
  // The Advanced tab prints through common.ts, here as a widget's (the box settings apply to widgets).
  {
    declaration: advancedDeclaration,
    schema: declarationSchema(advancedDeclaration.controls),
    css: cssOf((args) =>
      commonCss({ ...args, element: { id: 'abc', elType: 'widget', widgetType: 'heading', settings: {}, elements: [] } }),
    ),
  },
];

/**
 * Parse errors and property-grammar mismatches of a stylesheet. Custom properties are free text, and
 * a value with var() can only be checked once the variable is known, as in a browser.
 */
function cssProblems(css: string): string[] {
  const problems: string[] = [];
  const ast = parse(css, { onParseError: (e) => problems.push(`parse: ${e.message}`) });
  walk(ast, (node: CssNode) => {
    if (node.type !== 'Declaration' || node.property.startsWith('--') || /var\(/.test(generate(node.value))) return;
    const match = lexer.matchDeclaration(node);
    if (match.error) problems.push(`${node.property}: ${match.error.message}`);
  });
  return problems;
}

/** Settings under which the control applies: each condition key set to the value it asks for. */
function conditionSettings(control: Control, flat: Control[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, expected] of Object.entries(control.condition ?? {})) {
    const first = Array.isArray(expected) ? expected[0] : expected;
    if (!key.endsWith('!')) out[key] = first;
    else {
      // Any other value of the control: its sample, or one of its options.
      const other = flat.find((c) => c.name === key.slice(0, -1));
      const candidates = other && 'options' in other ? Object.keys(other.options) : [sampleValue(other!)];
      out[key.slice(0, -1)] = candidates.find((v) => v !== first && v !== '') ?? 'x';
    }
  }
  return out;
}

describe.each(subjects.map((s) => [s.declaration.type, s] as const))('declaration of %s', (_type, subject) => {
  const { declaration, schema } = subject;
  const flat = flatControls(declaration.controls);
  const names = new Set(flat.map((c) => c.name));

  it('describes its form as JSON, every setting name once', () => {
    const form = describeDeclaration(declaration, DEFAULT_BREAKPOINTS);
    expect(JSON.parse(JSON.stringify(form))).toEqual(form);
    expect(names.size).toBe(flat.length);
  });

  it('validates its own defaults', () => {
    expect(parseSettings(schema, {}).invalidKeys).toEqual([]);
    for (const c of flat) {
      if (!('default' in c) || c.default === undefined) continue;
      expect(schema.pick({ [c.name]: true }).safeParse({ [c.name]: c.default }).success, c.name).toBe(true);
    }
  });

  it('names only controls that exist in its conditions', () => {
    for (const c of flat) for (const name of conditionNames(c)) expect(names.has(name), `${c.name} -> ${name}`).toBe(true);
  });

  it.runIf(subject.css)('prints valid CSS for its defaults and for a sample value of each control', () => {
    const print = subject.css!;
    expect(cssProblems(print(parseSettings(schema, {}).settings))).toEqual([]);
    for (const control of declaration.controls) {
      const sample = isGroup(control) ? sampleGroup(control.kind, control.name) : { [control.name]: sampleValue(control) };
      const raw = {
        ...conditionSettings(control, flat),
        ...sample,
        ...(control.responsive ? { [`${control.name}_mobile`]: sampleValue(control) } : {}),
      };
      const { settings, invalidKeys } = parseSettings(schema, raw);
      expect(invalidKeys, control.name).toEqual([]);
      const css = print(settings);
      expect(cssProblems(css), `${control.name}: ${css}`).toEqual([]);
      // A direct mapping must print what it maps.
      for (const properties of Object.values(control.selectors ?? {})) {
        for (const property of Object.keys(properties)) expect(css, `${control.name} -> ${property}`).toContain(`${property}:`);
      }
    }
  });
});
