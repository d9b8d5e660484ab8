// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import * as mobileMenu from './mobile-menu.ts';

const { attach } = mobileMenu;

let detach: () => void = () => {};
afterEach(() => {
  detach();
  document.body.innerHTML = '';
  document.body.className = '';
});

function mount(mode: 'dropdown' | 'off-canvas', withAccount = false) {
  document.body.innerHTML = `
    <header class="site-header">
      <button type="button" class="menu-toggle" aria-expanded="false" aria-controls="drawer">Menu</button>
      <div id="drawer" class="ast-mobile-popup-drawer">
        ${mode === 'off-canvas' ? '<div class="ast-mobile-popup-overlay"></div>' : ''}
        <div class="ast-mobile-popup-inner">
          ${mode === 'off-canvas' ? '<button type="button" class="menu-toggle-close">Close menu</button>' : ''}
          <nav><ul>
            <li><a href="/">Home</a></li>
            <li><a href="#areas">Areas</a><button type="button" class="ast-menu-toggle" aria-expanded="false" aria-controls="s1">Areas submenu</button>
              <ul id="s1" class="sub-menu"><li><a href="/area/old-town/">Old Town</a>
                <button type="button" class="ast-menu-toggle" aria-expanded="false" aria-controls="s3">Old Town submenu</button>
                <ul id="s3" class="sub-menu"><li><a href="/area/old-town/#castle">Castle</a></li></ul></li></ul></li>
            <li><a href="/suites/">Suites</a><button type="button" class="ast-menu-toggle" aria-expanded="false" aria-controls="s2">Suites submenu</button>
              <ul id="s2" class="sub-menu"><li><a href="/sea-view/">Sea view</a></li></ul></li>
          </ul></nav>
        </div>
      </div>
      ${withAccount ? '<button type="button" class="ast-header-account-toggle" aria-expanded="false" aria-controls="acc">Account</button><div id="acc" hidden><button type="button" class="ast-header-account-close">Close</button><input name="log"></div>' : ''}
    </header>
    <main><a id="outside" href="/about/">About</a></main>`;
  const header = document.querySelector('header')!;
  detach = attach(header, { mobileMenu: mode }) as () => void;
  const q = <T extends HTMLElement>(s: string) => document.querySelector<T>(s)!;
  return {
    toggle: q<HTMLButtonElement>('.menu-toggle'),
    drawer: q('#drawer'),
    subToggles: [...document.querySelectorAll<HTMLButtonElement>('.ast-menu-toggle')],
    q,
  };
}

const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
const expanded = (b: HTMLElement) => b.getAttribute('aria-expanded');

describe('mobile menu', () => {
  it('opens and closes by the toggle, with a body class while open', () => {
    const { toggle, drawer } = mount('dropdown');
    toggle.click();
    expect(expanded(toggle)).toBe('true');
    expect(drawer.classList.contains('active')).toBe(true);
    expect(document.body.classList.contains('ast-main-header-nav-open')).toBe(true);
    toggle.click();
    expect(expanded(toggle)).toBe('false');
    expect(drawer.classList.contains('active')).toBe(false);
    expect(document.body.classList.contains('ast-main-header-nav-open')).toBe(false);
  });

  it('opens one submenu branch at a time and folds them all on every toggle', () => {
    const { toggle, subToggles } = mount('dropdown');
    const [areas, oldTown, suites] = subToggles;
    toggle.click();
    areas.click();
    oldTown.click();
    expect([areas, oldTown, suites].map(expanded)).toEqual(['true', 'true', 'false']);
    suites.click();
    expect([areas, oldTown, suites].map(expanded)).toEqual(['false', 'false', 'true']);
    suites.click();
    expect(expanded(suites)).toBe('false');
    areas.click();
    toggle.click();
    toggle.click();
    expect(subToggles.map(expanded)).toEqual(['false', 'false', 'false']);
  });

  it('Escape folds the submenu holding focus, then closes the menu and returns focus to the toggle', () => {
    const { toggle, subToggles } = mount('dropdown');
    toggle.click();
    subToggles[0].click();
    subToggles[0].focus();
    key('Escape');
    expect(expanded(subToggles[0])).toBe('false');
    expect(expanded(toggle)).toBe('true');
    key('Escape');
    expect(expanded(toggle)).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click on an in-page anchor, and (dropdown) on a click outside the header', () => {
    const { toggle, q } = mount('dropdown');
    toggle.click();
    q<HTMLAnchorElement>('a[href="/suites/"]').addEventListener('click', (e) => e.preventDefault());
    q<HTMLAnchorElement>('a[href="/suites/"]').click();
    expect(expanded(toggle)).toBe('true'); // another page: the navigation takes over
    q<HTMLAnchorElement>('a[href="#areas"]').click();
    expect(expanded(toggle)).toBe('false');
    toggle.click();
    q<HTMLAnchorElement>('#outside').addEventListener('click', (e) => e.preventDefault());
    q<HTMLAnchorElement>('#outside').click();
    expect(expanded(toggle)).toBe('false');
  });

  it('makes the open off-canvas a modal dialog with focus on its close button; overlay and close button close it', () => {
    const { toggle, drawer, q } = mount('off-canvas');
    const inner = q('.ast-mobile-popup-inner');
    toggle.click();
    expect(document.body.classList.contains('ast-popup-nav-open')).toBe(true);
    expect(inner.getAttribute('role')).toBe('dialog');
    expect(inner.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(q('.menu-toggle-close'));
    q('.ast-mobile-popup-overlay').click();
    expect(drawer.classList.contains('active')).toBe(false);
    expect(inner.hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    toggle.click();
    q('.menu-toggle-close').click();
    expect(expanded(toggle)).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('exports open, close and toggle for the off_canvas URL actions', () => {
    const { toggle } = mount('off-canvas');
    mobileMenu.open();
    expect(expanded(toggle)).toBe('true');
    mobileMenu.close();
    expect(expanded(toggle)).toBe('false');
    mobileMenu.toggle();
    expect(expanded(toggle)).toBe('true');
    mobileMenu.toggle();
    expect(expanded(toggle)).toBe('false');
  });

  it('opens and closes the account panel by its toggle, its close button and Escape', () => {
    const { q } = mount('dropdown', true);
    const button = q<HTMLButtonElement>('.ast-header-account-toggle');
    const panel = q('#acc');
    button.click();
    expect(expanded(button)).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(document.activeElement).toBe(q('input[name=log]'));
    key('Escape');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    button.click();
    q('.ast-header-account-close').click();
    expect(panel.hidden).toBe(true);
    expect(expanded(button)).toBe('false');
    button.click();
    button.click();
    expect(panel.hidden).toBe(true);
  });

  it('detaching closes the menu and stops listening', () => {
    const { toggle } = mount('dropdown');
    toggle.click();
    detach();
    detach = () => {};
    expect(expanded(toggle)).toBe('false');
    toggle.click();
    expect(expanded(toggle)).toBe('false');
  });
});
