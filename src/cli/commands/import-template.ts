// `foyer import-template FILE.json --slug SLUG`: stores an Elementor document (page, template or
// popup) in the configured database; savePost sanitises its stored HTML as on every save.
import type { ParsedDocument } from '../../model/element.ts';
import { savePost } from '../../content/save-post.ts';
import { UPLOADS_DIR } from '../../content/uploads.ts';
import type { PostStatus, PostType } from '../../db/schema.ts';
import { type CommandInput, defineCommand, UsageError } from '../command.ts';
import { readDocumentFile } from '../document-file.ts';
import { importConditions } from '../import-conditions.ts';
import { kitManifestEntry } from '../kit-manifest.ts';
import { storeVideoThumbnails } from '../../media/video-thumbnails.ts';
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
  'error-404': 'single',
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
  conditions: string[];
  /** True when the conditions are the kind's default rather than given or exported. */
  isDefaultConditions: boolean;
}

/** The command line, declared once for the parser and the help text. */
const OPTIONS = {
  slug: { type: 'string', value: 'SLUG', description: 'the address of the page, or the name of the template or popup', required: true },
  title: { type: 'string', value: 'TITLE', description: 'the title (default: the export\u2019s title, else the slug)' },
  status: { type: 'string', value: 'STATUS', description: 'a draft is not public until published', choices: STATUSES, default: 'draft' },
  type: { type: 'string', value: 'TYPE', description: 'what to store it as (default: read from the export)', choices: TYPES },
  'template-type': { type: 'string', value: 'KIND', description: 'the kind of template, with --type template', choices: TEMPLATE_TYPES },
  conditions: {
    type: 'string',
    value: 'LIST',
    description: 'display conditions of a template or popup, comma-separated (e.g. include/general,exclude/singular/front_page)',
  },
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
  // A template of a site-kit export has its type and conditions in the kit's manifest.
  const kit = kitManifestEntry(positionals[0]);
  const docType = file.doc.type ?? kit?.docType;
  const kind = postKind(flags, docType, file.doc.displaySettings !== undefined);
  if (values.conditions !== undefined && kind.type === 'page') throw new UsageError('--conditions applies only to templates and popups.');
  const shown = importConditions({
    flag: values.conditions,
    exported: file.doc.conditions ?? kit?.conditions,
    docType,
    templateType: kind.templateType,
  });
  if (!shown.ok) throw new UsageError(shown.message);
  const conditions = kind.type === 'page' ? [] : shown.conditions;
  const title = values.title ?? file.doc.title ?? kit?.title ?? slug;
  const status = (values.status ?? 'draft') as PostStatus;
  return { doc: file.doc, slug, title, status, kind, conditions, isDefaultConditions: shown.isDefault };
}

/** Stores the document; the environment is a parameter so tests can point it at a temporary database. */
async function importTemplate(input: CommandInput<typeof OPTIONS>, env: NodeJS.ProcessEnv): Promise<number> {
  const options = readOptions(input);
  const { doc, slug, status, kind } = options;
  // Popups exported from a site kit keep triggers and timing beside the content: stored under `display`.
  const pageSettings = { ...doc.pageSettings, ...(doc.displaySettings ? { display: doc.displaySettings } : {}) };

  const { db, config } = await openMigrated(env);
  try {
    const id = await savePost(
      db.kysely,
      {
        type: kind.type,
        templateType: kind.templateType,
        slug,
        title: options.title,
        status,
        elements: doc.elements, // savePost sanitises stored HTML, as on every save
        pageSettings,
        conditions: options.conditions,
      },
      // Whoever runs the CLI operates the site (an administrator): their HTML widgets stay as written.
      { unfilteredHtml: true },
    );
    // Video posters come from the site: their thumbnails are fetched now, never by visitors' browsers.
    // A failure is one line on standard error; the import stands.
    const thumbnails = await storeVideoThumbnails(db.kysely, doc.elements, {
      uploadsDir: UPLOADS_DIR,
      log: (line) => void process.stderr.write(`${line}\n`),
    });
    const label = kind.templateType ? `${kind.templateType} template` : kind.type;
    const base = config.baseUrl ?? `http://localhost:${config.port}`;
    // Only pages have an address of their own; templates and popups appear inside pages.
    const where = kind.type === 'page' ? ` at ${base}/${slug}/${status === 'draft' ? ' (a draft: not public until published)' : ''}` : '';
    process.stdout.write(`Imported ${label} "${slug}" as post ${id} (${status})${where}.\n`);
    if (kind.type !== 'page') process.stdout.write(`${conditionsNote(options)}\n`);
    if (thumbnails.stored.length) process.stdout.write(`Stored ${thumbnails.stored.length} video thumbnail(s) under /uploads/.\n`);
    return 0;
  } finally {
    await db.close();
  }
}

function conditionsNote({ conditions, isDefaultConditions }: ImportOptions): string {
  if (!conditions.length) return 'It has no display conditions, so it shows nowhere; import it again with --conditions include/...';
  return `Display conditions${isDefaultConditions ? ' (the default for its kind)' : ''}: ${conditions.join(', ')}.`;
}

export const importTemplateCommand = defineCommand({
  name: 'import-template',
  positionals: [{ name: 'FILE.json', description: 'a template or site-kit export, or a bare array of elements' }],
  options: OPTIONS,
  run: importTemplate,
});
