// Code highlight's copy button: copies the code (its lines joined, never the line numbers) with
// the Clipboard API, shows "Copied" on the button for 2 s and tells screen readers through a
// status message; if the browser refuses, the message says how to copy by hand.
import type { Detach } from '../../runtime/behaviours.ts';

export const COPIED_MS = 2000;

export function attach(element: HTMLElement): Detach {
  const button = element.querySelector<HTMLButtonElement>('.e-code-copy');
  const status = element.querySelector<HTMLElement>('.elementor-code-highlight [role="status"]');
  const code = element.querySelector<HTMLElement>('.elementor-code-highlight code');
  if (!button || !code) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const say = (label: string, message: string) => {
    button.textContent = label;
    if (status) status.textContent = message;
    clearTimeout(timer);
    timer = setTimeout(() => {
      button.textContent = 'Copy';
      if (status) status.textContent = '';
    }, COPIED_MS);
  };
  const onClick = async () => {
    const lines = [...code.querySelectorAll('.e-code-line')].map((line) => line.textContent ?? '');
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      say('Copied', 'Code copied to the clipboard');
    } catch {
      say('Copy failed', 'Copying failed: select the code and copy it with your keyboard');
    }
  };
  button.addEventListener('click', onClick);
  return () => {
    clearTimeout(timer);
    button.removeEventListener('click', onClick);
  };
}
