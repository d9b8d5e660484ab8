// `?theme_template_id=ID` (Elementor Pro's theme builder links): once the page has loaded, scroll so
// that the template's element (`.elementor-ID`) is centred in the window.
import { scrollToTop } from './anchors.ts';

export function centredTop(element: Element): number {
  const rect = element.getBoundingClientRect();
  return Math.max(0, rect.top + window.scrollY - (window.innerHeight - rect.height) / 2);
}

export function initTemplateScroll(): void {
  const id = new URLSearchParams(location.search).get('theme_template_id');
  if (!id || !/^\d{1,12}$/.test(id)) return;
  const run = () => {
    const element = document.querySelector(`.elementor-${id}`);
    if (element) scrollToTop(centredTop(element), () => {});
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
