import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { createStore } from '../../runtime/storage.ts';
import { evergreenEnd } from './behaviour.ts';
import { aMonthAfter, dueDateMs, dueDateText, evergreenSeconds, parseDueDate } from './due-date.ts';
import { countdown } from './render.tsx';
import { countdownDeclaration, type CountdownSettings } from './schema.ts';
import { digits, timeLeft } from './time-left.ts';

const run = (raw: Record<string, unknown>) => runWidget(countdown, raw);
const DUE = Date.UTC(2027, 2, 15, 23, 59);

afterEach(() => vi.useRealTimers());

describe('countdown times', () => {
  it('reads Elementor due dates in UTC and refuses dates that do not exist', () => {
    expect(parseDueDate('2027-03-15 23:59')).toBe(DUE);
    expect(parseDueDate('2027-03-15T23:59:30')).toBe(DUE + 30_000);
    expect(parseDueDate('2027-03-15')).toBe(Date.UTC(2027, 2, 15));
    for (const bad of ['2027-02-31 10:00', '2027-03-15 24:00', '2027-03-15 10:61', '15/03/2027', 'soon', ''])
      expect(parseDueDate(bad), bad).toBeUndefined();
  });

  it('defaults to a month after now, the day held to the month’s last', () => {
    expect(aMonthAfter(Date.UTC(2027, 0, 31, 9, 30))).toBe(Date.UTC(2027, 1, 28, 9, 30));
    expect(aMonthAfter(Date.UTC(2026, 10, 27, 18, 0))).toBe(Date.UTC(2026, 11, 27, 18, 0));
    expect(dueDateMs('not a date', Date.UTC(2026, 11, 5))).toBe(Date.UTC(2027, 0, 5));
    expect(dueDateMs(7, Date.UTC(2026, 11, 5))).toBe(Date.UTC(2027, 0, 5));
  });

  it('counts evergreen hours and minutes, ignoring what is not a positive number', () => {
    expect(evergreenSeconds(47, 59)).toBe(172_740);
    expect(evergreenSeconds(500, null)).toBe(1_800_000);
    expect(evergreenSeconds(-3, 'x')).toBe(0);
  });

  it('splits the time left into the shown units, larger hidden units carried by the largest shown', () => {
    const left = ((2 * 24 + 4) * 3600 + 5 * 60 + 9) * 1000 + 999;
    expect(timeLeft(left, ['days', 'hours', 'minutes', 'seconds'])).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 9 });
    expect(timeLeft(left, ['hours', 'minutes'])).toEqual({ hours: 52, minutes: 5 });
    expect(timeLeft(-5000, ['days', 'seconds'])).toEqual({ days: 0, seconds: 0 });
    expect([digits(7), digits(52), digits(104)]).toEqual(['07', '52', '104']);
    expect(dueDateText(DUE)).toBe('15 March 2027, 23:59 UTC');
  });
});

describe('evergreen end per visitor', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    } as unknown as Storage;
  };

  it('keeps the first end while the interval is unchanged, and starts again when it changes', () => {
    const store = createStore(memory);
    const area = memory();
    const kept = createStore(() => area);
    expect(evergreenEnd(kept, 'countdown-a-evergreen', 3600, 1_000)).toBe(3_601_000);
    expect(evergreenEnd(kept, 'countdown-a-evergreen', 3600, 500_000)).toBe(3_601_000);
    expect(evergreenEnd(kept, 'countdown-a-evergreen', 60, 500_000)).toBe(560_000);
    // A store that keeps nothing gives each view its own interval.
    expect(evergreenEnd(store, 'k', 10, 0)).toBe(10_000);
  });

  it('tolerates a browser that refuses storage', () => {
    const refused = createStore(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(evergreenEnd(refused, 'countdown-a-evergreen', 120, 5_000)).toBe(125_000);
  });
});

describe('countdown widget', () => {
  it("has Elementor Pro's defaults and control names", () => {
    const s = countdown.schema.parse({}) as CountdownSettings;
    expect([s.countdown_type, s.evergreen_counter_hours, s.evergreen_counter_minutes, s.label_display]).toEqual([
      'due_date',
      47,
      59,
      'block',
    ]);
    expect([s.show_days, s.show_hours, s.show_minutes, s.show_seconds, s.show_labels, s.custom_labels]).toEqual([
      'yes',
      'yes',
      'yes',
      'yes',
      'yes',
      '',
    ]);
    expect([s.label_days, s.label_seconds, s.expire_actions]).toEqual(['Days', 'Seconds', []]);
    const { names } = serialisedForm(countdownDeclaration);
    for (const n of ['due_date', 'expire_actions', 'message_after_expire', 'expire_redirect_url', 'box_spacing', 'digits_typography'])
      expect(names).toContain(n);
  });

  it('falls back to defaults for bad settings', () => {
    const { settings, invalidKeys } = run({
      countdown_type: 'forever',
      due_date: 'next Tuesday',
      label_display: 'grid',
      expire_actions: ['explode'],
    });
    expect(invalidKeys.sort()).toEqual(['countdown_type', 'due_date', 'expire_actions', 'label_display']);
    expect([settings.countdown_type, settings.due_date, settings.expire_actions]).toEqual(['due_date', undefined, []]);
  });

  it('prints the boxes and labels with no numbers, the due date for the behaviour and, as words, for screen readers', () => {
    const { html } = run({ due_date: '2027-03-15 23:59' });
    expect(html).toBe(
      `<div class="elementor-countdown-wrapper elementor-countdown--label-block" role="timer" data-date="${DUE / 1000}">` +
        ['days', 'hours', 'minutes', 'seconds']
          .map(
            (unit) =>
              `<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-${unit}"></span> ` +
              `<span class="elementor-countdown-label">${unit[0]!.toUpperCase()}${unit.slice(1)}</span></div>`,
          )
          .join('') +
        '</div><p class="elementor-screen-only">Until <time dateTime="2027-03-15T23:59:00.000Z">15 March 2027, 23:59 UTC</time></p>',
    );
    expect(countdown.behaviours?.(countdown.schema.parse({}) as CountdownSettings)).toEqual(['countdown']);
  });

  it('without a due date counts to a month after the render', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 27, 18, 0));
    expect(run({}).html).toContain(`data-date="${Date.UTC(2026, 11, 27, 18, 0) / 1000}"`);
  });

  it('leaves out hidden units, keeps labels for screen readers when hidden, and takes custom labels', () => {
    const { html } = run({ due_date: '2027-03-15 23:59', show_seconds: '', show_labels: '', label_display: 'inline' });
    expect(html).not.toContain('elementor-countdown-seconds');
    expect(html).toContain('elementor-countdown--label-inline');
    expect(html).toContain('<span class="elementor-screen-only"> Days</span>');
    const custom = run({ custom_labels: 'yes', label_days: 'Nights<script>x</script>', label_hours: '<em>Hrs</em>' }).html;
    expect(custom).toContain('<span class="elementor-countdown-label">Nights</span>');
    expect(custom).toContain('<span class="elementor-countdown-label"><em>Hrs</em></span>');
  });

  it('starts an evergreen countdown in the browser: its interval, no date', () => {
    const { html } = run({ countdown_type: 'evergreen', evergreen_counter_hours: 500, evergreen_counter_minutes: 0 });
    expect(html).toContain('data-evergreen-interval="1800000"');
    expect(html).not.toContain('data-date');
    expect(html).not.toContain('<time');
    // A cleared field counts 0, as in Elementor; a missing one its default (59 minutes).
    expect(run({ countdown_type: 'evergreen', evergreen_counter_hours: '500', evergreen_counter_minutes: '' }).html).toContain(
      'data-evergreen-interval="1800000"',
    );
    expect(run({ countdown_type: 'evergreen', evergreen_counter_hours: 1 }).html).toContain('data-evergreen-interval="7140"');
  });

  it('gives the browser the expiry actions, a redirect only to a web address, and the message hidden until then', () => {
    const { html } = run({
      due_date: '2027-03-15 23:59',
      expire_actions: ['hide', 'redirect', 'message'],
      expire_redirect_url: { url: '/contact/?offer=winter-escape' },
      message_after_expire: 'The offer has <b>ended</b>.',
    });
    expect(html).toContain(
      `data-expire-actions="${JSON.stringify([{ type: 'hide' }, { type: 'redirect', redirect_url: '/contact/?offer=winter-escape' }, { type: 'message' }]).replace(/"/g, '&quot;')}"`,
    );
    expect(html).toContain(
      '<div class="elementor-countdown-expire--message" role="status" hidden="">The offer has &lt;b&gt;ended&lt;/b&gt;.</div>',
    );
    for (const url of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x']) {
      const bad = run({ expire_actions: ['redirect'], expire_redirect_url: { url } }).html;
      expect(bad, url).not.toContain('data-expire-actions');
    }
  });

  it('runs no expiry action in the editor', () => {
    const settings = countdown.schema.parse({ expire_actions: ['hide', 'message'], message_after_expire: 'Over' }) as CountdownSettings;
    const element = { id: 'abc123', elType: 'widget', widgetType: 'countdown', settings: {}, elements: [] };
    const html = renderToStaticMarkup(
      createElement(Fragment, null, countdown.Render({ settings, element, ctx: createTestContext({ isEditor: true }) })),
    );
    expect(html).not.toContain('data-expire-actions');
    expect(html).not.toContain('expire--message');
  });

  it('prints the box, digit and message styles', () => {
    const { css } = run({
      expire_actions: ['hide', 'message'],
      box_spacing: { unit: 'px', size: 24 },
      container_width: { unit: 'px', size: 720 },
      box_background_color: '#1f3a4d',
      digits_color: '#f3ece2',
      text_color: '#a4522f',
    });
    expect(css).toContain('.elementor-element-abc123 .elementor-countdown-wrapper{max-width:720px;--e-countdown-gap:24px}');
    expect(css).toContain('.elementor-element-abc123 .elementor-countdown-item{background-color:#1f3a4d}');
    expect(css).toContain('.elementor-element-abc123 .elementor-countdown-digits{color:#f3ece2}');
    expect(css).toContain('.elementor-element-abc123 .elementor-countdown-expire--message{color:#a4522f}');
  });
});
