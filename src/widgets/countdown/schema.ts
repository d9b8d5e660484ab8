// Countdown widget declaration (Elementor Pro's `countdown`: control names, defaults, selectors).
// Elementor's due date defaults to "a month from now" when the control is created; a stored document
// without one renders that way too (render.tsx), since a declaration's defaults are fixed values.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const CONTENT = 'section_countdown';
const BOXES = 'section_box_style';
const TEXT = 'section_content_style';
const MESSAGE = 'section_expire_message_style';
const ITEM = '{{WRAPPER}} .elementor-countdown-item';
const DIGITS = '{{WRAPPER}} .elementor-countdown-digits';
const LABEL = '{{WRAPPER}} .elementor-countdown-label';
const EXPIRED = '{{WRAPPER}} .elementor-countdown-expire--message';
const LABELS_ON = { 'show_labels!': '' } as const;
const CUSTOM_LABELS = { 'show_labels!': '', 'custom_labels!': '' } as const;
// A list of actions (SELECT2 multiple): Elementor's editor reads `expire_actions: 'message'` as "contains".
const contains = (action: string) => ({ terms: [{ name: 'expire_actions', operator: 'contains', value: action }] }) as const;
const EXPIRE_MESSAGE = contains('message');

/** Elementor's DATE_TIME value, `Y-m-d H:i` (seconds and a `T` tolerated). */
export const DUE_DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}(?:[ T]\\d{2}:\\d{2}(?::\\d{2})?)?';

export const countdownDeclaration = declareWidget({
  type: 'countdown',
  title: 'Countdown',
  category: 'pro',
  icon: 'eicon-countdown',
  keywords: ['countdown', 'number', 'timer', 'time', 'date', 'evergreen'],
  sections: [
    { name: CONTENT, label: 'Countdown' },
    { name: BOXES, label: 'Boxes', tab: 'style' },
    { name: TEXT, label: 'Content', tab: 'style' },
    // Its styles print without a condition: they reach only the message, printed only with that action.
    { name: MESSAGE, label: 'Message', tab: 'style' },
  ],
  behaviours: ['countdown'],
  controls: [
    {
      name: 'countdown_type',
      kind: 'select',
      label: 'Type',
      section: CONTENT,
      default: 'due_date',
      options: { due_date: 'Due Date', evergreen: 'Evergreen Timer' },
    },
    {
      name: 'due_date',
      kind: 'text',
      label: 'Due Date',
      section: CONTENT,
      pattern: DUE_DATE_PATTERN,
      placeholder: 'YYYY-MM-DD HH:MM',
      description: 'Date and time in UTC. Empty: a month after the page is rendered.',
      condition: { countdown_type: 'due_date' },
    },
    {
      name: 'evergreen_counter_hours',
      kind: 'number',
      label: 'Hours',
      section: CONTENT,
      default: 47,
      min: 0,
      condition: { countdown_type: 'evergreen' },
    },
    {
      name: 'evergreen_counter_minutes',
      kind: 'number',
      label: 'Minutes',
      section: CONTENT,
      default: 59,
      min: 0,
      condition: { countdown_type: 'evergreen' },
    },
    {
      name: 'label_display',
      kind: 'select',
      label: 'View',
      section: CONTENT,
      default: 'block',
      options: { block: 'Block', inline: 'Inline' },
    },
    { name: 'show_days', kind: 'switcher', label: 'Days', section: CONTENT, default: 'yes' },
    { name: 'show_hours', kind: 'switcher', label: 'Hours', section: CONTENT, default: 'yes' },
    { name: 'show_minutes', kind: 'switcher', label: 'Minutes', section: CONTENT, default: 'yes' },
    { name: 'show_seconds', kind: 'switcher', label: 'Seconds', section: CONTENT, default: 'yes' },
    { name: 'show_labels', kind: 'switcher', label: 'Show Label', section: CONTENT, default: 'yes' },
    { name: 'custom_labels', kind: 'switcher', label: 'Custom Label', section: CONTENT, default: '', condition: LABELS_ON },
    {
      name: 'label_days',
      kind: 'text',
      label: 'Days',
      section: CONTENT,
      default: 'Days',
      html: 'inline',
      condition: { ...CUSTOM_LABELS, show_days: 'yes' },
    },
    {
      name: 'label_hours',
      kind: 'text',
      label: 'Hours',
      section: CONTENT,
      default: 'Hours',
      html: 'inline',
      condition: { ...CUSTOM_LABELS, show_hours: 'yes' },
    },
    {
      name: 'label_minutes',
      kind: 'text',
      label: 'Minutes',
      section: CONTENT,
      default: 'Minutes',
      html: 'inline',
      condition: { ...CUSTOM_LABELS, show_minutes: 'yes' },
    },
    {
      name: 'label_seconds',
      kind: 'text',
      label: 'Seconds',
      section: CONTENT,
      default: 'Seconds',
      html: 'inline',
      condition: { ...CUSTOM_LABELS, show_seconds: 'yes' },
    },
    {
      name: 'expire_actions',
      kind: 'select',
      label: 'Actions After Expire',
      section: CONTENT,
      multiple: true,
      default: [],
      options: { redirect: 'Redirect', hide: 'Hide', message: 'Show Message' },
    },
    { name: 'message_after_expire', kind: 'textarea', label: 'Message', section: CONTENT, default: '', conditions: EXPIRE_MESSAGE },
    { name: 'expire_redirect_url', kind: 'url', label: 'Redirect URL', section: CONTENT, conditions: contains('redirect') },
    {
      name: 'container_width',
      kind: 'slider',
      label: 'Container Width',
      tab: 'style',
      section: BOXES,
      responsive: true,
      units: ['%', 'px', 'em', 'rem', 'vw', 'custom'],
      default: { unit: '%', size: 100 },
      selectors: { '{{WRAPPER}} .elementor-countdown-wrapper': { 'max-width': '{{VALUE}}' } },
    },
    {
      name: 'box_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: BOXES,
      selectors: { [ITEM]: { 'background-color': '{{VALUE}}' } },
    },
    { name: 'box_border', kind: 'border', label: 'Border', tab: 'style', section: BOXES, selector: ITEM },
    {
      name: 'box_border_radius',
      kind: 'dimensions',
      label: 'Border Radius',
      tab: 'style',
      section: BOXES,
      units: ['px', '%', 'em', 'rem', 'custom'],
      selectors: { [ITEM]: { 'border-radius': '{{VALUE}}' } },
    },
    { name: 'box_shadow', kind: 'box-shadow', label: 'Box Shadow', tab: 'style', section: BOXES, selector: ITEM },
    {
      name: 'box_spacing',
      kind: 'slider',
      label: 'Space Between',
      tab: 'style',
      section: BOXES,
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      defaultUnit: 'px',
      default: { unit: 'px', size: 10 },
      // Elementor halves it on each side of a box; one gap between the flex items says the same.
      selectors: { '{{WRAPPER}} .elementor-countdown-wrapper': { '--e-countdown-gap': '{{VALUE}}' } },
    },
    {
      name: 'box_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: BOXES,
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { [ITEM]: { padding: '{{VALUE}}' } },
    },
    { name: 'digits_color', kind: 'color', label: 'Color', tab: 'style', section: TEXT, selectors: { [DIGITS]: { color: '{{VALUE}}' } } },
    { name: 'digits_typography', kind: 'typography', label: 'Typography', tab: 'style', section: TEXT, selector: DIGITS },
    { name: 'digits_text_shadow', kind: 'text-shadow', label: 'Text Shadow', tab: 'style', section: TEXT, selector: DIGITS },
    {
      name: 'label_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: TEXT,
      selectors: { [LABEL]: { color: '{{VALUE}}' } },
      condition: LABELS_ON,
    },
    {
      name: 'label_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: TEXT,
      selector: LABEL,
      condition: LABELS_ON,
    },
    {
      name: 'label_text_shadow',
      kind: 'text-shadow',
      label: 'Text Shadow',
      tab: 'style',
      section: TEXT,
      selector: LABEL,
      condition: LABELS_ON,
    },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: MESSAGE,
      responsive: true,
      options: { left: 'Left', center: 'Center', right: 'Right' },
      selectors: { [EXPIRED]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: MESSAGE,
      selectors: { [EXPIRED]: { color: '{{VALUE}}' } },
    },
    { name: 'typography', kind: 'typography', label: 'Typography', tab: 'style', section: MESSAGE, selector: EXPIRED },
    {
      name: 'message_text_shadow',
      kind: 'text-shadow',
      label: 'Text Shadow',
      tab: 'style',
      section: MESSAGE,
      selector: EXPIRED,
    },
    {
      name: 'message_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: MESSAGE,
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { [EXPIRED]: { padding: '{{VALUE}}' } },
    },
  ],
});

export type CountdownSettings = SettingsOf<typeof countdownDeclaration.controls>;
