// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { OPEN_CLASS, attach } from './behaviour.ts';
import { searchForm } from './render.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = runWidget(searchForm, { skin: 'full_screen' }).html;
  document.body.append(root);
  return root;
}

describe('full-screen search in the browser', () => {
  it('opens by the toggle with focus in the field, and closes by Escape with focus back on the toggle', () => {
    const root = mount();
    const detach = attach(root);
    const toggle = root.querySelector<HTMLButtonElement>('.elementor-search-form__toggle')!;
    const container = root.querySelector<HTMLElement>('.elementor-search-form__container')!;
    toggle.click();
    expect(container.classList.contains(OPEN_CLASS)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(root.querySelector('input[name=s]'));
    root.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(container.classList.contains(OPEN_CLASS)).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    detach();
  });

  it('closes by its close button and by a click on the backdrop', () => {
    const root = mount();
    attach(root);
    const toggle = root.querySelector<HTMLButtonElement>('.elementor-search-form__toggle')!;
    const container = root.querySelector<HTMLElement>('.elementor-search-form__container')!;
    toggle.click();
    root.querySelector<HTMLButtonElement>('.dialog-close-button')!.click();
    expect(container.classList.contains(OPEN_CLASS)).toBe(false);
    toggle.click();
    container.click();
    expect(container.classList.contains(OPEN_CLASS)).toBe(false);
  });
});
