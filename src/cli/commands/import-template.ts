// `foyer import-template FILE.json --slug SLUG`: stores an Elementor document (page, template or
// popup) in the configured database; savePost sanitises its stored HTML as on every save.
import type { ParsedDocument } from '../../model/element.ts';
import { savePost } from '../../content/save-post.ts';
import type { PostStatus, PostType } from '../../db/schema.ts';
import { parseArgs, stringFlag } from '../args.ts';
import { readDocumentFile } from '../document-file.ts';
import { importConditions } from '../import-conditions.ts';
import { kitManifestEntry } from '../kit-manifest.ts';
import type { Command } from '../main.ts';
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

/** A mistake in the command line: reported with exit code 2. */
class UsageError extends Error {}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  throw new UsageError(`--${name} must be one of ${allowed.join(', ')}; got "${value}".`);
}

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

/** The command line, validated; throws UsageError with what to fix. */
function readOptions(args: string[]): ImportOptions {
  const { positionals, flags } = parseArgs(args);
  const slug = stringFlag(flags, 'slug');
  if (!slug || !SLUG.test(slug)) {
    throw new UsageError(
      `--slug must be lowercase letters, digits and hyphens, starting with a letter or digit${slug ? `; got "${slug}"` : ''}.`,
    );
  }
  const status = oneOf('status', stringFlag(flags, 'status'), STATUSES) ?? 'draft';
  const type = oneOf('type', stringFlag(flags, 'type'), TYPES);
  const templateType = oneOf('template-type', stringFlag(flags, 'template-type'), TEMPLATE_TYPES);
  const file = readDocumentFile(positionals[0]);
  if (!file.ok) throw new UsageError(file.message);
  // A template of a site-kit export has its type and conditions in the kit's manifest.
  const kit = kitManifestEntry(positionals[0]);
  const docType = file.doc.type ?? kit?.docType;
  const kind = postKind({ type, templateType }, docType, file.doc.displaySettings !== undefined);
  const conditionsFlag = stringFlag(flags, 'conditions');
  if (conditionsFlag !== undefined && kind.type === 'page') throw new UsageError('--conditions applies only to templates and popups.');
  const shown = importConditions({
    flag: conditionsFlag,
    exported: file.doc.conditions ?? kit?.conditions,
    docType,
    templateType: kind.templateType,
  });
  if (!shown.ok) throw new UsageError(shown.message);
  const conditions = kind.type === 'page' ? [] : shown.conditions;
  const title = stringFlag(flags, 'title') ?? file.doc.title ?? kit?.title ?? slug;
  return { doc: file.doc, slug, title, status, kind, conditions, isDefaultConditions: shown.isDefault };
}

/** The command's work, with the environment as a parameter so tests can point it at a temporary database. */
export async function importTemplate(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let options: ImportOptions;
  try {
    options = readOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
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
      conditions: options.conditions,
    });
    const label = kind.templateType ? `${kind.templateType} template` : kind.type;
    const base = config.baseUrl ?? `http://localhost:${config.port}`;
    // Only pages have an address of their own; templates and popups appear inside pages.
    const where = kind.type === 'page' ? ` at ${base}/${slug}/${status === 'draft' ? ' (a draft: not public until published)' : ''}` : '';
    process.stdout.write(`Imported ${label} "${slug}" as post ${id} (${status})${where}.\n`);
    if (kind.type !== 'page') process.stdout.write(`${conditionsNote(options)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

function conditionsNote({ conditions, isDefaultConditions }: ImportOptions): string {
  if (!conditions.length) return 'It has no display conditions, so it shows nowhere; import it again with --conditions include/...';
  return `Display conditions${isDefaultConditions ? ' (the default for its kind)' : ''}: ${conditions.join(', ')}.`;
}

export const importTemplateCommand: Command = {
  name: 'import-template',
  usage:
    'import-template FILE.json --slug SLUG [--title T] [--status draft|published] [--type page|template|popup] [--template-type header|footer|single|archive|loop-item|section] [--conditions include/general,exclude/...]',
  run: (args) => importTemplate(args),
};
