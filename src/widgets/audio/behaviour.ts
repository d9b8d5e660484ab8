// Audio in the browser: the SoundCloud placeholder's button swaps in SoundCloud's player (an
// iframe of the same height, with autoplay, since the visitor just asked to play) and moves focus
// to it. Nothing is requested from SoundCloud before that click.
import type { Detach } from '../../runtime/behaviours.ts';

export function attach(element: HTMLElement): Detach {
  const placeholder = element.querySelector<HTMLElement>('.e-audio-placeholder[data-embed]');
  const button = placeholder?.querySelector<HTMLButtonElement>('.e-audio-placeholder__play');
  if (!placeholder || !button) return () => {};
  const onClick = () => {
    const src = placeholder.dataset.embed ?? '';
    if (!/^https:\/\/w\.soundcloud\.com\/player\/\?/.test(src)) return;
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = placeholder.dataset.embedTitle ?? 'SoundCloud player';
    frame.height = placeholder.dataset.embedHeight ?? '200';
    frame.allow = 'autoplay';
    frame.setAttribute('scrolling', 'no');
    placeholder.replaceWith(frame);
    frame.focus();
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
