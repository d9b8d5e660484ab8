// `foyer import-template FILE.json --slug SLUG`: stores an Elementor document (page, template or
// popup) in the configured database; savePost sanitises its stored HTML as on every save.
import type { ParsedDocument } from '../../model/element.ts';
import { savePost } from '../../db/repositories/posts.ts';
import type { PostStatus, PostType } from '../../db/schema.ts';
import { type CommandInput, defineCommand, UsageError } from '../command.ts';
import { readDocumentFile } from '../document-file.ts';
import { openMigrated } from '../open.ts';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const STATUSES: PostStatus[] = ['draft', 'published'];
const TYPES: PostType[] = ['page', 'template', 'popup'];
/** Kinds of theme template (src/db/schema.ts). */
const TEMPLATE_TYPES = ['header', 'footer', 'single', 'archive', 'loop-item', 'section'];
/**
 * Export `type`s that say which template a document is, mapped to ours. Not "section": template kits
 * export whole pages under that type, so such a file is imported as a page unless the flags say otherwise.
 */
const EXPORT_TEMPLATE_TYPES: Record<string, string> = {
  header: 'header',
  footer: 'footer',
  single: 'single',
  'single-post': 'single',
  'single-page': 'single',
  archive: 'archive',
  'search-results': 'archive',
  'loop-item': 'loop-item',
};

interface ImportPlan {
  type: PostType;
  templateType: string | null;
}

/** Post type from the flags, else from the document (a popup export, a header template, ...). */
function postKind(flags: { type?: PostType; templateType?: string }, docType: string | undefined, isPopup: boolean): ImportPlan {
  const inferredTemplate = docType ? EXPORT_TEMPLATE_TYPES[docType] : undefined;
  const type = flags.type ?? (isPopup || docType === 'popup' ? 'popup' : inferredTemplate ? 'template' : 'page');
  if (type !== 'template') {
    if (flags.templateType) throw new UsageError('--template-type applies only with --type template.');
    return { type, templateType: null };
  }
  const templateType = flags.templateType ?? inferredTemplate;
  if (!templateType) throw new UsageError(`A template needs --template-type (${TEMPLATE_TYPES.join(', ')}).`);
  return { type, templateType };
}

interface ImportOptions {
  doc: ParsedDocument;
  slug: string;
  title: string;
  status: PostStatus;
  kind: ImportPlan;
}

/** The command line, declared once for the parser and the help text. */
const OPTIONS = {
  slug: { type: 'string', value: 'SLUG', description: 'the address of the page, or the name of the template or popup', required: true },
  title: { type: 'string', value: 'TITLE', description: 'the title (default: the export\u2019s title, else the slug)' },
  status: { type: 'string', value: 'STATUS', description: 'a draft is not public until published', choices: STATUSES, default: 'draft' },
  type: { type: 'string', value: 'TYPE', description: 'what to store it as (default: read from the export)', choices: TYPES },
  'template-type': { type: 'string', value: 'KIND', description: 'the kind of template, with --type template', choices: TEMPLATE_TYPES },
} as const;

/** The command line, validated; throws UsageError with what to fix. */
function readOptions({ values, positionals }: CommandInput<typeof OPTIONS>): ImportOptions {
  const slug = values.slug ?? '';
  if (!SLUG.test(slug)) {
    throw new UsageError(`--slug must be lowercase letters, digits and hyphens, starting with a letter or digit; got "${slug}".`);
  }
  const file = readDocumentFile(positionals[0]);
  if (!file.ok) throw new UsageError(file.message);
  const flags = { type: values.type as PostType | undefined, templateType: values['template-type'] };
  const kind = postKind(flags, file.doc.type, file.doc.displaySettings !== undefined);
  return { doc: file.doc, slug, title: values.title ?? file.doc.title ?? slug, status: (values.status ?? 'draft') as PostStatus, kind };
}

/** Stores the document; the environment is a parameter so tests can point it at a temporary database. */
async function importTemplate(input: CommandInput<typeof OPTIONS>, env: NodeJS.ProcessEnv): Promise<number> {
  const options = readOptions(input);
  const { doc, slug, status, kind } = options;
  // Popups exported from a site kit keep triggers and timing beside the content: stored under `display`.
  const pageSettings = { ...doc.pageSettings, ...(doc.displaySettings ? { display: doc.displaySettings } : {}) };

  const { db, config } = await openMigrated(env);
  try {
    const id = await savePost(db.kysely, {
      type: kind.type,
      templateType: kind.templateType,
      slug,
      title: options.title,
      status,
      elements: doc.elements, // savePost sanitises stored HTML, as on every save
      pageSettings,
    });
    const label = kind.templateType ? `${kind.templateType} template` : kind.type;
    const base = config.baseUrl ?? `http://localhost:${config.port}`;
    // Only pages have an address of their own; templates and popups appear inside pages.
    const where = kind.type === 'page' ? ` at ${base}/${slug}/${status === 'draft' ? ' (a draft: not public until published)' : ''}` : '';
    process.stdout.write(`Imported ${label} "${slug}" as post ${id} (${status})${where}.\n`);
    return 0;
  } finally {
    await db.close();
  }
}

export const importTemplateCommand = defineCommand({
  name: 'import-template',
  positionals: [{ name: 'FILE.json', description: 'a template or site-kit export, or a bare array of elements' }],
  options: OPTIONS,
  run: importTemplate,
});
