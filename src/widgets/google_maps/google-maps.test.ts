import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { attach } from './behaviour.ts';
import { embedUrl, googleMaps } from './render.tsx';
import type { GoogleMapsSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(googleMaps, raw);

describe('google_maps widget', () => {
  it('has Elementor defaults and refuses bad values', () => {
    const s = googleMaps.schema.parse({}) as GoogleMapsSettings;
    expect(s.address).toBe('London Eye, London, United Kingdom');
    expect(s.zoom).toMatchObject({ size: 10 });
    expect(run({ address: 42 }).invalidKeys).toEqual(['address']);
  });

  it('renders a placeholder with the address and a named button, and no request to Google', () => {
    const { html } = run({ address: 'Rua do Porto 12, Porto Alba' });
    expect(html).toContain('<p class="foyer-map-placeholder__address">Rua do Porto 12, Porto Alba</p>');
    expect(html).toContain('aria-label="Show map: Rua do Porto 12, Porto Alba"');
    expect(html).not.toMatch(/<iframe|maps\.google\.com/);
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Rua+do+Porto+12%2C+Porto+Alba"');
    expect(run({ address: ' ' }).html).toBe('');
  });

  it('builds the keyless embed with the zoom clamped to Google’s range', () => {
    const s = googleMaps.schema.parse({ address: 'Porto Alba', zoom: { unit: 'px', size: 99 } }) as GoogleMapsSettings;
    expect(embedUrl(s)).toBe('https://maps.google.com/maps?q=Porto+Alba&t=m&z=20&output=embed&iwloc=near');
    expect(googleMaps.clientSettings?.(s)).toEqual({ embed: embedUrl(s), title: 'Porto Alba' });
  });

  it('writes the height and filters from settings', () => {
    const { css } = run({
      height: { unit: 'px', size: 420 },
      css_filters_css_filter: 'custom',
      css_filters_saturate: { unit: 'px', size: 0 },
    });
    expect(css).toContain('.elementor-custom-embed{height:420px}');
    expect(css).toMatch(/\.elementor-custom-embed iframe\{filter:[^}]*saturate\(0%\)/);
  });

  it('loads the embed only when asked, and moves focus to it', () => {
    const window = new Window();
    const document = window.document;
    Object.assign(globalThis, { document });
    document.body.innerHTML = `<div class="w">${run({ address: 'Porto Alba' }).html}</div>`;
    const element = document.querySelector('.w') as unknown as HTMLElement;
    attach(element, { embed: 'https://maps.google.com/maps?q=Porto+Alba', title: 'Porto Alba' });
    expect(element.querySelector('iframe')).toBeNull();
    (element.querySelector('button') as unknown as HTMLButtonElement).click();
    const frame = element.querySelector('iframe') as unknown as HTMLIFrameElement;
    expect(frame.src).toBe('https://maps.google.com/maps?q=Porto+Alba');
    expect(frame.title).toBe('Porto Alba');
    expect(document.activeElement).toBe(frame);
    // Only Google's own embed address is ever loaded.
    document.body.innerHTML = `<div class="w">${run({ address: 'x' }).html}</div>`;
    const other = document.querySelector('.w') as unknown as HTMLElement;
    attach(other, { embed: 'https://evil.example/' });
    (other.querySelector('button') as unknown as HTMLButtonElement).click();
    expect(other.querySelector('iframe')).toBeNull();
    window.close();
  });
});
