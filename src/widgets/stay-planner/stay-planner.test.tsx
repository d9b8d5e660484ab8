// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSettings } from '../../contracts/settings.ts';
import { StayPlanner, formatMoney, stayUrl } from './island.tsx';
import { stayPlannerProps } from './props.ts';
import { stayPlanner } from './render.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const defaults = () => stayPlannerProps(parseSettings(stayPlanner.schema, {}).settings);

describe('stay planner', () => {
  it('has the documented defaults and accepts numbers stored as strings', () => {
    expect(defaults()).toEqual({
      title: 'Plan your stay',
      nightlyRate: 180,
      currency: 'EUR',
      maxGuests: 4,
      minNights: 1,
      maxNights: 14,
      ctaText: 'Check availability',
      ctaUrl: '/contact/',
    });
    const { settings, invalidKeys } = parseSettings(stayPlanner.schema, { nightly_rate: '95.5', currency: 'euro', max_nights: '' });
    expect(settings.nightly_rate).toBe(95.5);
    expect(settings.currency).toBe('EUR');
    expect(settings.max_nights).toBe(14);
    expect(invalidKeys.sort()).toEqual(['currency', 'max_nights']);
  });

  it('keeps links safe and never lets max nights fall below min nights', () => {
    const ctaUrl = (cta_url: string) => stayPlannerProps(parseSettings(stayPlanner.schema, { cta_url }).settings).ctaUrl;
    expect(ctaUrl('java\tscript:alert(1)')).toBe('#');
    expect(ctaUrl('//other.example/book')).toBe('#');
    expect(ctaUrl('https://hotel.example/book')).toBe('https://hotel.example/book');
    expect(stayPlannerProps(parseSettings(stayPlanner.schema, { min_nights: 5, max_nights: 2 }).settings).maxNights).toBe(5);
    expect(stayUrl('/contact/', 3, 2)).toBe('/contact/?nights=3&guests=2');
    expect(stayUrl('/book?room=suite#form', 1, 1)).toBe('/book?room=suite&nights=1&guests=1#form');
    expect(formatMoney(540, 'EUR')).toBe('€540');
    expect(formatMoney(286.5, 'GBP')).toBe('£286.50');
  });

  it('sends exactly the island props to the browser', () => {
    const settings = parseSettings(stayPlanner.schema, { nightly_rate: 200 }).settings;
    expect(stayPlanner.island).toBe('stay-planner');
    expect(stayPlanner.clientSettings?.(settings)).toEqual(stayPlannerProps(settings));
    expect(stayPlanner.baseCss).toContain('.foyer-stay-planner');
  });

  it('renders on the server with the lower bounds disabled', () => {
    const html = renderToString(<StayPlanner {...defaults()} />);
    expect(html).toContain('aria-label="Fewer nights" disabled=""');
    expect(html).toContain('<output class="foyer-stay-planner__total" aria-live="polite">1 night, 2 guests: €180</output>');
    expect(html).toContain('href="/contact/?nights=1&amp;guests=2"');
  });

  it('hydrates the server markup without mismatch and updates total, bounds and link', async () => {
    const error = vi.spyOn(console, 'error');
    const props = { ...defaults(), maxGuests: 3 };
    const host = document.createElement('div');
    host.innerHTML = renderToString(<StayPlanner {...props} />);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <StayPlanner {...props} />, { onRecoverableError: (e) => console.error(e) });
    });
    expect(error).not.toHaveBeenCalled();
    const button = (label: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    await act(async () => {
      button('More nights').click();
      button('More nights').click();
      button('More guests').click();
    });
    expect(host.querySelector('output')!.textContent).toBe('3 nights, 3 guests: €540');
    expect(button('More guests').disabled).toBe(true);
    expect(button('Fewer nights').disabled).toBe(false);
    expect(host.querySelector('a')!.getAttribute('href')).toBe('/contact/?nights=3&guests=3');
  });
});
