import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { searchForm } from './render.tsx';
import type { SearchFormSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(searchForm, raw);

describe('search form widget', () => {
  it("has Pro's defaults: the classic skin with an icon button, 50 px tall", () => {
    const s = searchForm.schema.parse({}) as SearchFormSettings;
    expect(s.skin).toBe('classic');
    expect(s.placeholder).toBe('Search...');
    expect(s.button_type).toBe('icon');
    const { html, css } = run({});
    expect(html).toContain('<form class="elementor-search-form elementor-search-form--skin-classic" action="/" method="get">');
    expect(html).toMatch(
      /<input id="elementor-search-form-[\w-]+" class="elementor-search-form__input" type="search" placeholder="Search..." name="s"/,
    );
    expect(html).toContain('<button class="elementor-search-form__submit" type="submit" aria-label="Search">');
    expect(css).toContain('--e-search-form-size:50px');
  });

  it('labels the field and uses the text button when asked', () => {
    const { html } = run({ button_type: 'text', button_text: 'Find' });
    expect(html).toMatch(/<label class="elementor-screen-only" for="(elementor-search-form-[\w-]+)">Search<\/label>/);
    expect(html).toContain('aria-label="Search">Find</button>');
  });

  it('full screen: a sized toggle, a closable overlay, and the behaviour that opens it', () => {
    const { html, css } = run({ skin: 'full_screen', toggle_size: { unit: 'px', size: 30 } });
    expect(html).toMatch(
      /<button type="button" class="elementor-search-form__toggle" aria-label="Search" aria-expanded="false" aria-controls="elementor-search-form-/,
    );
    expect(html).toContain('aria-label="Close this search box."');
    expect(html).not.toContain('elementor-search-form__submit');
    expect(css).toContain('--e-search-form-toggle-size:30px');
    expect(searchForm.behaviours?.(searchForm.schema.parse({ skin: 'full_screen' }) as SearchFormSettings)).toEqual([
      'search-form-full-screen',
    ]);
    expect(searchForm.behaviours?.(searchForm.schema.parse({}) as SearchFormSettings)).toEqual([]);
  });

  it('minimal: an icon before the field and no button', () => {
    const { html } = run({ skin: 'minimal' });
    expect(html).toContain('<div class="elementor-search-form__icon">');
    expect(html).not.toContain('<button');
  });
});
