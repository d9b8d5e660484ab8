// Share buttons in the browser: a network's share page opens in a window 640 × 480 centred on the
// screen (as Elementor opens it), or in a new tab when the browser refuses the window; print prints.
import type { Detach } from '../../runtime/behaviours.ts';

export const SHARE_WINDOW = { width: 640, height: 480 };

/** The window features that centre a 640 × 480 window on the visitor's screen. */
export function windowFeatures(screen: { availWidth: number; availHeight: number }): string {
  const left = Math.max(0, Math.round((screen.availWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.availHeight - SHARE_WINDOW.height) / 2));
  return `toolbar=0,status=0,width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},top=${top},left=${left}`;
}

export function attach(element: HTMLElement): Detach {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('.elementor-share-btn');
    if (!button || !element.contains(button)) return;
    if (button.dataset.network === 'print') {
      window.print();
      return;
    }
    // A modified click (new tab, new window) is the visitor's own choice.
    if (!(button instanceof HTMLAnchorElement) || button.target !== '_blank' || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const opened = window.open(button.href, '', windowFeatures(window.screen));
    if (opened) {
      opened.opener = null;
      event.preventDefault();
    }
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
}
