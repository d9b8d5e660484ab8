// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { VISIBLE_CLASS, attach } from './scroll-to-top.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

describe('scroll to top', () => {
  it('is shown past 100 px of scroll only', () => {
    document.body.innerHTML = '<button id="ast-scroll-top">Top</button><div style="height:4000px"></div>';
    const button = document.querySelector<HTMLElement>('#ast-scroll-top')!;
    const detach = attach(button);
    const at = (y: number) => {
      window.scrollTo(0, y);
      window.dispatchEvent(new Event('scroll'));
      return button.classList.contains(VISIBLE_CLASS);
    };
    expect(button.classList.contains(VISIBLE_CLASS)).toBe(false);
    expect(at(100)).toBe(false);
    expect(at(101)).toBe(true);
    expect(at(50)).toBe(false);
    detach();
    expect(at(500)).toBe(false);
  });
});
