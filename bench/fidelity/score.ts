// The fidelity score: how many of Elementor's element boxes Foyer reproduces. An element matches when
// its width, its height and its position relative to its nearest `[data-id]` ancestor are each within
// max(4 px, 5 % of Elementor's value) of Elementor's (the procedure of the reference's README).
// Relative positions keep one early difference in height from failing every element below it; the
// element that caused it still fails on its own size.

/** One `[data-id]` element as measured in a page (the reference JSON's element rows). */
export interface MeasuredElement {
  id: string;
  element_type: string | null;
  widget_type?: string;
  parent: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
  sticky_spacer?: boolean;
}

export interface Deltas {
  width: number;
  height: number;
  x: number;
  y: number;
}

export interface ElementScore {
  id: string;
  /** `widget_type` for widgets, else `element_type`. */
  kind: string;
  matched: boolean;
  /** Missing or invisible in Foyer's page. */
  missing: boolean;
  /** Foyer minus Elementor; undefined when missing. */
  deltas?: Deltas;
  /** The largest |delta| / tolerance of the four (Infinity when missing): over 1 is a miss. */
  badness: number;
  /**
   * How far off, in px, for ranking (Infinity when missing): the largest size delta, or position delta
   * inside a parent. A top-level element's position is left out: it moves with everything above it.
   */
  offBy: number;
}

export interface ViewportScore {
  /** Reference elements compared: visible in Elementor's page and not a sticky copy. */
  total: number;
  matched: number;
  missing: number;
  /** Elements Elementor hides (responsive visibility, inactive tabs) that Foyer shows. */
  shownButHidden: number;
  elements: ElementScore[];
}

export const TOLERANCE_PX = 4;
export const TOLERANCE_SHARE = 0.05;

/** How far a value may be from Elementor's `reference` and still match. */
export function tolerance(reference: number): number {
  return Math.max(TOLERANCE_PX, TOLERANCE_SHARE * Math.abs(reference));
}

/** The box relative to its parent's (the page origin for top-level elements). */
function relative(el: MeasuredElement, byId: Map<string, MeasuredElement>): { x: number; y: number } {
  const parent = el.parent === null ? undefined : byId.get(el.parent);
  return parent ? { x: el.x - parent.x, y: el.y - parent.y } : { x: el.x, y: el.y };
}

/**
 * Elements by id, sticky copies left out. Real pages repeat an id (a header reused in a page, a
 * template inside a tab): occurrences pair up in document order, so the n-th of Elementor's is compared
 * with Foyer's n-th.
 */
function occurrences(elements: MeasuredElement[]): Map<string, MeasuredElement[]> {
  const out = new Map<string, MeasuredElement[]>();
  for (const el of elements) {
    if (el.sticky_spacer) continue;
    const list = out.get(el.id);
    if (list) list.push(el);
    else out.set(el.id, [el]);
  }
  return out;
}

/** The first occurrence of each id, for parent lookups. */
function firstById(elements: MeasuredElement[]): Map<string, MeasuredElement> {
  const out = new Map<string, MeasuredElement>();
  for (const el of elements) if (!el.sticky_spacer && !out.has(el.id)) out.set(el.id, el);
  return out;
}

export function scoreViewport(reference: MeasuredElement[], candidate: MeasuredElement[]): ViewportScore {
  const refParents = firstById(reference);
  const candParents = firstById(candidate);
  const candById = occurrences(candidate);
  const seen = new Map<string, number>();
  const elements: ElementScore[] = [];
  let shownButHidden = 0;
  for (const ref of reference) {
    if (ref.sticky_spacer) continue;
    const n = seen.get(ref.id) ?? 0;
    seen.set(ref.id, n + 1);
    const cand = candById.get(ref.id)?.[n];
    if (!ref.visible) {
      if (cand?.visible) shownButHidden++;
      continue;
    }
    const kind = ref.widget_type ?? ref.element_type ?? 'element';
    if (!cand || !cand.visible) {
      elements.push({ id: ref.id, kind, matched: false, missing: true, badness: Infinity, offBy: Infinity });
      continue;
    }
    const r = relative(ref, refParents);
    const c = relative(cand, candParents);
    const deltas: Deltas = { width: cand.width - ref.width, height: cand.height - ref.height, x: c.x - r.x, y: c.y - r.y };
    const refValues: Deltas = { width: ref.width, height: ref.height, x: r.x, y: r.y };
    const ratios = (Object.keys(deltas) as (keyof Deltas)[]).map((k) => Math.abs(deltas[k]) / tolerance(refValues[k]));
    const badness = Math.max(...ratios);
    const offBy = Math.max(
      Math.abs(deltas.width),
      Math.abs(deltas.height),
      ref.parent === null ? 0 : Math.max(Math.abs(deltas.x), Math.abs(deltas.y)),
    );
    elements.push({ id: ref.id, kind, matched: badness <= 1, missing: false, deltas: round(deltas), badness, offBy });
  }
  return {
    total: elements.length,
    matched: elements.filter((e) => e.matched).length,
    missing: elements.filter((e) => e.missing).length,
    shownButHidden,
    elements,
  };
}

function round(d: Deltas): Deltas {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { width: r(d.width), height: r(d.height), x: r(d.x), y: r(d.y) };
}

/** Matched share in percent (100 when there is nothing to compare). */
export function percent(matched: number, total: number): number {
  return total === 0 ? 100 : (matched / total) * 100;
}

/** The overall score of several documents: every element counts once, whatever its document. */
export function overall(scores: Array<Pick<ViewportScore, 'matched' | 'total'>>): { matched: number; total: number; percent: number } {
  const matched = scores.reduce((n, s) => n + s.matched, 0);
  const total = scores.reduce((n, s) => n + s.total, 0);
  return { matched, total, percent: percent(matched, total) };
}

export interface RankedElement extends ElementScore {
  doc: string;
  viewport: string;
}

/** The elements furthest off in px (missing ones aside: they are counted per document), worst first. */
export function worstElements(scores: Array<{ doc: string; viewport: string; score: ViewportScore }>, limit: number): RankedElement[] {
  return scores
    .flatMap(({ doc, viewport, score }) => score.elements.filter((e) => !e.matched && !e.missing).map((e) => ({ ...e, doc, viewport })))
    .sort((a, b) => b.offBy - a.offBy || a.doc.localeCompare(b.doc) || a.id.localeCompare(b.id))
    .slice(0, limit);
}
