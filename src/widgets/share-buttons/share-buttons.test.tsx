import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { windowFeatures } from './behaviour.ts';
import { NETWORK_NAMES, NETWORKS, type ShareTarget } from './networks.ts';
import { shareButtons } from './render.tsx';
import type { ShareButtonsSettings } from './schema.ts';
import type { WidgetDefinition } from '../../contracts/widget.ts';

const page = {
  path: '/walking-the-harbour/',
  post: { title: 'Walking the harbour', excerpt: 'Dusk & boats', featuredImage: { url: '/uploads/harbour.jpg' } },
};

function render(raw: Record<string, unknown>, data: unknown = page): string {
  const settings = shareButtons.schema.parse(raw);
  const element = { id: 'sb1', elType: 'widget', widgetType: 'share-buttons', settings: raw, elements: [] };
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      shareButtons.Render({ settings: settings as ShareButtonsSettings, element, ctx: createTestContext(), data: data as never }),
    ),
  );
}

describe('share buttons widget', () => {
  it('has Elementor Pro’s defaults: Facebook, X and LinkedIn, icon and text, gradient, square', () => {
    const s = shareButtons.schema.parse({}) as ShareButtonsSettings;
    expect(s.share_buttons.map((b) => b.button)).toEqual(['facebook', 'x-twitter', 'linkedin']);
    expect([s.view, s.show_label, s.skin, s.shape, s.columns, s.share_url_type, s.color_source]).toEqual([
      'icon-text',
      'yes',
      'gradient',
      'square',
      '0',
      'current_page',
      'official',
    ]);
  });

  it('offers the 20 networks', () => {
    expect(NETWORK_NAMES).toHaveLength(20);
  });

  it('links each network to the share route with the page’s path, title, excerpt and image', () => {
    const html = render({ share_buttons: [{ button: 'facebook', _id: 'a1' }] });
    expect(html).toContain(
      'href="/share/facebook/?url=%2Fwalking-the-harbour%2F&amp;title=Walking+the+harbour&amp;text=Dusk+%26+boats&amp;image=%2Fuploads%2Fharbour.jpg"',
    );
    expect(html).toContain('class="elementor-share-btn elementor-share-btn_facebook"');
    expect(html).toContain('target="_blank" rel="noopener nofollow"');
    expect(html).toContain('<span class="elementor-screen-only">Share on </span><span class="elementor-share-btn__title">Facebook</span>');
    expect(html).toContain('role="list"');
    expect(html).toContain('elementor-repeater-item-a1');
  });

  it('names icon-only buttons for screen readers and keeps a custom label with its network', () => {
    expect(render({ view: 'icon', share_buttons: [{ button: 'whatsapp' }] })).toContain(
      '<span class="elementor-screen-only">Share on WhatsApp</span>',
    );
    expect(render({ share_buttons: [{ button: 'email', text: 'Send to a friend' }] })).toContain(
      '<span class="elementor-screen-only">Share on Email: </span><span class="elementor-share-btn__title">Send to a friend</span>',
    );
  });

  it('makes print a button and e-mail a link without a new tab', () => {
    const html = render({ share_buttons: [{ button: 'print' }, { button: 'email' }] });
    expect(html).toMatch(/<button type="button" class="elementor-share-btn elementor-share-btn_print" data-network="print">/);
    expect(html).toMatch(
      /<a class="elementor-share-btn elementor-share-btn_email" href="\/share\/email\/\?[^"]+" data-network="email" rel="nofollow">/,
    );
  });

  it('shares a custom address when asked, and never a script address', () => {
    expect(render({ share_url_type: 'custom', share_url: { url: 'https://casaalba.example/offers/' } })).toContain(
      'url=https%3A%2F%2Fcasaalba.example%2Foffers%2F',
    );
    expect(render({ share_url_type: 'custom', share_url: { url: 'javascript:alert(1)' } })).toContain('url=%2Fwalking-the-harbour%2F');
  });

  it('prints the skin, shape, view and columns as classes and the columns per device as CSS', () => {
    const html = render({ skin: 'framed', shape: 'circle', view: 'text', columns: '3', alignment: 'justify' });
    expect(html).toContain(
      'class="elementor-grid elementor-share-buttons elementor-grid-3 elementor-share-buttons--view-text elementor-share-buttons--skin-framed elementor-share-buttons--shape-circle elementor-share-buttons--color-official elementor-share-buttons--align-justify"',
    );
    const { css } = runWidget(shareButtons as WidgetDefinition<ShareButtonsSettings>, {
      columns: '3',
      columns_mobile: '1',
      button_size: { size: 1.2, unit: '' },
    });
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-share-buttons{display:grid;--grid-template-columns:repeat(3,minmax(0,1fr))}',
    );
    expect(css).toContain(
      '@media(max-width:767px){.elementor-element-abc123 .elementor-share-buttons{display:grid;--grid-template-columns:repeat(1,minmax(0,1fr))}}',
    );
    expect(css).toContain('--e-share-buttons-size:1.2');
  });

  it('leaves out unknown networks, and prints nothing without a known one', () => {
    expect(render({ share_buttons: [{ button: 'myspace' }, { button: 'reddit' }] })).not.toContain('myspace');
    expect(
      shareButtons.isEmpty?.(shareButtons.schema.parse({ share_buttons: [{ button: 'myspace' }] }) as ShareButtonsSettings, undefined),
    ).toBe(true);
  });
});

describe('share addresses', () => {
  const t: ShareTarget = { url: 'https://hotel.test/a b/', title: 'Sea & sky', text: 'A walk #1', image: 'https://hotel.test/i.jpg' };
  const link = (name: keyof typeof NETWORKS) => {
    const network = NETWORKS[name];
    return 'link' in network ? network.link(t) : undefined;
  };

  it('builds each network’s address with every value encoded', () => {
    expect(link('facebook')).toBe('https://www.facebook.com/sharer.php?u=https%3A%2F%2Fhotel.test%2Fa%20b%2F');
    expect(link('x-twitter')).toBe('https://x.com/intent/tweet?text=A%20walk%20%231%20https%3A%2F%2Fhotel.test%2Fa%20b%2F');
    expect(link('threads')).toBe('https://threads.net/intent/post?text=A%20walk%20%231%20https%3A%2F%2Fhotel.test%2Fa%20b%2F');
    expect(link('pinterest')).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fhotel.test%2Fa%20b%2F&media=https%3A%2F%2Fhotel.test%2Fi.jpg',
    );
    expect(link('linkedin')).toContain('&title=Sea%20%26%20sky&summary=A%20walk%20%231&source=');
    expect(link('whatsapp')).toBe(
      'https://api.whatsapp.com/send?text=*Sea%20%26%20sky*%0AA%20walk%20%231%0Ahttps%3A%2F%2Fhotel.test%2Fa%20b%2F',
    );
    expect(link('email')).toBe('mailto:?subject=Sea%20%26%20sky&body=A%20walk%20%231%0Ahttps%3A%2F%2Fhotel.test%2Fa%20b%2F');
    expect(NETWORKS.email.link({ ...t, title: '' })).toBe('mailto:?body=A%20walk%20%231%0Ahttps%3A%2F%2Fhotel.test%2Fa%20b%2F');
    expect(link('print')).toBeUndefined();
    for (const name of NETWORK_NAMES.filter((n) => n !== 'print' && n !== 'email')) expect(link(name)).toMatch(/^https:\/\/[a-z.]+\//);
  });

  it('centres a 640 × 480 window on the screen', () => {
    expect(windowFeatures({ availWidth: 1920, availHeight: 1080 })).toBe('toolbar=0,status=0,width=640,height=480,top=300,left=640');
    expect(windowFeatures({ availWidth: 500, availHeight: 400 })).toBe('toolbar=0,status=0,width=640,height=480,top=0,left=0');
  });
});
