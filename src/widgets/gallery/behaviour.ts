// Gallery filter in the browser: a title button shows its gallery's images (or all of them) and
// marks itself pressed. Buttons answer click, Enter and Space natively; focus stays on the button.
import type { Detach } from '../../runtime/behaviours.ts';

export function attach(element: HTMLElement): Detach {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.elementor-gallery-title');
    if (!button || !element.contains(button)) return;
    const index = button.dataset.galleryIndex ?? 'all';
    for (const title of element.querySelectorAll<HTMLButtonElement>('.elementor-gallery-title'))
      title.setAttribute('aria-pressed', String(title === button));
    for (const item of element.querySelectorAll<HTMLElement>('.e-gallery-item')) {
      const tags = (item.dataset.eGalleryTags ?? '').split(',');
      item.hidden = index !== 'all' && !tags.includes(index);
    }
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
}
