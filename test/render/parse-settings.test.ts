// parseSettings parses key by key (only the keys an element sets); zod's parse of the whole object
// is the reference. Both must give the same settings, in the same key order, and report the same
// invalid keys: for the demo's documents, and for random settings on every widget and layout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layouts } from '../../src/elements/layouts.ts';
import { walkElements, type ElementNode } from '../../src/model/element.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { aboutElements } from '../../src/demo/pages/about.ts';
import { galleryElements } from '../../src/demo/pages/gallery.ts';
import { presentationElements } from '../../src/demo/pages/presentation.ts';
import { suitesElements } from '../../src/demo/pages/suites.ts';
import { widgetsElements } from '../../src/demo/pages/widgets.ts';
import { winterEscapeElements } from '../../src/demo/pages/winter-escape.ts';
import { popupSchema } from '../../src/popups/settings.ts';
import { parseSettings, parseSettingsWithZod } from '../../src/contracts/settings.ts';
import type { SettingsSchema } from '../../src/contracts/widget.ts';

const schemas: [string, SettingsSchema][] = [
  ...[...widgetByType.values()].map((w): [string, SettingsSchema] => [w.type, w.schema]),
  ...layouts.map((l): [string, SettingsSchema] => [l.elType, l.schema]),
  ['popup', popupSchema],
];

/** The same outcome, key order included (JSON text keeps it), and the same reported keys. */
function expectSame(schema: SettingsSchema, raw: Record<string, unknown>, label: string): void {
  const byKey = parseSettings(schema, structuredClone(raw));
  const byZod = parseSettingsWithZod(schema, structuredClone(raw));
  expect(byKey.settings, label).toEqual(byZod.settings);
  expect(JSON.stringify(byKey.settings), label).toBe(JSON.stringify(byZod.settings));
  expect(byKey.invalidKeys, label).toEqual(byZod.invalidKeys);
}

describe('parseSettings', () => {
  it("gives zod's result for every element of the demo's pages", () => {
    const documents = [aboutElements, galleryElements, presentationElements, suitesElements, widgetsElements, winterEscapeElements];
    let checked = 0;
    for (const build of documents) {
      walkElements(build(), (el: ElementNode) => {
        const schema =
          el.elType === 'widget' ? widgetByType.get(el.widgetType ?? '')?.schema : layouts.find((l) => l.elType === el.elType)?.schema;
        if (!schema) return;
        expectSame(schema, el.settings, `${el.widgetType ?? el.elType} ${el.id}`);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("gives zod's result for random settings on every widget and layout, invalid values and unknown keys included", () => {
    for (const [type, schema] of schemas) {
      const keys = Object.keys(schema.shape);
      // Values that fit some keys and not others: the schema's own defaults moved between keys, and any JSON.
      const defaults = Object.values(parseSettingsWithZod(schema, {}).settings as Record<string, unknown>);
      const value = fc.oneof(fc.constantFrom(...(defaults.length ? defaults : [null])), fc.jsonValue({ maxDepth: 3 }));
      const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
      fc.assert(
        fc.property(fc.dictionary(key, value, { maxKeys: 10 }), (raw) => expectSame(schema, raw, type)),
        { numRuns: 100 },
      );
    }
  });

  it("gives zod's result for stored JSON with prototype-named keys", () => {
    const raw = JSON.parse('{"__proto__":{"polluted":1},"constructor":"x","valueOf":null,"title":"A"}') as Record<string, unknown>;
    for (const [type, schema] of schemas) {
      const byKey = parseSettings(schema, raw);
      const byZod = parseSettingsWithZod(schema, raw);
      expect(Object.keys(byKey.settings as object), type).toEqual(Object.keys(byZod.settings as object));
      expect(byKey.settings, type).toEqual(byZod.settings);
      expect(byKey.invalidKeys, type).toEqual(byZod.invalidKeys);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
