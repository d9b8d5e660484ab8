// Content-change notifications: every write that affects rendered pages calls contentChanged(),
// and caches subscribe. (Across processes on PostgreSQL this is relayed by LISTEN/NOTIFY.)
type Listener = () => void;
const listeners = new Set<Listener>();

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(): void {
  for (const l of listeners) l();
}
