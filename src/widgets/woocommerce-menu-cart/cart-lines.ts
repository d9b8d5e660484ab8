// Cart lines as DOM, for the menu cart and the cart page: a quantity stepper (one fewer, one more,
// within the line's limit) and a remove button per line, each named for its product. Changes go to
// the cart API; after the new cart is drawn, focus goes back to the same control (or, when its line
// has gone, to the next line's, else to `fallback`), so a keyboard user keeps their place.
import { MAX_LINE_QUANTITY, type CartLine, type CartView } from '../../contracts/shop.ts';
import { changeCart } from './cart-client.ts';

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

/** The stepper and remove button's attributes: which line and what they do. */
export function lineControls(line: CartLine): {
  minus: HTMLButtonElement;
  qty: HTMLElement;
  plus: HTMLButtonElement;
  remove: HTMLButtonElement;
} {
  const minus = el(
    'button',
    { type: 'button', 'data-line': String(line.id), 'data-op': 'minus', 'aria-label': `One fewer ${line.name}` },
    '−',
  );
  const plus = el(
    'button',
    { type: 'button', 'data-line': String(line.id), 'data-op': 'plus', 'aria-label': `One more ${line.name}` },
    '+',
  );
  if (line.quantity <= 1) minus.disabled = true;
  if (line.quantity >= MAX_LINE_QUANTITY || line.available === 0) plus.disabled = true;
  const qty = el('output', { 'aria-live': 'off' }, String(line.quantity));
  const remove = el(
    'button',
    {
      type: 'button',
      class: 'foyer-remove remove',
      'data-line': String(line.id),
      'data-op': 'remove',
      'aria-label': `Remove ${line.name} from the cart`,
    },
    'Remove',
  );
  return { minus, qty, plus, remove };
}

export function stepper(line: CartLine): { group: HTMLElement; remove: HTMLButtonElement } {
  const c = lineControls(line);
  const group = el(
    'span',
    { class: 'foyer-qty', role: 'group', 'aria-label': `Quantity of ${line.name}: ${line.quantity}` },
    c.minus,
    c.qty,
    c.plus,
  );
  return { group, remove: c.remove };
}

export interface LineEvents {
  root: HTMLElement;
  /** Draws a new cart into `root`. */
  draw(view: CartView): void;
  /** Shows a refusal (an alert), or clears it with ''. */
  showError(message: string): void;
  /** Where focus goes when the line it was on has gone. */
  fallback(): HTMLElement | null;
}

/** Handles the steppers and remove buttons inside `root` (one delegated listener); returns its removal. */
export function handleLineControls(events: LineEvents): () => void {
  let busy = false;
  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-op]');
    if (!button || !events.root.contains(button) || busy) return;
    event.preventDefault();
    const line = Number(button.dataset.line);
    const op = button.dataset.op;
    const current = Number(button.closest('[data-quantity]')?.getAttribute('data-quantity') ?? '1');
    busy = true;
    events.root.setAttribute('aria-busy', 'true');
    events.showError('');
    const answer =
      op === 'remove'
        ? await changeCart({ action: 'remove', line })
        : await changeCart({ action: 'set', line, quantity: op === 'plus' ? current + 1 : current - 1 });
    busy = false;
    events.root.removeAttribute('aria-busy');
    if (!answer.ok) {
      events.showError(answer.error.message);
      return;
    }
    const ids = answer.view.lines.map((l) => l.id);
    const index = ids.indexOf(line);
    events.draw(answer.view);
    const sameLine = index >= 0 ? events.root.querySelector<HTMLButtonElement>(`button[data-line="${line}"][data-op="${op}"]`) : null;
    const next = ids.length ? events.root.querySelector<HTMLButtonElement>('button[data-op="remove"]') : null;
    const target =
      sameLine && !sameLine.disabled
        ? sameLine
        : sameLine
          ? events.root.querySelector<HTMLButtonElement>(`button[data-line="${line}"]:not(:disabled)`)
          : next;
    (target ?? events.fallback())?.focus();
  };
  const listener = (event: Event) => void onClick(event as MouseEvent);
  events.root.addEventListener('click', listener);
  return () => events.root.removeEventListener('click', listener);
}
