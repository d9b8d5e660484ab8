// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREAS_ENDPOINT, attach } from './areas-menu.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function mount(): HTMLElement {
  document.body.innerHTML = `<ul><li class="menu-item" data-behaviours="areas-menu"><a href="/#areas">Areas</a>
    <ul class="sub-menu"><li class="menu-item"><a class="menu-link" href="/area/old-town/">Old Town</a></li></ul></li></ul>`;
  return document.querySelector('li')!;
}

const links = (item: HTMLElement) =>
  [...item.querySelectorAll('.sub-menu a')].map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]);

async function settle(item: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(item.dataset.areasRefreshed).toBeDefined());
}

describe('areas menu', () => {
  it('empties the submenu and fills it from the REST API, each entry linking to its own link', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        { id: 3, name: 'Beach Front', link: 'http://hotel.test/area/beach-front/' },
        { id: 2, name: 'Harbour', link: 'http://hotel.test/area/harbour/' },
        { id: 9, name: 'Evil', link: 'javascript:alert(1)' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const item = mount();
    attach(item);
    await settle(item);
    expect(fetchMock).toHaveBeenCalledWith(AREAS_ENDPOINT, expect.anything());
    expect(links(item)).toEqual([
      ['Beach Front', '/area/beach-front/'],
      ['Harbour', '/area/harbour/'],
    ]);
    expect(item.querySelector('.sub-menu li')?.className).toBe('menu-item menu-item-term-3');
  });

  it('keeps the server list when the request fails or answers with something else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const answer of [
      async () => new Response('oops', { status: 500 }),
      async () => Response.json({ code: 'rest_no_route' }),
      async () => Promise.reject(new TypeError('network down')),
      async () => Response.json([]),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer));
      const item = mount();
      attach(item);
      await settle(item);
      expect(links(item)).toEqual([['Old Town', '/area/old-town/']]);
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
