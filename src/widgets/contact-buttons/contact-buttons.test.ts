import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { describeDeclaration } from '../../contracts/declaration/form.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { contactButtonsBaseCss } from './base-css.ts';
import { contactHref } from './platforms.ts';
import { contactButtonsWidgets } from './render.tsx';
import type { ContactButtonsSettings } from './schema.ts';

const byType = new Map(contactButtonsWidgets.map((w) => [w.type, w]));
const run = (type: string, raw: Record<string, unknown>) => runWidget(byType.get(type)!, raw);

describe('contact links', () => {
  it('builds each platform link', () => {
    expect(contactHref('WhatsApp', { number: '+39 081 555-0100' })).toBe('https://wa.me/390815550100');
    expect(contactHref('Telephone', { number: '+39 081 555 0100' })).toBe('tel:+390815550100');
    expect(contactHref('SMS', { number: '0815550100' })).toBe('sms:0815550100');
    expect(contactHref('Email', { mail: 'stay@casa-alba.example', mail_subject: 'Booking & dates', mail_body: 'Hi' })).toBe(
      'mailto:stay@casa-alba.example?subject=Booking%20%26%20dates&body=Hi',
    );
    expect(contactHref('Messenger', { username: 'casaalba' })).toBe('https://m.me/casaalba');
    expect(contactHref('Telegram', { username: '@casaalba' })).toBe('https://t.me/casaalba');
    expect(contactHref('VIBER', { number: '+390815550100', viber_action: 'chat' })).toBe('viber://chat?number=%2B390815550100');
    expect(contactHref('Waze', { location: '40.6281, 14.4849' })).toBe('https://waze.com/ul?ll=40.6281,14.4849&navigate=yes');
    expect(contactHref('Waze', { location: 'Via Roma 1, Positano' })).toBe(
      'https://waze.com/ul?q=Via%20Roma%201%2C%20Positano&navigate=yes',
    );
    expect(contactHref('Map', { location: 'Casa Alba' })).toBe('https://www.google.com/maps/search/?api=1&query=Casa%20Alba');
  });

  it('refuses fields that do not make a link', () => {
    expect(contactHref('WhatsApp', { number: 'call us' })).toBeUndefined();
    expect(contactHref('Email', { mail: 'x@y.z?bcc=a@b.c' })).toBeUndefined();
    expect(contactHref('Messenger', { username: 'evil.com/x' })).toBeUndefined();
    expect(contactHref('Url', { url: 'javascript:alert(1)' })).toBeUndefined();
    expect(contactHref('Nope', { number: '1' })).toBeUndefined();
  });
});

describe('contact buttons widgets', () => {
  it('registers the base widget and variants 1 and 3 to 10', () => {
    expect([...byType.keys()]).toEqual(['contact-buttons', ...[1, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `contact-buttons-var-${n}`)]);
  });

  it('has Elementor defaults and falls back on bad values', () => {
    const { settings, invalidKeys } = run('contact-buttons', { chat_button_platform: 'Pigeon', advanced_vertical_position: 'side' });
    expect(invalidKeys.sort()).toEqual(['advanced_vertical_position', 'chat_button_platform']);
    expect(settings.chat_button_platform).toBe('WhatsApp');
    expect(settings.advanced_vertical_position).toBe('bottom');
    expect(settings.send_button_text).toBe('Click to start chat');
    expect(settings.chat_aria_label).toBe('Contact us');
  });

  it('serialises its form', () => {
    const form = JSON.parse(
      JSON.stringify(describeDeclaration(byType.get('contact-buttons-var-3')!.declaration, DEFAULT_BREAKPOINTS)),
    ) as unknown;
    expect(JSON.stringify(form)).toContain('contact_icon_platform');
  });

  it('renders the chat box closed behind a named launcher', () => {
    const { html } = run('contact-buttons', {
      chat_button_number: '+39 081 555 0100',
      top_bar_name: 'Giulia',
      message_bubble_body: 'Ciao!',
    });
    expect(html).toMatch(
      /^<div class="e-contact-buttons has-platform-whatsapp has-corners-rounded has-h-alignment-end has-v-alignment-bottom" data-state="closed">/,
    );
    expect(html).toContain(
      '<div class="e-contact-buttons__content-wrapper" id="e-contact-buttons-abc123" role="dialog" aria-label="Contact us" hidden="">',
    );
    expect(html).toContain('<button type="button" class="e-contact-buttons__close-button" aria-label="Close">');
    expect(html).toContain('<a class="e-contact-buttons__send-cta" href="https://wa.me/390815550100" target="_blank" rel="noopener">');
    expect(html).toContain(
      'class="e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow has-size-small has-dot" aria-label="Contact us" aria-expanded="false" aria-controls="e-contact-buttons-abc123"',
    );
  });

  it('lists the links a variant shows, named, and drops unusable ones', () => {
    const contact_repeater = [
      { contact_icon_platform: 'WhatsApp', contact_icon_number: '390815550100', contact_icon_text: 'Chat with us' },
      { contact_icon_platform: 'Telephone', contact_icon_number: '+390815550100' },
      { contact_icon_platform: 'Email', contact_icon_mail: '' },
    ];
    const icons = run('contact-buttons-var-1', { contact_repeater }).html;
    expect(icons).toContain(
      '<a class="e-contact-buttons__contact-icon-link has-platform-whatsapp" href="https://wa.me/390815550100" aria-label="Chat with us"',
    );
    expect(icons).toContain(
      '<a class="e-contact-buttons__contact-icon-link has-platform-phone" href="tel:+390815550100" aria-label="Telephone">',
    );
    expect(icons).not.toContain('has-platform-email');
    const text = run('contact-buttons-var-3', { contact_repeater }).html;
    expect(text).toContain('class="e-contact-buttons e-contact-buttons-var-3');
    expect(text).toContain('<span class="e-contact-buttons__contact-title">Chat with us</span>');
    expect(text).not.toContain('send-cta');
    // Only the colours of the platforms listed are printed, and only by variants that show links.
    const { css } = run('contact-buttons-var-1', { contact_repeater });
    expect(css).toContain('.e-contact-buttons .has-platform-whatsapp{--cb-link:#25d366}');
    expect(css).toContain('.e-contact-buttons .has-platform-phone{--cb-link:#0d6efd}');
    expect(css).not.toMatch(/has-platform-(sms|messenger|telegram|viber|skype|waze|map|url)/);
    expect(contactButtonsBaseCss).not.toContain('--cb-link:#');
  });

  it('always-open variants render no launcher and need no behaviour', () => {
    const def = byType.get('contact-buttons-var-9')!;
    const { html, settings } = run('contact-buttons-var-9', {
      contact_repeater: [{ contact_icon_platform: 'Telephone', contact_icon_number: '1' }],
    });
    expect(html).toContain('data-state="open"');
    expect(html).toContain('role="group" aria-label="Contact us"');
    expect(html).not.toContain('chat-button');
    expect(def.behaviours?.(settings as ContactButtonsSettings)).toEqual([]);
    expect(byType.get('contact-buttons')!.behaviours?.(settings as ContactButtonsSettings)).toEqual(['contact-buttons']);
  });

  it('prints colour settings as custom properties', () => {
    const { css } = run('contact-buttons', { style_chat_button_bg_color: '#1d4e5f', style_top_bar_bg_color: 'red;}' });
    expect(css).toBe('.elementor-element-abc123 .e-contact-buttons{--e-contact-buttons-chat-button-bg:#1d4e5f}');
  });
});
