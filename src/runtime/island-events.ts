// Records what a visitor does inside an island before React has hydrated it, so that it can be
// replayed once the island is live (src/runtime/island-replay.ts): without this, a click on a
// server-rendered button would hit markup that has no handlers yet and be lost. Part of the boot
// chunk, so it stays framework-free and small; replaying is loaded with React.

/** Where a node sits under the island root: child indices from the root down (survives re-rendered nodes). */
export type NodePath = number[];

export interface RecordedEvent {
  type: string;
  path: NodePath;
  /** The dictionary a replacement event is built from (key, coordinates, modifiers...). */
  init: Record<string, unknown>;
  /** For `submit`: the button that submitted the form, if any. */
  submitter?: NodePath;
}

export interface IslandRecording {
  /** Events in the order they happened. */
  readonly events: RecordedEvent[];
  /** Where focus is inside the island, if it is (to put it back should hydration replace that node). */
  focus?: NodePath;
  /** Stops recording; events after this reach the page as usual. */
  stop(): void;
}

/**
 * Events worth replaying. Clicks and submits are held back (their default action would act on the
 * stale markup, or leave the page); the others have already done their native work (focus moved,
 * text typed) and are replayed only so that React's handlers see them.
 */
const HELD = ['click', 'submit'] as const;
const OBSERVED = ['pointerdown', 'pointerup', 'focusin', 'keydown', 'keyup', 'input', 'change'] as const;

/** Event properties that carry meaning for handlers; copied into the replayed event. */
const FIELDS = [
  'key',
  'code',
  'repeat',
  'ctrlKey',
  'shiftKey',
  'altKey',
  'metaKey',
  'button',
  'detail',
  'clientX',
  'clientY',
  'pointerType',
] as const;

export function pathOf(root: Node, node: Node): NodePath | undefined {
  const path: number[] = [];
  for (let at: Node | null = node; at !== root; at = at.parentNode) {
    if (!at || !at.parentNode) return undefined;
    path.unshift(Array.prototype.indexOf.call(at.parentNode.childNodes, at));
  }
  return path;
}

export function nodeAt(root: Node, path: NodePath): Node | undefined {
  let at: Node | undefined = root;
  for (const index of path) at = at?.childNodes[index];
  return at;
}

function snapshot(event: Event): Record<string, unknown> {
  const init: Record<string, unknown> = { bubbles: event.bubbles, cancelable: event.cancelable, composed: event.composed };
  for (const field of FIELDS) if (field in event) init[field] = (event as unknown as Record<string, unknown>)[field];
  return init;
}

/** A click that asks the browser for something else than the page's own handling: a new tab, a download. */
const isModified = (event: Event) =>
  event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);

export function recordIslandEvents(root: HTMLElement): IslandRecording {
  const events: RecordedEvent[] = [];
  const recording: IslandRecording = { events, stop };

  function followFocus(event: Event): void {
    const into = event.type === 'focusin' ? event.target : (event as FocusEvent).relatedTarget;
    recording.focus = into instanceof Node && root.contains(into) ? pathOf(root, into) : undefined;
  }

  function listener(event: Event): void {
    // Replays happen after stop(), so everything seen here happened before React was live. A click with
    // a modifier or another button asks the browser for something (a new tab): leave it native.
    if (!(event.target instanceof Node)) return;
    if (event.type === 'click' && isModified(event)) return;
    const path = pathOf(root, event.target);
    if (!path) return;
    const record: RecordedEvent = { type: event.type, path, init: snapshot(event) };
    if (event.type === 'submit' && event instanceof SubmitEvent && event.submitter) record.submitter = pathOf(root, event.submitter);
    if ((HELD as readonly string[]).includes(event.type)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    events.push(record);
  }

  function stop(): void {
    for (const type of [...HELD, ...OBSERVED]) root.removeEventListener(type, listener, true);
    for (const type of ['focusin', 'focusout']) root.removeEventListener(type, followFocus, true);
  }

  for (const type of [...HELD, ...OBSERVED]) root.addEventListener(type, listener, true);
  for (const type of ['focusin', 'focusout']) root.addEventListener(type, followFocus, true);
  const active = root.ownerDocument.activeElement;
  if (active && active !== root && root.contains(active)) recording.focus = pathOf(root, active);
  return recording;
}
