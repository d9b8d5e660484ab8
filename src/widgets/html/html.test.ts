import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import type { ElementNode } from '../../model/element.ts';
import { sanitizeDocument } from '../sanitize-document.ts';
import { html } from './render.tsx';

const STAFF_MARKUP =
  '<div class="mouse-icon" onclick="go()"><iframe src="https://maps.example/embed"></iframe><script>track()</script></div>';
const doc = (markup: string): ElementNode[] => [
  { id: 'h1', elType: 'widget', widgetType: 'html', settings: { html: markup }, elements: [] },
];

describe('html widget', () => {
  it('defaults to nothing and renders nothing for blank markup', () => {
    expect(html.schema.parse({})).toMatchObject({ html: '' });
    expect(runWidget(html, { html: '  \n ' }).html).toBe('');
    expect(runWidget(html, { html: 7 }).invalidKeys).toEqual(['html']);
  });

  it('renders the saved markup as written, in a wrapper that takes no layout', () => {
    expect(runWidget(html, { html: '<div class="mouse-icon"><div class="mouse-wheel"></div></div>' }).html).toBe(
      '<div class="e-html-code"><div class="mouse-icon"><div class="mouse-wheel"></div></div></div>',
    );
    expect(html.baseCss).toContain('display:contents');
  });

  it('keeps staff markup only when saved with the unfiltered HTML capability', () => {
    const kept = sanitizeDocument(doc(STAFF_MARKUP), { unfilteredHtml: true })[0].settings.html;
    expect(kept).toBe(STAFF_MARKUP);

    const cleaned = String(sanitizeDocument(doc(STAFF_MARKUP))[0].settings.html);
    expect(cleaned).toMatch(/^<div[^>]*>/);
    expect(cleaned).not.toMatch(/script|iframe|onclick/);
  });
});
