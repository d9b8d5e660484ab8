// The form a submission names: a `form` widget with the element id `form_id` in the published
// document `post_id` (a page, post, template or popup), its settings parsed through the widget's own
// declaration, so defaults and stored values read exactly as the page rendered them.
import type { Kysely } from 'kysely';
import type { TypedSchema } from '../contracts/widget.ts';
import { declarationSchema } from '../contracts/declaration/zod.ts';
import { parseSettings } from '../contracts/settings.ts';
import type { ElementNode } from '../model/element.ts';
import { getPostById } from '../db/repositories/posts.ts';
import { CorruptPostError } from '../db/repositories/read-document.ts';
import type { Database } from '../db/schema.ts';
import { formDeclaration, type FormSettings } from '../widgets/form/schema.ts';

const formSchema = declarationSchema(formDeclaration.controls) as TypedSchema<FormSettings>;

export interface FoundForm {
  postId: number;
  postTitle: string;
  elementId: string;
  /** Parsed settings; read by key as plain data (fields.ts and the actions take records). */
  settings: FormSettings & Record<string, unknown>;
}

function findElement(elements: readonly ElementNode[], id: string): ElementNode | undefined {
  for (const element of elements) {
    if (element.id === id && element.elType === 'widget' && element.widgetType === 'form') return element;
    const inner = findElement(element.elements ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** The published form, or undefined (no such document, not published, no such form, or a stored document that cannot be read). */
export async function findForm(db: Kysely<Database>, postId: number, elementId: string): Promise<FoundForm | undefined> {
  let post;
  try {
    post = await getPostById(db, postId);
  } catch (error) {
    if (error instanceof CorruptPostError) return undefined; // its form cannot be read either
    throw error; // the database itself: the caller answers that it is unavailable
  }
  if (!post || post.status !== 'published') return undefined;
  const element = findElement(post.elements, elementId);
  if (!element) return undefined;
  const { settings } = parseSettings(formSchema, element.settings ?? {});
  return { postId: post.id, postTitle: post.title, elementId, settings: settings as FoundForm['settings'] };
}
