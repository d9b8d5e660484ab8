// Reads an Elementor kit's site-settings.json (from a kit export) for `foyer render --kit`, so the
// document's `__globals__` colours and fonts resolve to the site's own instead of the default kit's.
// The same reading as `foyer import-kit` (src/model/kit-import.ts): values that fail are left out.
import { DEFAULT_KIT, type Kit } from '../model/kit.ts';
import { importKit, kitSettingsOf, NOT_A_KIT } from '../model/kit-import.ts';
import { UsageError } from './command.ts';
import { readJsonFile } from './document-file.ts';

export function readKitFile(path: string): Kit {
  const file = readJsonFile(path);
  if (!file.ok) throw new UsageError(`Cannot read the kit: ${file.message}`);
  if (!kitSettingsOf(file.json)) throw new UsageError(`${path} is ${NOT_A_KIT}.`);
  return importKit(file.json, DEFAULT_KIT).kit;
}
