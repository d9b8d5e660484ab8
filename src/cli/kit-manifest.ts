// A site-kit export keeps each template's type and display conditions in `manifest.json`, not in
// `templates/{id}.json`: read them from beside the file being imported, when there is one.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface KitTemplateEntry {
  docType?: string;
  title?: string;
  conditions?: unknown[];
}

/** The manifest entry of `kit/templates/{id}.json`, or undefined when the file is not part of a kit export. */
export function kitManifestEntry(templatePath: string): KitTemplateEntry | undefined {
  const id = /^(\d+)\.json$/.exec(basename(templatePath))?.[1];
  if (!id || basename(dirname(templatePath)) !== 'templates') return undefined;
  const manifestPath = join(dirname(dirname(templatePath)), 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return undefined; // not a manifest we can read: import the template as if it stood alone
  }
  const templates = (manifest as { templates?: unknown })?.templates;
  const entry = templates && typeof templates === 'object' ? (templates as Record<string, unknown>)[id] : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const e = entry as Record<string, unknown>;
  return {
    docType: typeof e.doc_type === 'string' ? e.doc_type : undefined,
    title: typeof e.title === 'string' ? e.title : undefined,
    conditions: Array.isArray(e.conditions) ? e.conditions : undefined,
  };
}
