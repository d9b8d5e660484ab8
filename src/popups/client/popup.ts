// The popup module: opens and closes the popups the server rendered hidden into the page. Loaded only
// when a popup must open: popup-watch (src/popups/client/watch.ts) loads it when a trigger fires, on an
// open_selector click and in the editor preview; a `popup:*` URL action loads it through the loader.
import type { FoyerGlobal } from '../../runtime/global.ts';
import { clearAnimation, playEntrance, playExit } from './animation.ts';
import { FOCUS_DELAY_MS, initialFocus, trapFocus } from './focus.ts';

interface ClientSettings {
  id?: number;
  open_selector?: string;
  avoid_multiple_popups?: boolean;
  prevent_close_on_background_click?: boolean;
  prevent_close_on_esc_key?: boolean;
  prevent_scroll?: boolean;
  close_button_delay?: number;
  close_automatically?: number;
  entrance_animation?: string;
  entrance_animation_tablet?: string;
  entrance_animation_mobile?: string;
  exit_animation?: string;
  entrance_animation_duration?: number;
  a11y_navigation?: boolean;
}

interface OpenPopup {
  id: number;
  modal: HTMLElement;
  dialog: HTMLElement;
  settings: ClientSettings;
  trigger?: string;
  /** Undoes listeners and timers of the open state. */
  cleanups: Array<() => void>;
  /** Where focus was before the popup took it. */
  returnFocus: Element | null;
  entrance: string;
  /** Set while the exit animation plays; calling it finishes the close at once. */
  finishClosing?: () => void;
}

const SCROLL_LOCK_CLASS = 'foyer-popup-no-scroll';
const disableKey = (id: number) => `popup_${id}_disable`;

/** Open popups, the last one on top. */
const stack: OpenPopup[] = [];
/** Whether any popup has shown on this page (for `avoid_multiple_popups`). */
let hasPopped = false;

const foyer = (): FoyerGlobal | undefined => window.foyer;
const isEditor = () => Boolean((foyer()?.config.popups as { isEditor?: boolean } | undefined)?.isEditor);

function modalOf(id: number): HTMLElement | null {
  return Number.isInteger(id) && id > 0 ? document.getElementById(`elementor-popup-modal-${id}`) : null;
}

function readSettings(modal: HTMLElement): ClientSettings {
  try {
    const value: unknown = JSON.parse(modal.getAttribute('data-settings') ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ClientSettings) : {};
  } catch {
    console.warn('Ignoring invalid data-settings JSON on', modal);
    return {};
  }
}

/** The entrance for the current device: its own, else the next larger device's (Elementor's responsive rule). */
function entranceFor(settings: ClientSettings): string {
  const device = foyer()?.deviceMode.current ?? 'desktop';
  const chain = device === 'mobile' ? ['mobile', 'tablet', ''] : device === 'tablet' ? ['tablet', ''] : [''];
  for (const suffix of chain) {
    const value = settings[(suffix ? `entrance_animation_${suffix}` : 'entrance_animation') as keyof ClientSettings];
    if (typeof value === 'string' && value) return value;
  }
  return '';
}

function emit(action: 'show' | 'hide', popup: OpenPopup): void {
  const detail = { id: popup.id, ...(popup.trigger ? { trigger: popup.trigger } : {}) };
  try {
    foyer()?.hooks.doAction(`foyer/popup/${action}`, detail);
  } catch (error) {
    console.error(`A foyer/popup/${action} handler failed:`, error);
  }
  // Site code written for Elementor listens for these on the document.
  document.dispatchEvent(new CustomEvent(`elementor/popup/${action}`, { detail: { id: popup.id, instance: null } }));
}

const isTop = (popup: OpenPopup) => stack[stack.length - 1] === popup;

function updateScrollLock(): void {
  document.documentElement.classList.toggle(
    SCROLL_LOCK_CLASS,
    stack.some((p) => p.settings.prevent_scroll && !p.finishClosing),
  );
}

/**
 * Shows popup `id`. False when it is not shown: no such popup on the page, "don't show again" stored
 * for it, or (opened by a trigger) `avoid_multiple_popups` while another popup has already shown.
 */
export function open(id: number, options: { trigger?: string } = {}): boolean {
  const modal = modalOf(id);
  if (!modal) return false;
  const current = stack.find((p) => p.id === id);
  if (current && !current.finishClosing) return true;
  const editor = isEditor();
  if (!editor && foyer()?.storage.get(disableKey(id))) return false;
  const settings = readSettings(modal);
  if (!editor && options.trigger && settings.avoid_multiple_popups && hasPopped) return false;
  current?.finishClosing?.();
  const dialog = modal.querySelector<HTMLElement>('.dialog-widget-content');
  if (!dialog) return false;

  const popup: OpenPopup = {
    id,
    modal,
    dialog,
    settings,
    trigger: options.trigger,
    cleanups: [],
    returnFocus: document.activeElement,
    entrance: entranceFor(settings),
  };
  stack.push(popup);
  hasPopped = true;
  modal.hidden = false;
  updateScrollLock();
  playEntrance(dialog, popup.entrance);
  wireClosing(popup);
  if (settings.a11y_navigation !== false) wireFocus(popup);
  emit('show', popup);
  return true;
}

function wireClosing(popup: OpenPopup): void {
  const { id, modal, dialog, settings, cleanups } = popup;
  const button = modal.querySelector<HTMLElement>('.dialog-close-button');
  if (button) {
    const onClose = () => close(id);
    button.addEventListener('click', onClose);
    cleanups.push(() => button.removeEventListener('click', onClose));
    const delay = settings.close_button_delay ?? 0;
    if (delay > 0) {
      button.hidden = true;
      const timer = setTimeout(() => (button.hidden = false), delay * 1000);
      cleanups.push(() => {
        clearTimeout(timer);
        button.hidden = false;
      });
    }
  }
  // The click that opened the popup is still on its way up: a listener added to the document while
  // the document handles it is not called for it, and `window.event` covers listeners below.
  const opening = window.event;
  const onDocumentClick = (event: MouseEvent) => {
    if (event === opening || settings.prevent_close_on_background_click || !isTop(popup)) return;
    if (event.target instanceof Node && !dialog.contains(event.target)) close(id);
  };
  document.addEventListener('click', onDocumentClick);
  cleanups.push(() => document.removeEventListener('click', onDocumentClick));
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || settings.prevent_close_on_esc_key || !isTop(popup)) return;
    event.preventDefault();
    close(id);
  };
  document.addEventListener('keydown', onKeydown);
  cleanups.push(() => document.removeEventListener('keydown', onKeydown));
  const auto = settings.close_automatically ?? 0;
  if (auto > 0) {
    const timer = setTimeout(() => close(id), auto * 1000);
    cleanups.push(() => clearTimeout(timer));
  }
}

function wireFocus(popup: OpenPopup): void {
  const { dialog, cleanups } = popup;
  cleanups.push(trapFocus(dialog, () => isTop(popup) && !popup.finishClosing));
  const timer = setTimeout(() => {
    if (isTop(popup) && !popup.finishClosing) initialFocus(dialog).focus();
  }, FOCUS_DELAY_MS);
  cleanups.push(() => clearTimeout(timer));
}

/** Hides popup `id` (with its exit animation); `dontShowAgain` stores `popup_{id}_disable`. */
export function close(id: number, options: { dontShowAgain?: boolean } = {}): void {
  if (options.dontShowAgain) foyer()?.storage.set(disableKey(id), true);
  const popup = stack.find((p) => p.id === id);
  if (!popup || popup.finishClosing) return;
  for (const cleanup of popup.cleanups.splice(0)) cleanup();
  let cancel = () => {};
  const finish = () => {
    cancel();
    const index = stack.indexOf(popup);
    if (index >= 0) stack.splice(index, 1);
    popup.modal.hidden = true;
    clearAnimation(popup.dialog, popup.entrance);
    updateScrollLock();
    restoreFocus(popup);
    emit('hide', popup);
  };
  popup.finishClosing = finish;
  updateScrollLock();
  clearAnimation(popup.dialog, popup.entrance);
  const seconds = popup.settings.entrance_animation_duration ?? 1.2;
  cancel = playExit(popup.dialog, {
    name: popup.settings.exit_animation ?? '',
    seconds,
    done: () => popup.finishClosing === finish && finish(),
  });
}

/** Back to where focus was, when the popup had it (not when the visitor has moved on). */
function restoreFocus(popup: OpenPopup): void {
  const active = document.activeElement;
  const hadFocus = !active || active === document.body || popup.modal.contains(active);
  const target = popup.returnFocus;
  if (hadFocus && target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus({ preventScroll: true });
}

export function toggle(id: number): void {
  const popup = stack.find((p) => p.id === id);
  if (popup && !popup.finishClosing) close(id);
  else open(id);
}

const isYes = (value: unknown) => value === 'yes' || value === true;

/** Elementor's `popup:open` (`{id, toggle}`) and `popup:close` (`{id?, do_not_show_again}`). */
export const urlActions = {
  'popup:open': (settings: Record<string, unknown>) => {
    const id = Number(settings.id);
    if (!modalOf(id)) return console.warn(`popup:open: there is no popup ${String(settings.id)} on this page.`);
    if (isYes(settings.toggle)) toggle(id);
    else open(id);
  },
  // Without an id: the popup the link is in, else the one on top.
  'popup:close': (settings: Record<string, unknown>, event?: Event) => {
    const own = event?.target instanceof Element ? event.target.closest<HTMLElement>('.elementor-popup-modal') : null;
    const id = Number(settings.id) || Number(own?.dataset.popupId) || stack[stack.length - 1]?.id;
    if (id) close(id, { dontShowAgain: isYes(settings.do_not_show_again) });
  },
};
