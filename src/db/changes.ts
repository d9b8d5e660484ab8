// Content-change notifications: every write that affects rendered pages calls contentChanged(),
// and caches subscribe. On PostgreSQL, change-relay.ts carries them to the other app servers.
export interface ChangeEvent {
  /** True when the change was made by another process and relayed here. */
  remote: boolean;
}
type Listener = (event: ChangeEvent) => void;
const listeners = new Set<Listener>();

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(event: ChangeEvent = { remote: false }): void {
  for (const l of listeners) l(event);
}
