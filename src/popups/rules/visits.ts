// Page views and sessions, counted once on every public page load (never in the editor) by the
// boot module, for the `page_views` and `sessions` timing rules. A session is the session-storage
// flag `activeSession`: the first page of a tab starts one. Storage failures leave the counts alone.
import { counter, type RuleStorage } from './context.ts';

export function countVisit(storage: RuleStorage): void {
  storage.set('pageViews', counter(storage.get('pageViews')) + 1);
  if (storage.session.get('activeSession')) return;
  storage.session.set('activeSession', true);
  storage.set('sessions', counter(storage.get('sessions')) + 1);
}
