// A stored document as the renderer takes it: a page or post, or a template (header, footer, popup…).
import type { ElementNode } from './element.ts';

/** A stored document to render in its own scope. */
export interface RenderDocument {
  id: number;
  /** Elementor's document type: `wp-page`, `wp-post`, `header`, `footer`, `popup`, `loop-item`… */
  type: string;
  elements: ElementNode[];
  /** Page settings: background, padding, custom CSS. */
  settings?: Record<string, unknown>;
}

/** Page documents style `body.elementor-page-{id}`, templates their own wrapper, as in Elementor. */
export function isPageDocument(doc: RenderDocument): boolean {
  return doc.type === 'wp-page' || doc.type === 'wp-post';
}
