// Setting coverage: of the settings a document sets on supported widgets that the widget declares,
// how many change what Foyer outputs (the widget's HTML or CSS). A setting is checked by rendering
// the widget with and without it. Settings that cannot change anything are counted apart, each
// with its reason, so a silently dropped setting shows up as "ignored".
import { renderToString } from 'react-dom/server';
import { createPlan, planElements } from '../src/elements/plan.ts';
import { Elements } from '../src/elements/render-element.tsx';
import { createCssSink } from '../src/model/css.ts';
import type { ElementNode } from '../src/model/element.ts';
import { DEFAULT_KIT } from '../src/model/kit.ts';
import { isSet, resolveResponsive } from '../src/model/responsive.ts';
import { type Device, DEVICES } from '../src/model/breakpoints.ts';
import { baseSettingKey } from '../src/elements/setting-keys.ts';
import { layoutByElType } from '../src/elements/layouts.ts';
import { widgetByType } from '../src/widgets/index.ts';
import { createTestContext } from '../test/helpers/render-context.ts';
import { noVisualEffect } from './no-visual-effect.ts';

export type SettingVerdict = 'changes-output' | 'no-visual-effect' | 'ignored';

export interface SettingCheck {
  elementId: string;
  type: string;
  key: string;
  verdict: SettingVerdict;
  /** Why a setting has no visual effect. */
  reason?: string;
}

/** The widget's markup and CSS, rendered on its own. */
function output(element: ElementNode): string {
  const ctx = createTestContext();
  const plan = createPlan(createCssSink(DEFAULT_KIT.breakpoints), widgetByType);
  planElements(plan, [element], ctx);
  const html = renderToString(Elements({ elements: [element], plan, ctx }));
  return `${html}\n${plan.css.toString()}`;
}

const DEVICE_OF = new Map(DEVICES.map((d: Device) => [d === 'desktop' ? '' : `_${d}`, d]));

/** Why a set value cannot matter, from the value alone: a default, or what the device inherits anyway. */
function redundancy(settings: Record<string, unknown>, key: string, schemaDefault: unknown): string | undefined {
  const base = baseSettingKey(key);
  const value = settings[key];
  if (!isSet(value)) return 'empty value (Elementor stores unset controls as empty)';
  if (base === key && JSON.stringify(value) === JSON.stringify(schemaDefault)) return 'equals the default';
  if (base !== key) {
    const device = DEVICE_OF.get(key.slice(base.length)) ?? 'desktop';
    const larger = DEVICES[DEVICES.indexOf(device) - 1];
    const { [key]: _own, ...rest } = settings;
    if (larger && JSON.stringify(resolveResponsive(rest, base, device)) === JSON.stringify(value)) {
      return 'equals the value the device inherits';
    }
  }
  return undefined;
}

function schemaDefault(shape: Record<string, { safeParse?: (v: unknown) => { success: boolean; data?: unknown } }>, key: string) {
  const r = shape[key]?.safeParse?.(undefined);
  return r?.success ? r.data : undefined;
}

/** Checks every declared setting a supported widget sets, in every widget of the tree. */
export function settingChecks(elements: ElementNode[]): SettingCheck[] {
  const out: SettingCheck[] = [];
  const walk = (els: ElementNode[]) => {
    for (const el of els) {
      if (el.elType !== 'widget') {
        if (layoutByElType.has(el.elType as never)) walk(el.elements);
        continue;
      }
      const def = widgetByType.get(el.widgetType ?? '');
      if (!def) continue;
      const shape = def.schema.shape as Parameters<typeof schemaDefault>[0];
      const full = output(el);
      for (const key of Object.keys(el.settings)) {
        const base = baseSettingKey(key);
        if (!(base in shape)) continue;
        const check = { elementId: el.id, type: def.type, key };
        const { [key]: _removed, ...without } = el.settings;
        if (output({ ...el, settings: without }) !== full) {
          out.push({ ...check, verdict: 'changes-output' });
          continue;
        }
        const reason = redundancy(el.settings, key, schemaDefault(shape, base)) ?? noVisualEffect(def.type, key, el.settings);
        out.push(reason ? { ...check, verdict: 'no-visual-effect', reason } : { ...check, verdict: 'ignored' });
      }
    }
  };
  walk(elements);
  return out;
}
