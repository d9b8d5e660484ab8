// `foyer render FILE.json`: prints the HTML page for an Elementor document (no database needed)
// and reports on stderr what Foyer could not render, so real documents can be checked quickly.
import { basename } from 'node:path';
import { type RenderLogger, EMPTY_SITE } from '../../contracts/render-context.ts';
import { EMPTY_REQUEST, type PostSummary } from '../../contracts/data.ts';
import type { PagePlan } from '../../render/plan.ts';
import { deviceForWidth } from '../../model/breakpoints.ts';
import { flattenCssForWidth } from '../../model/css-flatten.ts';
import type { ParsedDocument } from '../../model/element.ts';
import { DEFAULT_KIT, type Kit } from '../../model/kit.ts';
import { type ClientAssets, loadClientAssets } from '../../server/ssr/client-manifest.ts';
import { renderPageToString } from '../../server/ssr/render-page.tsx';
import { defineCommand, UsageError } from '../command.ts';
import { readDocumentFile } from '../document-file.ts';
import { readKitFile } from '../kit-file.ts';

export const RENDER_DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type RenderDevice = (typeof RENDER_DEVICES)[number];

/** Typical layout widths of a portrait tablet and a phone; used when the kit's ranges contain them. */
const DEVICE_WIDTHS: Record<Exclude<RenderDevice, 'desktop'>, number> = { tablet: 768, mobile: 360 };
/** The plan logs this once per type per process; the report lists every type with its count instead. */
const UNSUPPORTED_MESSAGE = 'unsupported element type: rendered as nothing';
/** Likewise for references to globals the kit lacks, and for dynamic tags the registry lacks. */
const UNKNOWN_GLOBAL_MESSAGE = 'reference to a global the kit does not have';
const UNKNOWN_TAG_MESSAGE = 'unknown dynamic tag';
/** How many unsupported settings the report lists before summarising the rest (all with --all). */
const SETTINGS_SHOWN = 30;

export interface RenderWarning {
  msg: string;
  details: object;
}

export interface RenderedDocument {
  html: string;
  plan: PagePlan;
  /** What the renderer logged (failed elements, invalid settings), for the report. */
  warnings: RenderWarning[];
}

export async function renderDocument(
  doc: ParsedDocument,
  options: { title?: string; device?: RenderDevice; assets?: ClientAssets; kit?: Kit } = {},
): Promise<RenderedDocument> {
  const kit = options.kit ?? DEFAULT_KIT;
  const warnings: RenderWarning[] = [];
  const log: RenderLogger = { warn: (details, msg) => warnings.push({ msg, details }) };
  const title = options.title ?? doc.title ?? 'Untitled';
  const { html, plan } = await renderPageToString({
    content: {
      title,
      // A file has no stored id: render it as document 0 of its own type, scoped like any other.
      document: { id: 0, type: pageType(doc.type), elements: doc.elements, settings: doc.pageSettings },
    },
    kit,
    site: { ...EMPTY_SITE, name: kit.site_name, description: kit.site_description },
    assets: options.assets ?? loadClientAssets(),
    log,
    // No database behind a file: dynamic post tags show the file's own title, menus are absent.
    request: { ...EMPTY_REQUEST, post: fileAsPost(title) },
  });
  const device = options.device ?? 'desktop';
  return { html: device === 'desktop' ? html : viewForDevice(html, deviceWidth(device, kit)), plan, warnings };
}

/**
 * The page as one device sees it. Foyer's server HTML is the same for every device: layout differs
 * only through CSS media queries. So the honest "page for a tablet" is that HTML with the CSS a
 * tablet applies: media queries are resolved for the device's width (rules of desktop, then of each
 * breakpoint down to the chosen one, with no @media left), which makes the device's layout visible
 * in any browser window and in diffs, and the viewport meta pins the layout width so a phone or a
 * headless screenshot lays the page out at that width too.
 */
export function viewForDevice(html: string, width: number): string {
  return html
    .replace(
      /<style([^>]*)>([\s\S]*?)<\/style>/g,
      (_, attrs: string, css: string) => `<style${attrs}>${flattenCssForWidth(css, width)}</style>`,
    )
    .replace(/<meta name="viewport" content="[^"]*"\s*\/?>/, `<meta name="viewport" content="width=${width}"/>`);
}

/** A width inside the device's range for this kit's breakpoints. */
export function deviceWidth(device: Exclude<RenderDevice, 'desktop'>, kit: Kit): number {
  const typical = DEVICE_WIDTHS[device];
  return deviceForWidth(typical, kit.breakpoints) === device ? typical : kit.breakpoints[device].value;
}

function sortedByCount(map: Map<string, number>): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function listLines(entries: [string, number][], limit: number): string[] {
  const width = String(entries[0]?.[1] ?? 0).length;
  const lines = entries.slice(0, limit).map(([name, n]) => `  ${String(n).padStart(width)}  ${name}`);
  if (entries.length > limit) lines.push(`  … and ${entries.length - limit} more (--all lists them all)`);
  return lines;
}

/** The stderr report: unsupported types and settings by count, render warnings, and the coverage line. */
export function coverageReport(rendered: Pick<RenderedDocument, 'plan' | 'warnings'>, options: { all?: boolean } = {}): string {
  const { plan, warnings } = rendered;
  const lines: string[] = [];
  const types = sortedByCount(plan.unsupportedTypes);
  if (types.length) {
    const instances = types.reduce((sum, [, n]) => sum + n, 0);
    lines.push(
      `Unsupported element types (${types.length} types, ${instances} instances, rendered as nothing):`,
      ...listLines(types, Infinity),
    );
  }
  const settings = sortedByCount(plan.unsupportedSettings);
  if (settings.length) {
    lines.push(`Unsupported settings (${settings.length} keys, ignored):`, ...listLines(settings, options.all ? Infinity : SETTINGS_SHOWN));
  }
  const globals = sortedByCount(plan.unknownGlobals);
  if (globals.length) {
    lines.push(
      `Globals the kit does not have (${globals.length} ids; the settings' own values are used):`,
      ...listLines(globals, options.all ? Infinity : SETTINGS_SHOWN),
    );
  }
  const tags = sortedByCount(plan.unknownDynamicTags);
  if (tags.length) {
    lines.push(
      `Dynamic tags Foyer does not have (${tags.length} names; the settings' static values are used):`,
      ...listLines(tags, Infinity),
    );
  }
  const byMessage = new Map<string, number>();
  const failures: string[] = [];
  for (const w of warnings) {
    // Listed above, by type, id or tag name.
    if (w.msg === UNSUPPORTED_MESSAGE || w.msg.startsWith(UNKNOWN_GLOBAL_MESSAGE) || w.msg.startsWith(UNKNOWN_TAG_MESSAGE)) continue;
    byMessage.set(w.msg, (byMessage.get(w.msg) ?? 0) + 1);
    if (w.msg === 'element failed to render' || w.msg === 'render error') failures.push(`  ${w.msg}: ${JSON.stringify(w.details)}`);
  }
  if (byMessage.size) lines.push('Render warnings:', ...listLines(sortedByCount(byMessage), Infinity), ...failures);
  const { rendered: n, total } = plan.widgetCounts;
  const percent = total ? `${((n / total) * 100).toFixed(1)}%` : 'no widgets';
  lines.push(`rendered ${n} of ${total} widget instances (${percent})`);
  return `${lines.join('\n')}\n`;
}

export const renderCommand = defineCommand({
  name: 'render',
  positionals: [{ name: 'FILE.json', description: 'a template or site-kit export, or a bare array of elements' }],
  options: {
    device: {
      type: 'string',
      value: 'DEVICE',
      description: 'the page with the CSS this device applies',
      choices: RENDER_DEVICES,
      default: 'desktop',
    },
    kit: {
      type: 'string',
      value: 'FILE',
      description: 'an Elementor kit (site-settings.json) whose global colours and fonts the document uses',
    },
    all: { type: 'boolean', description: `list every unsupported setting, not only the ${SETTINGS_SHOWN} most frequent` },
  },
  async run({ values, positionals }) {
    const file = readDocumentFile(positionals[0]);
    if (!file.ok) throw new UsageError(file.message);
    const kit = values.kit === undefined ? undefined : readKitFile(values.kit);
    const result = await renderDocument(file.doc, {
      kit,
      title: file.doc.title ?? basename(positionals[0], '.json'),
      device: (values.device ?? 'desktop') as RenderDevice,
    });
    process.stdout.write(result.html);
    process.stderr.write(coverageReport(result, { all: values.all === true }));
    return 0;
  },
});

/** The document file as the post being rendered, for dynamic tags; it has no date, so none shows. */
function fileAsPost(title: string): PostSummary {
  return { id: 0, type: 'page', title, slug: '', url: '/', excerpt: '', date: '', modified: '' };
}

/** Elementor's document type for an export's `type`: pages and posts are `wp-page` and `wp-post`. */
function pageType(type: string | undefined): string {
  if (!type || type === 'page' || type === 'wp-page') return 'wp-page';
  return type === 'post' ? 'wp-post' : type;
}
