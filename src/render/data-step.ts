// The data step: before React renders, every element whose definition has a `data` loader, or whose
// settings name dynamic tags, gets its data for this request. All of them start at once, so the
// batched sources see every key in one go; one element's failure is logged and leaves it out.
import { hasDynamicSettings, resolveDynamicSettings } from '../dynamic-tags/resolve.ts';
import type { ElementNode } from '../model/element.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import type { DataContext } from '../contracts/data.ts';

export interface DataStepEntry {
  element: ElementNode;
  /** The element's parsed settings and definition (plan.ts). */
  planned: { settings: Record<string, unknown>; widget?: { type: string; data?: unknown }; layout?: { data?: unknown } };
  /** The document the element belongs to, for the log. */
  documentId: number | string;
}

export interface DataOutcome {
  /** The loader's result. */
  data?: unknown;
  /** Settings with dynamic tag values in place, when any tag gave one. */
  settings?: Record<string, unknown>;
  unknownTags?: string[];
  /** The loader or a tag threw: the element is left out of the page. */
  failed?: boolean;
}

type Loader = (args: object) => Promise<unknown>;

/** Unknown tags are reported by the plan on every page; the log says it once per name. */
const warnedTags = new Set<string>();

/** One outcome per entry, by index; undefined for elements with nothing to load. */
export async function runDataStep(entries: DataStepEntry[], ctx: RenderContext, data: DataContext): Promise<(DataOutcome | undefined)[]> {
  const outcomes: Array<DataOutcome | undefined | Promise<DataOutcome>> = entries.map((entry) => {
    const loader = (entry.planned.widget?.data ?? entry.planned.layout?.data) as Loader | undefined;
    const isDynamic = hasDynamicSettings(entry.element.settings);
    if (!loader && !isDynamic) return undefined;
    return loadOne(entry, loader, isDynamic, ctx, data);
  });
  // Nothing to wait for on most pages: skip the extra promise round.
  if (outcomes.every((o) => !(o instanceof Promise))) return outcomes as (DataOutcome | undefined)[];
  return Promise.all(outcomes);
}

async function loadOne(
  entry: DataStepEntry,
  loader: Loader | undefined,
  isDynamic: boolean,
  ctx: RenderContext,
  data: DataContext,
): Promise<DataOutcome> {
  const { element, planned, documentId } = entry;
  const common = { ...data, site: ctx.site, kit: ctx.kit };
  try {
    // Both start now, in the same tick as every other element's, so their source reads batch together.
    // The loader sees the static settings: waiting for the tags first would split the batch.
    const [dynamic, loaded] = await Promise.all([
      isDynamic ? resolveDynamicSettings(element.settings, common) : undefined,
      loader?.({ ...common, settings: planned.settings, element }),
    ]);
    for (const name of dynamic?.unknown ?? []) {
      if (warnedTags.has(name)) continue;
      warnedTags.add(name);
      ctx.log.warn({ document: documentId, id: element.id, tag: name }, "unknown dynamic tag: the setting's static value is used");
    }
    return { data: loaded, settings: dynamic?.settings, unknownTags: dynamic?.unknown };
  } catch (error) {
    ctx.log.warn(
      { document: documentId, id: element.id, type: planned.widget?.type ?? element.elType, err: String(error) },
      'element data step failed: left out of the page',
    );
    return { failed: true };
  }
}
