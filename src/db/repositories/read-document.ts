// Reading a post's stored JSON columns: validated on the way out of the database, because a row
// can be corrupted by hand edits, failed migrations or other tools, and must never crash a render.
import { type ElementNode, parseElements } from '../../model/element.ts';

/** A post row whose stored JSON cannot be used at all. Pages answer it with the styled 500 page. */
export class CorruptPostError extends Error {
  readonly statusCode = 500;
  constructor(
    readonly postId: number,
    readonly column: string,
    reason: string,
  ) {
    super(`Post ${postId}: the stored ${column} ${reason}; fix or re-save the post`);
    this.name = 'CorruptPostError';
  }
}

/** What was left out of a readable but partly invalid document. */
export interface DroppedElements {
  postId: number;
  /** Entries (with everything inside them) that were not elements and were left out. */
  dropped: number;
}

type DroppedListener = (info: DroppedElements) => void;
const listeners = new Set<DroppedListener>();

/**
 * Subscribes to documents read with invalid entries left out (the app logs them). Repositories
 * have no logger of their own, as `onContentChanged` in ../changes.ts has no sender of its own.
 */
export function onDroppedElements(listener: DroppedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function parseColumn(postId: number, column: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CorruptPostError(postId, column, 'is not valid JSON');
  }
}

/** Entries in a raw stored tree, counted the way parseElements walks it. */
function countEntries(list: unknown[]): number {
  let n = 0;
  for (const item of list) {
    n++;
    const children = item && typeof item === 'object' ? (item as { elements?: unknown }).elements : undefined;
    if (Array.isArray(children)) n += countEntries(children);
  }
  return n;
}

function countNodes(list: ElementNode[]): number {
  return list.reduce((n, el) => n + 1 + countNodes(el.elements), 0);
}

/**
 * The element tree of a stored post. Unparseable JSON or a non-list is a corrupt row (thrown);
 * entries that are not elements are left out and reported to `onDroppedElements` listeners.
 */
export function readElements(postId: number, text: string): ElementNode[] {
  const raw = parseColumn(postId, 'elements', text);
  if (!Array.isArray(raw)) throw new CorruptPostError(postId, 'elements', 'is not a list of elements');
  const elements = parseElements(raw);
  const dropped = countEntries(raw) - countNodes(elements);
  if (dropped > 0) for (const listener of listeners) listener({ postId, dropped });
  return elements;
}

/** Page settings: an object, or `[]` as PHP stores an empty one. */
export function readPageSettings(postId: number, text: string): Record<string, unknown> {
  const raw = parseColumn(postId, 'page_settings', text);
  if (Array.isArray(raw) && raw.length === 0) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CorruptPostError(postId, 'page_settings', 'is not an object of settings');
  }
  return raw as Record<string, unknown>;
}
