// Reads an Elementor document file for the CLI, turning every way it can be wrong into a message the user can act on.
import { readFileSync } from 'node:fs';
import { type ParsedDocument, parseDocument } from '../model/element.ts';

export type DocumentFileResult = { ok: true; doc: ParsedDocument } | { ok: false; message: string };
export type JsonFileResult = { ok: true; json: unknown } | { ok: false; message: string };

export function readDocumentFile(path: string | undefined): DocumentFileResult {
  if (!path) return { ok: false, message: 'Give the path of an Elementor document (.json) as the first argument.' };
  const file = readJsonFile(path);
  if (!file.ok) return file;
  try {
    return { ok: true, doc: parseDocument(file.json) };
  } catch (error) {
    return { ok: false, message: `${path}: ${(error as Error).message}` };
  }
}

/** A JSON file's value, or a message that says what is wrong with the path or the file. */
export function readJsonFile(path: string): JsonFileResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, message: `No such file: ${path}` };
    if (code === 'EISDIR') return { ok: false, message: `${path} is a directory; give a .json file.` };
    return { ok: false, message: `Cannot read ${path}: ${(error as Error).message}` };
  }
  try {
    // Files saved by Windows editors may start with a byte-order mark, which JSON.parse rejects.
    return { ok: true, json: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return { ok: false, message: `${path} is not valid JSON: ${(error as Error).message}` };
  }
}
