// Page views and sessions, counted once on every public page load (never in the editor) by the
// boot module, for the `page_views` and `sessions` timing rules. A session is the session-storage
// flag `activeSession`: the first page of a tab starts one. Storage failures leave the counts alone.
// Self-contained (no import from the rules), so the boot chunk carries only these lines.
import type { RuleStorage } from './context.ts';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function countVisit(storage: RuleStorage): void {
  storage.set('pageViews', count(storage.get('pageViews')) + 1);
  if (storage.session.get('activeSession')) return;
  storage.session.set('activeSession', true);
  storage.set('sessions', count(storage.get('sessions')) + 1);
}
