import { describe, expect, it } from 'vitest';
import { createCssSink } from '../model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../model/breakpoints.ts';
import { kitSchema } from '../model/kit.ts';
import { popupCss } from './css.ts';
import { plainText, popupLabel } from './label.ts';
import { parsePopupSettings, popupClientSettings, readDisplaySettings } from './settings.ts';

const kit = kitSchema.parse({ system_colors: [{ _id: 'accent', title: 'Accent', color: '#a4522f' }] });

describe('popup settings', () => {
  it('reads display settings as Elementor stores them, PHP empty arrays included', () => {
    expect(readDisplaySettings({ display: { triggers: [], timing: [] } })).toEqual({ triggers: {}, timing: {} });
    expect(readDisplaySettings({})).toEqual({ triggers: {}, timing: {} });
    const display = {
      triggers: { scrolling: 'yes', scrolling_offset: 70, scrolling_direction: 'down' },
      timing: { times: 'yes', times_times: 2 },
    };
    expect(readDisplaySettings({ display })).toEqual(display);
  });

  it('parses a real export’s page settings (numbers as strings, unknown keys kept) and falls back key by key', () => {
    const { settings, invalidKeys } = parsePopupSettings(
      {
        width: { unit: 'px', size: '948', sizes: [] },
        entrance_animation: 'tada',
        entrance_animation_duration: { unit: 'px', size: '0.8', sizes: [] },
        prevent_scroll: 'yes',
        close_button_delay: '3',
        close_automatically: 'never',
        eael_ext_toc_title: 'Table of Contents',
        display: { triggers: [] },
      },
      kit,
    );
    expect(invalidKeys).toEqual(['close_automatically']);
    const client = popupClientSettings(12, settings, { triggers: {}, timing: {} });
    expect(client).toMatchObject({
      id: 12,
      prevent_scroll: true,
      close_button_delay: 3,
      close_automatically: 0,
      entrance_animation: 'tada',
      entrance_animation_duration: 0.8,
      a11y_navigation: true,
      avoid_multiple_popups: false,
    });
    expect((settings as Record<string, unknown>).eael_ext_toc_title).toBe('Table of Contents');
    expect(settings).not.toHaveProperty('display');
  });

  it('prints the modal rules under its id: width per device, position, colours with kit references, the outside close button', () => {
    const css = createCssSink(DEFAULT_BREAKPOINTS);
    const { settings } = parsePopupSettings(
      {
        width: { unit: 'px', size: 560 },
        width_mobile: { unit: 'vw', size: 92 },
        horizontal_position: 'right',
        overlay: '',
        close_button_position: 'outside',
        __globals__: { close_button_color: 'globals/colors?id=accent', overlay_background_color: 'globals/colors?id=gone' },
        close_button_color: '#000',
      },
      kit,
    );
    popupCss({ id: 5, settings, css });
    const out = css.toString();
    expect(out).toContain('#elementor-popup-modal-5 .dialog-message{width:560px;height:auto}');
    expect(out).toContain(
      '#elementor-popup-modal-5{justify-content:flex-end;align-items:center;background-color:transparent;pointer-events:none}',
    );
    expect(out).toContain('#elementor-popup-modal-5 .dialog-widget-content{pointer-events:auto;animation-duration:1.2s}');
    expect(out).toContain('#elementor-popup-modal-5 .dialog-close-button{position:fixed;color:var(--e-global-color-accent)}');
    expect(out).toMatch(/@media\(max-width:767px\)\{#elementor-popup-modal-5 \.dialog-message\{width:92vw\}/);
  });

  it('refuses custom CSS that could leave the style element', () => {
    const { settings } = parsePopupSettings({ custom_css: 'selector{color:red}</style><script>' }, kit);
    const result = popupCss({ id: 5, settings, css: createCssSink(DEFAULT_BREAKPOINTS) });
    expect(result.customCss).toBe('');
    expect(result.refused).toBeTruthy();
  });
});

describe('popup label', () => {
  const heading = (id: string, title: string, header_size?: string) => ({
    id,
    elType: 'widget' as const,
    widgetType: 'heading',
    settings: { title, ...(header_size ? { header_size } : {}) },
    elements: [],
  });

  it('names the dialog by its first real heading, skipping eyebrows styled as paragraphs', () => {
    expect(popupLabel([heading('a', 'Booking at Casa Alba', 'p'), heading('b', 'Help <em>with</em> booking', 'h2')], 'Fallback')).toBe(
      'Help with booking',
    );
    expect(popupLabel([heading('a', 'Only an eyebrow', 'p')], 'Fallback')).toBe('Only an eyebrow');
    expect(popupLabel([], 'Newsletter sign-up')).toBe('Newsletter sign-up');
    expect(popupLabel([], '  ')).toBe('Popup');
  });

  it('reads inline HTML as text', () => {
    expect(plainText('Caf&eacute; &amp; <b>bar</b>&#33; &#x2014;')).toBe('Caf&eacute; & bar! —');
  });
});
