// Setting coverage: of the settings a document sets on supported widgets that the widget declares,
// how many change what Foyer outputs (the widget's HTML or CSS). A setting is checked by rendering
// the widget with and without it. Settings that cannot change anything are counted apart, each
// with its reason, so a silently dropped setting shows up as "ignored".
import { renderToString } from 'react-dom/server';
import { EMPTY_SOURCES, type ListedPost, type PostListQuery } from '../src/contracts/data.ts';
import { createPlan, planDocuments } from '../src/render/plan.ts';
import { Elements } from '../src/render/render-element.tsx';
import { createCssSink } from '../src/model/css.ts';
import type { ElementNode } from '../src/model/element.ts';
import { DEFAULT_KIT } from '../src/model/kit.ts';
import { isSet, resolveResponsive } from '../src/model/responsive.ts';
import { type Device, DEVICES } from '../src/model/breakpoints.ts';
import { baseSettingKey } from '../src/render/setting-keys.ts';
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

/** A site with posts to list, so a posts widget's settings have something to act on (it prints nothing without). */
const SAMPLE_POSTS: ListedPost[] = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  id: n,
  type: 'post',
  title: `Sample story ${n}`,
  slug: `sample-story-${n}`,
  url: `/sample-story-${n}/`,
  excerpt: 'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. '.repeat(3),
  date: `2026-0${n}-05T09:30:00.000Z`,
  modified: `2026-0${n}-06T09:30:00.000Z`,
  featuredImage: { url: `/uploads/sample-${n}.jpg`, id: 100 + n, alt: '' },
  author: 'admin',
}));
/**
 * The widget's markup and CSS, rendered on its own after its data step, and what that step asked the
 * sources for: a query setting (which posts, in which order) changes the page through the data it
 * selects, whatever the sample site happens to hold.
 */
async function output(element: ElementNode): Promise<string> {
  const asked: unknown[] = [];
  const data = {
    // A singular page, so "exclude the current post" has one to exclude.
    request: { path: '/sample/', query: {}, post: { ...SAMPLE_POSTS[0]!, id: 99, url: '/sample/' } },
    sources: {
      ...EMPTY_SOURCES,
      posts: async (query: PostListQuery) => {
        asked.push(query);
        return { posts: SAMPLE_POSTS.slice(query.offset, query.offset + query.perPage), total: SAMPLE_POSTS.length };
      },
    },
  };
  const ctx = createTestContext();
  const plan = createPlan(createCssSink(DEFAULT_KIT.breakpoints), widgetByType);
  await planDocuments(plan, [{ id: 1, elements: [element], scope: '.elementor-1' }], ctx, data);
  const html = renderToString(Elements({ elements: [element], plan, ctx }));
  return `${html}\n${plan.css.toString()}\n${JSON.stringify(asked)}`;
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
export async function settingChecks(elements: ElementNode[]): Promise<SettingCheck[]> {
  const out: SettingCheck[] = [];
  const walk = async (els: ElementNode[]) => {
    for (const el of els) {
      if (el.elType !== 'widget') {
        if (layoutByElType.has(el.elType as never)) await walk(el.elements);
        continue;
      }
      const def = widgetByType.get(el.widgetType ?? '');
      if (!def) continue;
      const shape = def.schema.shape as Parameters<typeof schemaDefault>[0];
      const full = await output(el);
      for (const key of Object.keys(el.settings)) {
        const base = baseSettingKey(key);
        if (!(base in shape)) continue;
        const check = { elementId: el.id, type: def.type, key };
        const { [key]: _removed, ...without } = el.settings;
        if ((await output({ ...el, settings: without })) !== full) {
          out.push({ ...check, verdict: 'changes-output' });
          continue;
        }
        const reason = redundancy(el.settings, key, schemaDefault(shape, base)) ?? noVisualEffect(def.type, key, el.settings);
        out.push(reason ? { ...check, verdict: 'no-visual-effect', reason } : { ...check, verdict: 'ignored' });
      }
    }
  };
  await walk(elements);
  return out;
}
