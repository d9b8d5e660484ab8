// Replays what a visitor did inside an island before it was hydrated (recorded by island-events.ts),
// now that React's handlers are attached: held clicks and submits take effect, focus is where the
// visitor left it, and text typed into fields reaches the component's state. Loaded with React.
import { nodeAt, type IslandRecording, type RecordedEvent } from './island-events.ts';

const EVENT_TYPES: Record<string, new (type: string, init: Record<string, unknown>) => Event> = {
  click: MouseEvent,
  pointerdown: typeof PointerEvent === 'function' ? PointerEvent : MouseEvent,
  pointerup: typeof PointerEvent === 'function' ? PointerEvent : MouseEvent,
  keydown: KeyboardEvent,
  keyup: KeyboardEvent,
  focusin: FocusEvent,
};

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (node: Node | undefined): node is Field => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

/**
 * Hands a field's current text to React. Hydration keeps what was typed in the DOM but records it as
 * the value React already knows, so a plain `input` event would be ignored and the next render
 * would wipe the text. Setting the tracked value to something else first makes React see a change.
 */
function syncField(field: Field): void {
  const typed = field.value;
  field.value = typed === '' ? ' ' : ''; // through React's tracker, which wraps the element's own setter
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  native?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayOne(root: HTMLElement, event: RecordedEvent, synced: Set<Node>): void {
  const target = nodeAt(root, event.path);
  if (!target?.isConnected) return;
  if (event.type === 'submit') {
    const submitter = event.submitter ? nodeAt(root, event.submitter) : undefined;
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
    return;
  }
  if (event.type === 'input' || event.type === 'change') {
    // The field already holds the final text: hand it over once, whatever number of keystrokes made it.
    if (synced.has(target)) return;
    synced.add(target);
    if (isField(target)) syncField(target);
    else target.dispatchEvent(new Event('change', { bubbles: true })); // select: React reads the value on change
    return;
  }
  const Type = EVENT_TYPES[event.type];
  if (Type) target.dispatchEvent(new Type(event.type, { ...event.init, view: window }));
}

export function replayIslandEvents(root: HTMLElement, recording: IslandRecording): void {
  const doc = root.ownerDocument;
  // Hydration normally keeps the server's nodes, and so the focus; if it had to re-create them, focus
  // fell to <body>: put it back on the node at the same place.
  if (recording.focus && !root.contains(doc.activeElement)) {
    const node = nodeAt(root, recording.focus);
    if (node instanceof HTMLElement) node.focus({ preventScroll: true });
  }
  const synced = new Set<Node>();
  for (const event of recording.events) {
    try {
      replayOne(root, event, synced);
    } catch (error) {
      // One handler's failure must not stop the rest of what the visitor did from taking effect.
      console.error('Replaying an island event failed:', error);
    }
  }
}
