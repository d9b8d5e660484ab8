import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { blockquote, tweetUrl } from './render.tsx';
import type { BlockquoteSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(blockquote, raw);

describe('blockquote widget', () => {
  it('has Elementor Pro defaults', () => {
    const s = blockquote.schema.parse({}) as BlockquoteSettings;
    expect(s.blockquote_skin).toBe('border');
    expect(s.tweet_button).toBe('yes');
    expect(s.tweet_button_view).toBe('icon-text');
    expect(s.author_name).toBe('John Doe');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ blockquote_skin: 'fancy', user_name: 'not a handle!' });
    expect(invalidKeys.sort()).toEqual(['blockquote_skin', 'user_name']);
    expect(settings.blockquote_skin).toBe('border');
  });

  it('renders the quote and author as a blockquote with cite, without the tweet link when off', () => {
    const { html } = run({
      blockquote_skin: 'boxed',
      alignment: 'center',
      blockquote_content: 'The sea <em>was</em> right there.<img src=x onerror=alert(1)>',
      author_name: 'Marta',
      tweet_button: '',
    });
    expect(html).toBe(
      '<blockquote class="elementor-blockquote elementor-blockquote--skin-boxed elementor-blockquote--align-center">' +
        '<p class="elementor-blockquote__content">The sea <em>was</em> right there.</p>' +
        '<footer><cite class="elementor-blockquote__author">Marta</cite></footer></blockquote>',
    );
  });

  it('links the tweet intent with the quote, a custom url and the username; icon-only is named', () => {
    const s = blockquote.schema.parse({
      blockquote_content: 'Slow mornings',
      author_name: 'Ana',
      url_type: 'custom',
      url: 'https://casa-alba.example/',
      user_name: '@casaalba',
    }) as BlockquoteSettings;
    const url = new URL(tweetUrl(s));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('Slow mornings — Ana');
    expect(url.searchParams.get('url')).toBe('https://casa-alba.example/');
    expect(url.searchParams.get('via')).toBe('casaalba');
    const { html } = run({ tweet_button_view: 'icon', tweet_button_label: 'Share' });
    expect(html).toContain('aria-label="Share (opens in a new tab)"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(run({ url_type: 'custom', url: 'javascript:alert(1)' }).html).not.toContain('javascript');
  });

  it('writes the border skin and gaps from settings', () => {
    const { css } = run({ border_color: '#c0a062', border_width: { unit: 'px', size: 3 }, content_gap: { unit: 'px', size: 12 } });
    expect(css).toContain('.elementor-blockquote{border-color:#c0a062;border-inline-start-width:3px}');
    expect(css).toContain('.elementor-blockquote__content + footer{margin-top:12px}');
  });
});
