// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntil } from './held-clicks.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('holdClicksUntil', () => {
  it('holds a click inside a waiting element and makes it again once its behaviours are there', async () => {
    document.body.innerHTML = '<div id="box"><button id="open">Open</button></div><button id="other">Other</button>';
    const box = document.getElementById('box')!;
    const ready = deferred();
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    holdClicksUntil(new Map([[box, ready.promise]]));

    document.getElementById('open')!.click();
    document.getElementById('other')!.click();
    // Only the click outside the waiting element went through.
    expect(seen).toEqual(['other']);

    ready.resolve();
    await vi.waitFor(() => expect(seen).toEqual(['other', 'open']));
    // Released: the next click is not held.
    document.getElementById('open')!.click();
    expect(seen).toEqual(['other', 'open', 'open']);
  });

  it('makes the held click again when the behaviour failed to load, so the plain markup acts', async () => {
    document.body.innerHTML = '<div id="box"><a id="link" href="#x">Go</a></div>';
    const failed = Promise.reject(new Error('offline'));
    const clicked = vi.fn();
    holdClicksUntil(new Map([[document.getElementById('box')!, failed]]));
    document.getElementById('link')!.click();
    document.getElementById('link')!.addEventListener('click', clicked);
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('lets clicks with a modifier through', () => {
    document.body.innerHTML = '<div id="box"><a id="link" href="/rooms/">Rooms</a></div>';
    holdClicksUntil(new Map([[document.getElementById('box')!, new Promise(() => {})]]));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true });
    document.getElementById('link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('holdClicksUntil with an icon', () => {
  it('makes a click on an SVG icon again on the button around it', async () => {
    document.body.innerHTML = '<div id="box"><button id="launch"><svg><path id="p" d="M0 0h1"/></svg></button></div>';
    const ready = Promise.resolve();
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    holdClicksUntil(new Map([[document.getElementById('box')!, ready]]));
    document.getElementById('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(clicks).toEqual(['launch']));
  });
});

describe('holdClicksUntil with the clicks an element names', () => {
  it('holds a click elsewhere on the page that matches data-behaviours-clicks, and ignores a broken selector', async () => {
    document.body.innerHTML = `
      <div id="lightbox" hidden data-behaviours-clicks='a[href$=".jpg" i]'></div>
      <div id="broken" hidden data-behaviours-clicks="a[href"></div>
      <a id="photo" href="/uploads/pool.JPG">Pool</a><a id="page" href="/rooms/">Rooms</a>`;
    let ready!: () => void;
    const clicks: string[] = [];
    document.addEventListener('click', (event) => {
      clicks.push((event.target as Element).id);
      event.preventDefault();
    });
    holdClicksUntil(
      new Map([
        [document.getElementById('lightbox')!, new Promise<void>((resolve) => (ready = resolve))],
        [document.getElementById('broken')!, new Promise<void>(() => {})],
      ]),
    );
    document.getElementById('photo')!.click();
    document.getElementById('page')!.click();
    expect(clicks).toEqual(['page']);
    ready();
    await vi.waitFor(() => expect(clicks).toEqual(['page', 'photo']));
  });
});
