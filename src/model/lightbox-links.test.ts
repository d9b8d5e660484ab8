// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lightboxLinkSelector } from './lightbox-links.ts';

describe('lightboxLinkSelector', () => {
  document.body.innerHTML = `
    <a id="jpg" href="/uploads/pool.JPG">Pool</a>
    <a id="avif" href="https://cdn.example/x.avif">X</a>
    <a id="asks" href="https://www.youtube.com/watch?v=abc" data-elementor-open-lightbox="yes">Film</a>
    <a id="page" href="/rooms/">Rooms</a>
    <a id="pdf" href="/menu.pdf">Menu</a>`;
  const matching = (selector: string) => [...document.querySelectorAll(selector)].map((a) => a.id);

  it('names image links and links that ask for the lightbox when the global lightbox is on', () => {
    expect(matching(lightboxLinkSelector(true))).toEqual(['jpg', 'avif', 'asks']);
  });

  it('names only links that ask for it when the global lightbox is off', () => {
    expect(matching(lightboxLinkSelector(false))).toEqual(['asks']);
  });
});
