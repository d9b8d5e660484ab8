// The payment button a request names, read from the published document that holds it: its settings
// decide what is charged, never what the browser sends.
import type { Kysely } from 'kysely';
import { parseSettings } from '../contracts/settings.ts';
import type { WidgetDefinition } from '../contracts/widget.ts';
import { getPostById } from '../db/repositories/posts.ts';
import type { Database } from '../db/schema.ts';
import type { ElementNode } from '../model/element.ts';

function findElement(elements: readonly ElementNode[], id: string): ElementNode | undefined {
  for (const element of elements) {
    if (element.id === id) return element;
    const inner = findElement(element.elements, id);
    if (inner) return inner;
  }
  return undefined;
}

export interface FoundWidget<S> {
  postId: number;
  widgetId: string;
  settings: S;
}

/** The widget of `definition`'s type with this id in this published post (any post type: a header template holds buttons too). */
export async function findPublishedWidget<S>(
  db: Kysely<Database>,
  definition: WidgetDefinition<S>,
  postId: unknown,
  widgetId: unknown,
): Promise<FoundWidget<S> | undefined> {
  const id = typeof postId === 'number' ? postId : typeof postId === 'string' && /^\d{1,10}$/.test(postId) ? Number(postId) : NaN;
  if (!Number.isSafeInteger(id) || typeof widgetId !== 'string' || !/^[\w-]{1,40}$/.test(widgetId)) return undefined;
  const post = await getPostById(db, id);
  if (!post || post.status !== 'published') return undefined;
  const element = findElement(post.elements, widgetId);
  if (!element || element.elType !== 'widget' || element.widgetType !== definition.type) return undefined;
  return { postId: id, widgetId, settings: parseSettings(definition.schema, element.settings).settings };
}
