// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import { parseThemeOptions } from '../options.ts';
import { ThemeHeader, type ThemeHeaderProps } from './theme-header.tsx';

const menu = [{ id: 1, title: 'Home', url: '/', children: [] }];

function render(header: Record<string, unknown>, props: Partial<ThemeHeaderProps> = {}): HTMLElement {
  const options = parseThemeOptions({ header }).header;
  const html = renderToStaticMarkup(
    <ThemeHeader options={options} site={{ ...EMPTY_SITE, name: 'Casa Alba Suites' }} menu={menu} currentPath="/" {...props} />,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

describe('theme header', () => {
  it('shows the brand (the site name by default), the menu and a named toggle controlling it', () => {
    const body = render({});
    expect(body.querySelector('.site-title a')?.textContent).toBe('Casa Alba Suites');
    expect(body.querySelector('.site-description')).toBeNull();
    const toggle = body.querySelector('button.menu-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Menu');
    const drawer = body.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(drawer.querySelector('ul.main-header-menu > li > a')?.textContent).toBe('Home');
    // The toggle comes before the menu, so Tab goes from it into the open menu.
    expect(toggle.compareDocumentPosition(drawer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(body.querySelector('header')?.getAttribute('data-behaviours')).toBe('mobile-menu');
  });

  it('renders the off-canvas drawer with an overlay and a named close button, the dropdown without', () => {
    const offCanvas = render({ mobileMenu: 'off-canvas', sticky: true, stickyThreshold: 240 });
    expect(offCanvas.querySelector('.ast-mobile-popup-overlay')).not.toBeNull();
    expect(offCanvas.querySelector('button.menu-toggle-close')?.textContent).toContain('Close menu');
    const header = offCanvas.querySelector('header')!;
    expect(header.getAttribute('data-behaviours')).toBe('mobile-menu header-sticky');
    expect(JSON.parse(header.getAttribute('data-settings')!)).toEqual({ mobileMenu: 'off-canvas', sticky: true, stickyThreshold: 240 });
    const dropdown = render({ mobileMenu: 'dropdown' });
    expect(dropdown.querySelector('.ast-mobile-popup-overlay')).toBeNull();
    expect(dropdown.querySelector('.menu-toggle-close')).toBeNull();
  });

  it('fills the search and account slots when given and switched on', () => {
    const slots = { search: <form role="search">Search</form>, account: <form aria-label="Log in">Log in</form> };
    const body = render({ title: 'Casa Alba', tagline: 'Suites · Porto Alba' }, { slots });
    expect(body.querySelector('.site-description')?.textContent).toBe('Suites · Porto Alba');
    expect(body.querySelector('.ast-header-search form[role=search]')).not.toBeNull();
    const accountToggle = body.querySelector('button.ast-header-account-toggle')!;
    expect(accountToggle.getAttribute('aria-expanded')).toBe('false');
    expect(accountToggle.textContent).toBe('Account');
    const panel = body.querySelector(`#${accountToggle.getAttribute('aria-controls')}`) as HTMLElement;
    expect(panel.hidden).toBe(true);
    expect(panel.querySelector('form[aria-label="Log in"]')).not.toBeNull();

    const off = render({ search: false, account: false }, { slots });
    expect(off.querySelector('.ast-header-search')).toBeNull();
    expect(off.querySelector('.ast-header-account')).toBeNull();
    // Switched on but not provided: nothing empty is shown.
    const none = render({});
    expect(none.querySelector('.ast-header-search, .ast-header-account')).toBeNull();
  });

  it('shows the header button only with a label and a safe link, and no menu parts without a menu', () => {
    expect(render({ buttonLabel: 'Book now', buttonUrl: '/contact/' }).querySelector('a.ast-custom-button-link')?.textContent).toBe(
      'Book now',
    );
    expect(render({ buttonLabel: 'Book now', buttonUrl: 'javascript:alert(1)' }).querySelector('a.ast-custom-button-link')).toBeNull();
    expect(render({ buttonUrl: '/contact/' }).querySelector('a.ast-custom-button-link')).toBeNull();
    const bare = render({}, { menu: undefined });
    expect(bare.querySelector('.menu-toggle, nav')).toBeNull();
    expect(bare.querySelector('.site-title')).not.toBeNull();
  });
});
