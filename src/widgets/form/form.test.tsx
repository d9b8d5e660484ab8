// @vitest-environment happy-dom
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { parseSettings } from '../../contracts/settings.ts';
import type { WidgetDefinition } from '../../contracts/widget.ts';
import type { ElementNode } from '../../model/element.ts';
import { cleanId, fieldDomId, fieldName, formFields, parseFileTypes, parseOptions, stepCount, valueFields } from './fields.ts';
import { DEFAULT_MESSAGES, FIELD_MESSAGES, formMessages, TEL_PATTERN, TEL_REGEXP } from './messages.ts';
import { form, type FormPageData } from './render.tsx';

function render(raw: Record<string, unknown>, data: FormPageData = {}, documentId = 42): string {
  const element: ElementNode = { id: 'f0rm1d', elType: 'widget', widgetType: 'form', settings: raw, elements: [] };
  const ctx = { ...createTestContext(), documentId };
  const { settings } = parseSettings(form.schema, raw);
  return renderToStaticMarkup(createElement(Fragment, null, form.Render({ settings, element, ctx, data })));
}

function dom(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}
/** An element's attributes, for checks that do not depend on their order. */
function attrs(el: Element | null): Record<string, string> {
  if (!el) throw new Error('no element');
  return Object.fromEntries([...el.attributes].map((a) => [a.name.toLowerCase(), a.value]));
}

const field = (f: Record<string, unknown>) => ({ _id: String(f.custom_id ?? 'x'), width: '100', ...f });

describe('form fields (fields.ts)', () => {
  it('resolves ids as Elementor: the custom id, else the item id, a repeated id made unique', () => {
    const fields = formFields({
      form_fields: [{ custom_id: 'name' }, { custom_id: '', _id: 'ab12cd' }, { custom_id: 'name' }, {}, { custom_id: 'bad id!' }],
    });
    expect(fields.map((f) => f.id)).toEqual(['name', 'ab12cd', 'name_3', 'field_4', 'bad_id_']);
    expect(cleanId(' suite ')).toBe('suite');
    expect(fieldName({ id: 'suite', multiValue: false })).toBe('form_fields[suite]');
    expect(fieldName({ id: 'extras', multiValue: true })).toBe('form_fields[extras][]');
    expect(fieldDomId({ id: 'suite' })).toBe('form-field-suite');
  });

  it('parses `label|value` options on any line break, the first pipe splitting', () => {
    expect(parseOptions('Sea view|sea\r\nGarden\rAttic|attic|x\nEmpty|')).toEqual([
      { label: 'Sea view', value: 'sea' },
      { label: 'Garden', value: 'Garden' },
      { label: 'Attic', value: 'attic' },
      { label: 'Empty', value: '' },
    ]);
    expect(parseOptions('')).toEqual([]);
    expect(parseFileTypes('jpg, .PDF ,png,,exe!')).toEqual(['jpg', 'pdf', 'png']);
  });

  it('reads types, limits, lists and steps', () => {
    const fields = formFields({
      form_fields: [
        { custom_id: 'a', field_type: 'text', required: 'true' },
        { custom_id: 's1', field_type: 'step', field_label: 'You' },
        { custom_id: 'n', field_type: 'number', field_min: '1', field_max: 8 },
        { custom_id: 'c', field_type: 'checkbox', field_options: 'x\ny', required: 'true' },
        { custom_id: 'c1', field_type: 'checkbox', field_options: 'only' },
        { custom_id: 's2', field_type: 'step' },
        { custom_id: 'm', field_type: 'select', field_options: 'a\nb', allow_multiple: 'true', select_size: '3' },
        { custom_id: 'u', field_type: 'upload', file_sizes: '2', file_types: 'pdf', allow_multiple_upload: 'yes', max_files: 3 },
        { custom_id: 'd', field_type: 'date', min_date: '2026-01-01 00:00', max_date: '' },
        { custom_id: 't', field_type: 'textarea', rows: '' },
        { custom_id: 'h', field_type: 'html', field_html: '<p>x</p>' },
        { custom_id: 'r', field_type: 'recaptcha' },
        { custom_id: 'p', field_type: 'someone_elses' },
      ],
    });
    const by = Object.fromEntries(fields.map((f) => [f.id, f]));
    expect(by.a).toMatchObject({ required: true, step: 0, sendsValue: true });
    expect(by.n).toMatchObject({ min: 1, max: 8, step: 0 });
    expect(by.c).toMatchObject({
      multiValue: true,
      required: false,
      options: [
        { label: 'x', value: 'x' },
        { label: 'y', value: 'y' },
      ],
    });
    expect(by.c1!.multiValue).toBe(false);
    expect(by.m).toMatchObject({ multiValue: true, allowMultiple: true, selectSize: 3, step: 1 });
    expect(by.u).toMatchObject({ maxSizeMb: 2, fileTypes: ['pdf'], multipleUpload: true, maxFiles: 3, multiValue: true });
    expect(by.d).toMatchObject({ minDate: '2026-01-01', maxDate: undefined });
    expect(by.t!.rows).toBe(4);
    expect(by.h!.sendsValue).toBe(false);
    expect(by.r!.sendsValue).toBe(false);
    expect(by.p).toMatchObject({ known: false, sendsValue: false });
    expect(stepCount(fields)).toBe(2);
    expect(valueFields(fields).map((f) => f.id)).toEqual(['a', 'n', 'c', 'c1', 'm', 'u', 'd', 't']);
  });
});

describe('form messages (messages.ts)', () => {
  it('gives Elementor’s defaults, or the form’s own with custom messages on', () => {
    expect(formMessages({})).toEqual({
      success: 'Your submission was successful.',
      error: 'Your submission failed because of an error.',
      required: 'This field is required.',
      invalid: 'Your submission failed because the form is invalid.',
      server: 'Your submission failed because of a server error.',
    });
    expect(formMessages({ success_message: 'Ignored' }).success).toBe(DEFAULT_MESSAGES.success);
    const custom = formMessages({
      custom_messages: 'yes',
      success_message: 'Thank you!',
      required_field_message: 'Required',
      error_message: '  ',
    });
    expect(custom).toMatchObject({ success: 'Thank you!', required: 'Required', error: DEFAULT_MESSAGES.error });
    expect(FIELD_MESSAGES.numberMax(5)).toBe('The field value must be less than or equal to 5.');
    expect(FIELD_MESSAGES.numberMin(1)).toBe('The field value must be greater than or equal to 1.');
    expect(FIELD_MESSAGES.honeypot).toBe('Invalid Form.');
  });

  it('checks phone numbers the same in the pattern attribute and on the server', () => {
    const attribute = new RegExp(`^(?:${TEL_PATTERN})$`, 'v');
    for (const value of ['+44(0)1234-567', '0123.456', '*31#', '12:3;<=', 'abc', '12 34', '', '1/2', 'x1'])
      expect(attribute.test(value), value).toBe(TEL_REGEXP.test(value));
  });
});

describe('form markup (render.tsx)', () => {
  it('prints Elementor’s form with its hidden inputs, name and validation mode', () => {
    const html = render({ form_name: 'Enquiry', form_validation: 'custom', form_id: 'enquiry' }, { queriedId: 7, title: 'Contact' });
    const doc = dom(html);
    expect(attrs(doc.querySelector('form'))).toEqual({
      class: 'elementor-form',
      method: 'post',
      name: 'Enquiry',
      'aria-label': 'Enquiry',
      id: 'enquiry',
      novalidate: '',
    });
    const hidden = [...doc.querySelectorAll('form > input[type=hidden]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]);
    expect(hidden).toEqual([
      ['post_id', '42'],
      ['form_id', 'f0rm1d'],
      ['referer_title', 'Contact'],
      ['queried_id', '7'],
    ]);
    expect(html).toContain('<div class="elementor-form-fields-wrapper elementor-labels-above">');
    // No page (a template previewed alone): no queried_id, the site's name as the title.
    const bare = dom(render({}));
    expect(bare.querySelector('input[name=queried_id]')).toBeNull();
    expect(bare.querySelector('input[name=referer_title]')!.getAttribute('value')).toBe('Foyer');
  });

  it('prints fields with labels tied to inputs, required marked, widths per device', () => {
    const html = render({
      mark_required: 'yes',
      form_fields: [
        field({
          custom_id: 'name',
          field_type: 'text',
          field_label: 'Name',
          placeholder: 'Your name',
          width: '50',
          width_tablet: '100',
          width_mobile: '100',
          required: 'true',
        }),
        field({ custom_id: 'mail', field_type: 'email', field_label: 'E-mail', field_value: 'a@b.c' }),
      ],
    });
    const doc = dom(html);
    expect(doc.querySelector('.elementor-field-group-name')!.className).toBe(
      'elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-50 elementor-md-100 elementor-sm-100 elementor-field-required elementor-mark-required',
    );
    expect(attrs(doc.querySelector('.elementor-field-group-name > label'))).toEqual({
      for: 'form-field-name',
      class: 'elementor-field-label',
    });
    expect(attrs(doc.querySelector('#form-field-name'))).toEqual({
      size: '1',
      type: 'text',
      name: 'form_fields[name]',
      id: 'form-field-name',
      class: 'elementor-field elementor-size-sm elementor-field-textual',
      required: '',
      'aria-required': 'true',
      placeholder: 'Your name',
      autocomplete: 'name',
    });
    expect(attrs(doc.querySelector('#form-field-mail'))).toMatchObject({
      type: 'email',
      name: 'form_fields[mail]',
      value: 'a@b.c',
      autocomplete: 'email',
    });
    expect(html).toContain(
      '<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Send</span></span></button></div>',
    );
  });

  it('hides labels for screen readers only when labels are off', () => {
    const html = render({ show_labels: '', form_fields: [field({ custom_id: 'a', field_label: 'A' })] });
    expect(html).toContain('<label for="form-field-a" class="elementor-field-label elementor-screen-only">A</label>');
  });

  it('prints every field type as Elementor does', () => {
    const html = render({
      input_size: 'md',
      form_fields: [
        field({ custom_id: 'msg', field_type: 'textarea', rows: 6, placeholder: 'Hello', field_value: 'Hi' }),
        field({ custom_id: 'url', field_type: 'url' }),
        field({ custom_id: 'tel', field_type: 'tel' }),
        field({ custom_id: 'pw', field_type: 'password' }),
        field({
          custom_id: 'suite',
          field_type: 'select',
          field_label: 'Suite',
          field_options: 'Sea view|sea\nGarden|garden',
          field_value: 'garden',
          required: 'true',
        }),
        field({
          custom_id: 'extras',
          field_type: 'select',
          field_options: 'a\nb\nc',
          allow_multiple: 'true',
          select_size: 3,
          field_value: 'a,c',
        }),
        field({
          custom_id: 'when',
          field_type: 'radio',
          field_label: 'When',
          field_options: 'Morning\nEvening',
          inline_list: 'elementor-subgroup-inline',
          required: 'true',
        }),
        field({ custom_id: 'likes', field_type: 'checkbox', field_options: 'Tea\nCoffee' }),
        field({ custom_id: 'one', field_type: 'checkbox', field_options: 'Yes' }),
        field({
          custom_id: 'ok',
          field_type: 'acceptance',
          acceptance_text: 'I accept the <a href="/privacy/">privacy policy</a><script>x</script>',
          required: 'true',
        }),
        field({ custom_id: 'guests', field_type: 'number', field_min: 1, field_max: 6 }),
        field({ custom_id: 'arrival', field_type: 'date', min_date: '2026-01-01', use_native_date: '' }),
        field({ custom_id: 'at', field_type: 'time' }),
        field({
          custom_id: 'cv',
          field_type: 'upload',
          file_sizes: '2',
          file_types: 'pdf,doc',
          allow_multiple_upload: 'true',
          max_files: 2,
        }),
        field({ custom_id: 'src', field_type: 'hidden', field_value: 'ad' }),
        field({ custom_id: 'note', field_type: 'html', field_html: '<p onclick="x()">Note <script>alert(1)</script></p>' }),
        field({ custom_id: 'cap', field_type: 'recaptcha' }),
        field({ custom_id: 'cap3', field_type: 'recaptcha_v3' }),
        field({ custom_id: 'hp', field_type: 'honeypot' }),
      ],
    });
    const doc = dom(html);
    const at = (selector: string) => attrs(doc.querySelector(selector));
    expect(html).toContain(
      '<textarea name="form_fields[msg]" id="form-field-msg" class="elementor-field-textual elementor-field elementor-size-md" rows="6" placeholder="Hello">Hi</textarea>',
    );
    expect(at('#form-field-url')).toMatchObject({
      type: 'url',
      name: 'form_fields[url]',
      class: 'elementor-field elementor-size-md elementor-field-textual',
    });
    expect(at('#form-field-tel')).toMatchObject({
      type: 'tel',
      name: 'form_fields[tel]',
      pattern: TEL_PATTERN,
      title: 'Only numbers and phone characters (#, -, *, etc) are accepted.',
    });
    expect(at('#form-field-pw')).toMatchObject({ type: 'password', name: 'form_fields[pw]' });
    expect(html).toContain(
      '<div class="elementor-field elementor-select-wrapper remove-before"><div class="select-caret-down-wrapper"><svg',
    );
    expect(html).toContain(
      '<select name="form_fields[suite]" id="form-field-suite" class="elementor-field-textual elementor-size-md" required="" aria-required="true"><option value="sea">Sea view</option><option value="garden" selected="">Garden</option></select>',
    );
    expect(html).toContain('elementor-field-type-select-multiple');
    expect(html).toContain(
      '<select name="form_fields[extras][]" id="form-field-extras" class="elementor-field-textual elementor-size-md" multiple="" size="3"><option value="a" selected="">a</option><option value="b">b</option><option value="c" selected="">c</option></select>',
    );
    expect(html).toContain(
      'role="radiogroup" aria-labelledby="form-field-when-label" aria-required="true"><label id="form-field-when-label" class="elementor-field-label">When</label>',
    );
    expect(at('#form-field-when-0')).toEqual({
      type: 'radio',
      value: 'Morning',
      id: 'form-field-when-0',
      name: 'form_fields[when]',
      required: '',
    });
    expect(doc.querySelector('.elementor-field-group-when .elementor-field-subgroup')!.className).toBe(
      'elementor-field-subgroup elementor-subgroup-inline',
    );
    expect(doc.querySelector('label[for="form-field-when-0"]')!.textContent).toBe('Morning');
    expect(at('#form-field-likes-0')).toEqual({ type: 'checkbox', value: 'Tea', id: 'form-field-likes-0', name: 'form_fields[likes][]' });
    expect(at('#form-field-one-0')).toMatchObject({ name: 'form_fields[one]' });
    expect(at('#form-field-ok')).toEqual({
      type: 'checkbox',
      name: 'form_fields[ok]',
      id: 'form-field-ok',
      class: 'elementor-field elementor-size-md elementor-acceptance-field',
      required: '',
      'aria-required': 'true',
    });
    expect(doc.querySelector('label[for="form-field-ok"]')!.innerHTML).toBe('I accept the <a href="/privacy/">privacy policy</a>');
    expect(at('#form-field-guests')).toMatchObject({ type: 'number', name: 'form_fields[guests]', min: '1', max: '6', step: 'any' });
    expect(at('#form-field-arrival')).toMatchObject({
      type: 'date',
      class: 'elementor-field elementor-size-md elementor-field-textual elementor-date-field elementor-use-native',
      pattern: '[0-9]{4}-[0-9]{2}-[0-9]{2}',
      min: '2026-01-01',
    });
    expect(at('#form-field-at')).toMatchObject({
      type: 'time',
      class: 'elementor-field elementor-size-md elementor-field-textual elementor-time-field elementor-use-native',
    });
    expect(at('#form-field-cv')).toEqual({
      type: 'file',
      name: 'form_fields[cv][]',
      id: 'form-field-cv',
      class: 'elementor-field elementor-size-md elementor-upload-field',
      multiple: '',
      accept: '.pdf,.doc',
      'data-maxsize': '2',
      'data-maxsize-message': 'This file exceeds the maximum allowed size.',
      'data-maxfiles': '2',
    });
    expect(at('#form-field-src')).toMatchObject({ type: 'hidden', name: 'form_fields[src]', value: 'ad' });
    expect(html).toContain('<div class="elementor-field-html"><p>Note </p></div>');
    expect(html).not.toMatch(/onclick|<script|alert\(1\)/);
    expect(html).not.toContain('cap');
    expect(doc.querySelector('#form-field-hp')!.parentElement!.className).toBe('elementor-field-type-text');
    expect(at('#form-field-hp')).toEqual({
      size: '1',
      type: 'text',
      name: 'form_fields[hp]',
      id: 'form-field-hp',
      class: 'elementor-field elementor-size-md',
      style: 'display:none',
      tabindex: '-1',
      autocomplete: 'off',
      'aria-hidden': 'true',
    });
  });

  it('prints a multi-step form as Pro’s step handler builds it, the first step showing', () => {
    const html = render({
      step_type: 'progress_bar',
      display_percentage: 'true',
      step_next_label: 'Onwards',
      form_fields: [
        field({ custom_id: 's1', field_type: 'step', field_label: 'Event' }),
        field({ custom_id: 'kind', field_type: 'text' }),
        field({ custom_id: 's2', field_type: 'step', field_label: 'Guests', next_button: 'Almost there' }),
        field({ custom_id: 'guests', field_type: 'number' }),
        field({ custom_id: 's3', field_type: 'step', field_label: 'You', previous_button: 'Back' }),
        field({ custom_id: 'email', field_type: 'email' }),
      ],
    });
    expect(html).toContain('data-steps="3"');
    expect(html).toContain(
      '<div class="e-form__indicators e-form__indicators--type-progress_bar"><div class="e-form__indicators__indicator__progress" role="progressbar" aria-label="Progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="33" aria-valuetext="Step 1 of 3"><div class="e-form__indicators__indicator__progress__meter" style="width:33%">33%</div></div></div>',
    );
    expect(html).toContain('<div class="e-form__step" data-step="0" role="group" aria-label="Event">');
    expect(html).toContain('<div class="e-form__step elementor-hidden" data-step="1" role="group" aria-label="Guests" hidden="">');
    expect(html).toMatch(
      /data-step="0"[^]*form_fields\[kind\][^]*button-next elementor-button elementor-size-sm">Onwards<\/button>[^]*data-step="1"/,
    );
    expect(html).toMatch(/data-step="1"[^]*button-previous[^>]*>Previous<[^]*button-next[^>]*>Almost there</);
    expect(html).toMatch(/data-step="2"[^]*e-form__buttons[^]*button-previous[^>]*>Back<[^]*type="submit"/);
    expect(html.match(/type="submit"/g)).toHaveLength(1);
  });

  it('prints step indicators with numbers and labels', () => {
    const html = render({
      form_fields: [
        field({ custom_id: 's1', field_type: 'step', field_label: 'One' }),
        field({ custom_id: 'a' }),
        field({ custom_id: 's2', field_type: 'step' }),
        field({ custom_id: 'b' }),
      ],
    });
    expect(html).toContain('<ol class="e-form__indicators e-form__indicators--type-number_text" aria-label="Steps">');
    expect(html).toContain(
      '<span class="e-form__indicators__indicator e-form__indicators__indicator--state-active e-form__indicators__indicator--shape-circle" data-indicator="0" aria-current="step"><span class="e-form__indicators__indicator__number">1</span><span class="e-form__indicators__indicator__label">One</span></span>',
    );
    expect(html).toContain('<span class="e-form__indicators__indicator__label">Step 2</span>');
  });

  it('prints the submit button’s icon, size, id and hover animation', () => {
    const html = render({
      button_text: '',
      button_size: 'lg',
      button_css_id: 'send-it',
      button_hover_animation: 'grow',
      selected_button_icon: { value: 'fas fa-paper-plane', library: 'fa-solid' },
    });
    expect(html).toMatch(
      /<button type="submit" class="elementor-button elementor-size-lg elementor-animation-grow" id="send-it"><span class="elementor-button-content-wrapper"><span class="elementor-button-icon"><svg[^]*<span class="elementor-screen-only">Submit<\/span>/,
    );
  });

  it('writes the gap, row and button position rules', () => {
    const { css } = runWidget(form as unknown as WidgetDefinition, {
      column_gap: { unit: 'px', size: 20 },
      row_gap: { unit: 'px', size: 16 },
      button_align: 'center',
      button_align_mobile: 'stretch',
    });
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-field-group{padding-right:calc(20px / 2);padding-left:calc(20px / 2);margin-bottom:16px}',
    );
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-form-fields-wrapper{margin-left:calc(20px / -2);margin-right:calc(20px / -2);margin-bottom:calc(16px * -1)}',
    );
    expect(css).toContain('justify-content:center');
    expect(css).toContain('__wrapper .elementor-button{flex-basis:100%}}');
  });

  it('hands the browser the messages and step type it needs, nothing else', () => {
    const { settings } = parseSettings(form.schema, {
      custom_messages: 'yes',
      required_field_message: 'Needed',
      email_to: 'secret@hotel.test',
    });
    const client = form.clientSettings!(settings);
    expect(client).toMatchObject({ required_message: 'Needed', step_type: 'number_text' });
    expect(JSON.stringify(client)).not.toContain('secret@');
  });

  it('renders every real form of the fixtures without dropping a field', () => {
    const html = render({
      form_fields: [
        {
          custom_id: 'name',
          field_type: 'text',
          field_label: 'Name',
          width: '50',
          required: 'true',
          rows: 4,
          field_min: '',
          field_max: '',
          file_sizes: '',
          selected_icon: { value: 'fas fa-star', library: 'fa-solid' },
        },
        { custom_id: 'field_8d46aed', field_type: 'number', field_label: 'Rate', field_min: 1, field_max: 5, width: '' },
      ],
      submit_actions: ['save-to-database', 'email'],
    });
    expect(html).toContain('form_fields[name]');
    expect(html).toContain('elementor-field-group-field_8d46aed elementor-col-100');
  });
});
