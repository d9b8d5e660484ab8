// When an element's behaviours load. Most attach as the page loads. Some only ever act on an element
// the visitor can see: scroll-linked motion and pointer effects (motion-fx), a number counting up
// as it comes into view (counter-animation), a background image that loads near the viewport
// (lazy-background). An element below the fold whose behaviours are all of these waits until it
// comes near the viewport (`data-behaviours-defer="visible"`, src/runtime/near-viewport.ts), and
// their modules are not preloaded: a visitor who reads only the first screen never downloads them.
// Entrance animations are not among them: their CSS fallback shows a hidden element after a few
// seconds unless the script has taken charge of it by then. Which they are is the registry's data:
// the modules whose `when` is 'visible' (src/runtime/module-names.ts). An element whose behaviours
// only answer the visitor (the modules whose `when` is 'interaction': a chat launcher, a search
// toggle) waits for the first input wherever it is (`data-behaviours-defer="input"`).
import type { RenderContext } from '../contracts/render-context.ts';
import { modulesNeeded } from '../runtime/module-names.ts';
import { LAZY_BEHAVIOUR } from '../elements/layout-common.ts';

const VIEWPORT_BEHAVIOURS: ReadonlySet<string> = new Set(modulesNeeded('visible'));
const INPUT_BEHAVIOURS: ReadonlySet<string> = new Set(modulesNeeded('interaction'));

/** What the element's behaviours wait for, if anything: the visitor's first input, or the element nearing the viewport. */
export function behavioursWait(behaviours: readonly string[], ctx: RenderContext, elementId: string): 'input' | 'visible' | undefined {
  if (!behaviours.length || ctx.isEditor) return undefined;
  if (behaviours.every((b) => INPUT_BEHAVIOURS.has(b))) return 'input';
  if (!ctx.isAboveFold(elementId) && behaviours.every((b) => VIEWPORT_BEHAVIOURS.has(b))) return 'visible';
  return undefined;
}

/**
 * The behaviours an element's markup will name: above the fold a background shows at once, without
 * its lazy-background behaviour (layout-common.ts, eagerIfAboveFold), so the page does not preload it.
 */
export function renderedBehaviours(behaviours: readonly string[], ctx: RenderContext, elementId: string): readonly string[] {
  return behaviours.includes(LAZY_BEHAVIOUR) && ctx.isAboveFold(elementId) ? behaviours.filter((b) => b !== LAZY_BEHAVIOUR) : behaviours;
}
