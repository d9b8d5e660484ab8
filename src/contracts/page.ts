// What a route asks the renderer to show in a page's main region, and how the page is named.
import type { ReactNode } from 'react';
import type { RenderDocument } from '../model/render-document.ts';
import type { PageView } from './data.ts';

export interface PageContent {
  title: string;
  description?: string;
  canonical?: string;
  bodyClass?: string;
  /** A document (pages, posts) ... */
  document?: RenderDocument;
  /** ... or theme markup (404) built from resolved data ... */
  node?: ReactNode;
  /** ... or theme markup that loads its data in the data step (archives). */
  view?: PageView;
}
