import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE, type MenuItem } from '../../contracts/render-context.ts';
import { ANY_MENU, EMPTY_REQUEST, EMPTY_SOURCES } from '../../contracts/data.ts';
import { DEFAULT_KIT } from '../../model/kit.ts';
import { createCssSink } from '../../model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import type { ElementNode } from '../../model/element.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { parseSettings } from '../../contracts/settings.ts';
import { navMenu } from './render.tsx';

const item = (id: number, title: string, url: string, children: MenuItem[] = []): MenuItem => ({ id, title, url, children });
const MENU: MenuItem[] = [
  item(1, 'Home', '/'),
  item(2, 'Areas', '/#areas', [item(-7, 'Old Town', '/area/old-town/'), item(-8, 'Harbour', '/area/harbour/')]),
  item(3, 'Contact', 'javascript:alert(1)'),
];

function run(raw: Record<string, unknown>, menus: Record<string, MenuItem[]> = { primary: MENU }) {
  const ctx = createTestContext();
  const element: ElementNode = { id: 'nav1', elType: 'widget', widgetType: 'nav-menu', settings: raw, elements: [] };
  const { settings } = parseSettings(navMenu.schema, raw);
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  navMenu.css?.({ settings, selector: '.elementor-element-nav1', css });
  // What the data step would have loaded for this menu location.
  const data = menus[settings.menu] as MenuItem[] | undefined;
  const html = renderToStaticMarkup(<>{navMenu.Render({ settings, element, ctx, data })}</>);
  return { html, css: css.toString(), settings, ctx, behaviours: navMenu.behaviours?.(settings) };
}

describe('nav menu widget', () => {
  it('asks the data sources for the menu at its location', async () => {
    const asked: string[] = [];
    const sources = { ...EMPTY_SOURCES, menu: async (location: string) => (asked.push(location), MENU) };
    const { settings } = parseSettings(navMenu.schema, { menu: 'footer' });
    const element: ElementNode = { id: 'nav1', elType: 'widget', widgetType: 'nav-menu', settings: {}, elements: [] };
    const loaded = await navMenu.data?.({ settings, element, sources, request: EMPTY_REQUEST, site: EMPTY_SITE, kit: DEFAULT_KIT });
    expect(asked).toEqual(['footer']);
    expect(loaded).toBe(MENU);
  });

  it("falls back to the site's first menu when the one it names does not exist (wp_nav_menu)", async () => {
    const asked: string[] = [];
    const sources = {
      ...EMPTY_SOURCES,
      menu: async (location: string) => (asked.push(location), location === ANY_MENU ? MENU : undefined),
    };
    const { settings } = parseSettings(navMenu.schema, { menu: 'main-menu' });
    const element: ElementNode = { id: 'nav1', elType: 'widget', widgetType: 'nav-menu', settings: {}, elements: [] };
    const loaded = await navMenu.data?.({ settings, element, sources, request: EMPTY_REQUEST, site: EMPTY_SITE, kit: DEFAULT_KIT });
    expect(asked).toEqual(['main-menu', ANY_MENU]);
    expect(loaded).toBe(MENU);
  });

  it('renders the primary menu as a labelled navigation with nested lists', () => {
    const { html } = run({ menu_name: 'Main' });
    expect(html).toMatch(/^<nav class="foyer-nav-menu [^"]*e--pointer-underline" aria-label="Main">/);
    expect(html).toContain('<a class="elementor-item" href="/">Home</a>');
    expect(html).toContain(
      '<ul id="menu-nav1-2" class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item menu-item-term-7"><a class="elementor-sub-item" href="/area/old-town/">Old Town</a>',
    );
  });

  it('gives each submenu a button that says whether it is open', () => {
    const { html } = run({});
    expect(html).toContain(
      '<button type="button" class="foyer-nav-menu__sub-toggle" aria-expanded="false" aria-controls="menu-nav1-2" aria-label="Areas: show submenu">',
    );
  });

  it('has a toggle button for the collapsed menu that controls the list', () => {
    const { html, behaviours } = run({});
    expect(html).toContain(
      '<button type="button" class="foyer-nav-menu__toggle elementor-menu-toggle" aria-controls="menu-nav1" aria-expanded="false">',
    );
    expect(html).toContain('<span class="foyer-nav-menu__toggle-label">Menu</span>');
    expect(behaviours).toEqual(['nav-menu-toggle']);
    expect(run({ toggle: '' }).html).not.toContain('foyer-nav-menu__toggle');
  });

  it('refuses unsafe link URLs', () => {
    expect(run({}).html).toContain('<a class="elementor-item" href="#">Contact</a>');
  });

  it('renders nothing for a missing menu, and says so once', () => {
    const { html, ctx } = run({ menu: 'nowhere' });
    expect(html).toBe('');
    expect(ctx.warnings.map((w) => w.obj)).toEqual([{ menu: 'nowhere' }]);
    expect(run({ menu: 'nowhere' }).ctx.warnings).toEqual([]);
  });

  it('collapses below the chosen breakpoint, with the kit media query', () => {
    const { css } = run({ dropdown: 'mobile' });
    expect(css).toContain('@media(max-width:767px){');
    expect(css).toContain('.elementor-element-nav1 .foyer-nav-menu .foyer-nav-menu__toggle{display:inline-flex}');
    expect(run({ dropdown: 'tablet' }).css).toContain('@media(max-width:1024px){');
    expect(run({ dropdown: 'none' }).css).not.toContain('@media');
  });

  it('turns colour and spacing settings into custom properties, refusing unsafe values', () => {
    const { css } = run({
      color_menu_item: '#123456',
      pointer_color_menu_item_hover: 'red;}body{display:none',
      padding_horizontal_menu_item: { unit: 'px', size: 15 },
      dropdown: 'none',
    });
    expect(css).toContain('.elementor-element-nav1 .foyer-nav-menu{--nav-color:#123456;--nav-pad-x:15px}');
    expect(css).not.toContain('display:none');
  });
});
