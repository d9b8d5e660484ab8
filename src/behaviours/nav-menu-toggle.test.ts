// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { attach } from './nav-menu-toggle.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

function mount(): HTMLElement {
  document.body.innerHTML = `
    <div class="elementor-widget-nav-menu" data-behaviours="nav-menu-toggle">
      <nav class="foyer-nav-menu" aria-label="Main">
        <button type="button" class="foyer-nav-menu__toggle" aria-controls="m" aria-expanded="false">Menu</button>
        <ul id="m">
          <li><a class="elementor-item" href="/">Home</a></li>
          <li><a class="elementor-item" href="#areas">Areas</a>
            <button type="button" class="foyer-nav-menu__sub-toggle" aria-expanded="false" aria-controls="s1">Areas submenu</button>
            <ul id="s1"><li><a href="/area/old-town/">Old Town</a></li></ul>
          </li>
          <li><a class="elementor-item" href="/about/">About</a>
            <button type="button" class="foyer-nav-menu__sub-toggle" aria-expanded="false" aria-controls="s2">About submenu</button>
            <ul id="s2"><li><a href="/about/team/">Team</a></li></ul>
          </li>
        </ul>
      </nav>
    </div>
    <p id="outside">outside</p>`;
  return document.querySelector<HTMLElement>('[data-behaviours]')!;
}

const q = <T extends Element = HTMLElement>(s: string) => document.querySelector<T & HTMLElement>(s)!;
const expanded = (s: string) => q(s).getAttribute('aria-expanded');

describe('nav-menu-toggle behaviour', () => {
  it('opens and closes the menu from the toggle, with a body class while open', () => {
    attach(mount());
    q('.foyer-nav-menu__toggle').click();
    expect(expanded('.foyer-nav-menu__toggle')).toBe('true');
    expect(document.body.classList.contains('foyer-nav-open')).toBe(true);
    q('.foyer-nav-menu__toggle').click();
    expect(expanded('.foyer-nav-menu__toggle')).toBe('false');
    expect(document.body.classList.contains('foyer-nav-open')).toBe(false);
  });

  it('expands one submenu at a time, and folds them all when the menu toggles', () => {
    attach(mount());
    q('.foyer-nav-menu__toggle').click();
    const [areas, about] = document.querySelectorAll<HTMLElement>('.foyer-nav-menu__sub-toggle');
    areas.click();
    expect(areas.getAttribute('aria-expanded')).toBe('true');
    about.click();
    expect(areas.getAttribute('aria-expanded')).toBe('false');
    expect(about.getAttribute('aria-expanded')).toBe('true');
    q('.foyer-nav-menu__toggle').click();
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and gives focus back to the toggle', () => {
    attach(mount());
    q('.foyer-nav-menu__toggle').click();
    q('a[href="/about/"]').focus();
    q('nav').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(expanded('.foyer-nav-menu__toggle')).toBe('false');
    expect(document.activeElement).toBe(q('.foyer-nav-menu__toggle'));
  });

  it('closes when an in-page link or the page outside is clicked', () => {
    attach(mount());
    q('.foyer-nav-menu__toggle').click();
    q('a[href="#areas"]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(expanded('.foyer-nav-menu__toggle')).toBe('false');
    q('.foyer-nav-menu__toggle').click();
    q('#outside').click();
    expect(expanded('.foyer-nav-menu__toggle')).toBe('false');
  });

  it('marks the link to the current page', () => {
    attach(mount());
    expect(q('a[href="/"]').getAttribute('aria-current')).toBe('page');
    expect(q('a[href="/about/"]').hasAttribute('aria-current')).toBe(false);
  });

  it('starts closed again after detaching', () => {
    const detach = attach(mount());
    q('.foyer-nav-menu__toggle').click();
    detach();
    expect(expanded('.foyer-nav-menu__toggle')).toBe('false');
    q('.foyer-nav-menu__toggle').click();
    expect(expanded('.foyer-nav-menu__toggle')).toBe('false');
  });
});
