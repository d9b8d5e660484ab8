// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../contracts/render-context.ts';
import { SiteMenu } from './site-menu.tsx';

const item = (id: number, title: string, url: string, children: MenuItem[] = [], taxonomy?: string): MenuItem => ({
  id,
  title,
  url,
  children,
  ...(taxonomy ? { taxonomy } : {}),
});

const MENU: MenuItem[] = [
  item(1, 'Home', '/'),
  item(2, 'Areas', '/#areas', [item(-7, 'Old Town', '/area/old-town/'), item(-8, 'Harbour', '/area/harbour/')], 'area'),
  item(3, 'Suites', '/suites/', [item(4, 'Sea view', '/sea-view/', [item(5, 'Terrace', '/sea-view/#terrace')])]),
  item(6, 'Bad', 'javascript:alert(1)'),
];

const dom = (html: string) => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return doc.body;
};

describe('site menu', () => {
  it('renders nested items with a submenu toggle naming its submenu', () => {
    const body = dom(renderToStaticMarkup(<SiteMenu items={MENU} currentPath="/suites/" />));
    const list = body.querySelector('nav[aria-label="Main menu"] > ul.main-header-menu')!;
    expect([...list.querySelectorAll(':scope > li > a')].map((a) => a.textContent)).toEqual(['Home', 'Areas', 'Suites', 'Bad']);
    const suites = list.querySelector(':scope > li.menu-item-3')!;
    expect(suites.className).toContain('menu-item-has-children');
    const toggle = suites.querySelector(':scope > button.ast-menu-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Suites submenu');
    const sub = body.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(sub.className).toBe('sub-menu');
    // Nested twice: the grandchild has its own toggle and list.
    expect(sub.querySelector('li.menu-item-4 > ul.sub-menu > li.menu-item-5 > a')?.getAttribute('href')).toBe('/sea-view/#terrace');
    // The current page's item, and no unsafe link.
    expect(suites.querySelector(':scope > a')?.getAttribute('aria-current')).toBe('page');
    expect(list.querySelector('li.menu-item-1 > a')?.hasAttribute('aria-current')).toBe(false);
    expect(list.querySelector('li.menu-item-6 > a')?.getAttribute('href')).toBe('#');
    // Every id is unique.
    const ids = [...body.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the areas item for the browser refresh and lists its terms', () => {
    const body = dom(renderToStaticMarkup(<SiteMenu items={MENU} currentPath="/" />));
    const areas = body.querySelector('li.menu-item-2')!;
    expect(areas.getAttribute('data-behaviours')).toBe('areas-menu');
    expect(areas.className).toContain('menu-item-type-taxonomy');
    expect([...areas.querySelectorAll('.sub-menu a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Old Town', '/area/old-town/'],
      ['Harbour', '/area/harbour/'],
    ]);
    expect(body.querySelector('li.menu-item-term-7')).not.toBeNull();
    expect(body.querySelectorAll('[data-behaviours]').length).toBe(1);
  });

  it('puts a panel in place of an item’s submenu when one is given for it', () => {
    const html = renderToStaticMarkup(
      <SiteMenu items={MENU} currentPath="/" panelFor={(i, depth) => (i.id === 3 && depth === 0 ? <p>Rich panel</p> : undefined)} />,
    );
    const body = dom(html);
    const suites = body.querySelector('li.menu-item-3')!;
    const toggle = suites.querySelector(':scope > .ast-menu-toggle')!;
    const panel = body.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(panel.className).toBe('sub-menu ast-mega-panel');
    expect(panel.textContent).toBe('Rich panel');
    expect(suites.querySelector('li.menu-item-4')).toBeNull();
    // Items with no panel keep their submenus.
    expect(body.querySelectorAll('li.menu-item-2 .sub-menu li')).toHaveLength(2);
  });
});
