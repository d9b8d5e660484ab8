// The Elementor-compatible element tree: the shape every document, template and popup is stored in.
import { z } from 'zod';

export type ElType = 'container' | 'section' | 'column' | 'widget';

export interface ElementNode {
  id: string;
  elType: string;
  widgetType?: string;
  isInner?: boolean;
  settings: Record<string, unknown>;
  elements: ElementNode[];
}

/** Lenient: real documents carry odd values (settings as [] when empty, numeric ids). */
export const elementSchema: z.ZodType<ElementNode> = z.lazy(() =>
  z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    elType: z.string(),
    widgetType: z.string().optional(),
    // Real exports store isInner as true/false, '' or 0/1.
    isInner: z
      .unknown()
      .optional()
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
    settings: z
      .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
      .optional()
      .transform((s) => (s && !Array.isArray(s) ? s : {})),
    elements: z
      .array(z.unknown())
      .optional()
      .transform((list) => parseElements(list ?? [])),
  }),
) as unknown as z.ZodType<ElementNode>;

/** Parses a list of elements, dropping entries that are not elements instead of failing. */
export function parseElements(list: unknown[]): ElementNode[] {
  const out: ElementNode[] = [];
  for (const item of list) {
    const parsed = elementSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export interface ParsedDocument {
  title?: string;
  type?: string;
  elements: ElementNode[];
  pageSettings: Record<string, unknown>;
  /** Popups exported from a site kit keep triggers and timing here. */
  displaySettings?: Record<string, unknown>;
  /** Display conditions, when the export carries them (strings, or site-kit manifest objects). */
  conditions?: unknown[];
}

const record = z.record(z.string(), z.unknown());

/**
 * Reads any of the three shapes real Elementor documents come in:
 * a template export, a site-kit export, or a bare array of top-level elements.
 */
export function parseDocument(json: unknown): ParsedDocument {
  if (Array.isArray(json)) return { elements: parseElements(json), pageSettings: {} };
  if (json && typeof json === 'object') {
    const doc = json as Record<string, unknown>;
    if (Array.isArray(doc.content)) {
      const settings = record.safeParse(doc.page_settings ?? doc.settings);
      const display = record.safeParse(doc.display_settings);
      return {
        title: typeof doc.title === 'string' ? doc.title : undefined,
        type: typeof doc.type === 'string' ? doc.type : undefined,
        elements: parseElements(doc.content),
        pageSettings: settings.success ? settings.data : {},
        displaySettings: display.success ? display.data : undefined,
        conditions: Array.isArray(doc.conditions) ? doc.conditions : undefined,
      };
    }
  }
  throw new Error('Not an Elementor document: expected an array of elements or an object with a "content" array');
}

/** Depth-first walk over a tree. */
export function walkElements(elements: ElementNode[], visit: (el: ElementNode, depth: number) => void, depth = 0): void {
  for (const el of elements) {
    visit(el, depth);
    walkElements(el.elements, visit, depth + 1);
  }
}
