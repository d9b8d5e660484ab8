// @vitest-environment happy-dom
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { parseSettings } from '../../contracts/settings.ts';
import type { ElementNode } from '../../model/element.ts';
import { attachForm, problemOf } from './form-client.ts';
import { fieldIdOf, prefillForm, valuesFor } from './prefill.ts';
import { form } from './render.tsx';

function mount(raw: Record<string, unknown>): { element: HTMLElement; formEl: HTMLFormElement } {
  const node: ElementNode = { id: 'f1', elType: 'widget', widgetType: 'form', settings: raw, elements: [] };
  const { settings } = parseSettings(form.schema, raw);
  const html = renderToStaticMarkup(
    createElement(Fragment, null, form.Render({ settings, element: node, ctx: { ...createTestContext(), documentId: 9 }, data: {} })),
  );
  const element = document.createElement('div');
  element.className = 'elementor-element elementor-widget-form';
  element.innerHTML = html;
  document.body.append(element);
  return { element, formEl: element.querySelector('form')! };
}

const FIELDS = [
  { _id: 'a', custom_id: 'name', field_type: 'text', field_label: 'Name', required: 'true' },
  { _id: 'b', custom_id: 'suite', field_type: 'select', field_label: 'Suite', field_options: 'Any|any\nSea view|sea\nGarden|garden' },
  { _id: 'c', custom_id: 'extras', field_type: 'checkbox', field_label: 'Extras', field_options: 'Dinner|dinner\nFlowers|flowers' },
  { _id: 'd', custom_id: 'arrival', field_type: 'date', field_label: 'Arrival', min_date: '2027-01-01' },
  { _id: 'e', custom_id: 'guests', field_type: 'number', field_label: 'Guests', field_min: 1, field_max: 4, field_value: '2' },
  { _id: 'f', custom_id: 'ok', field_type: 'acceptance', acceptance_text: 'Yes', required: 'true' },
  { _id: 'g', custom_id: 'website', field_type: 'honeypot' },
  { _id: 'h', custom_id: 'pw', field_type: 'password', field_label: 'Password' },
];

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('prefill from the address', () => {
  it('reads a field’s values by its input name first, then by its custom id', () => {
    expect(fieldIdOf('form_fields[suite]')).toBe('suite');
    expect(fieldIdOf('form_fields[extras][]')).toBe('extras');
    expect(fieldIdOf('post_id')).toBeUndefined();
    const params = new URLSearchParams('suite=sea&form_fields[suite]=garden&form_fields[extras][]=dinner&form_fields[extras][]=flowers');
    expect(valuesFor(params, 'suite')).toEqual(['garden']);
    expect(valuesFor(params, 'extras')).toEqual(['dinner', 'flowers']);
    expect(valuesFor(params, 'none')).toEqual([]);
  });

  it('fills what fits, by option value or label, and never consent, passwords or honeypots', () => {
    const { formEl } = mount({ form_fields: FIELDS });
    const filled = prefillForm(
      formEl,
      '?name=Ada&suite=Garden&extras=dinner,flowers&arrival=2027-03-04&guests=3&ok=yes&website=spam&pw=secret',
    );
    expect(filled.sort()).toEqual(['arrival', 'extras', 'guests', 'name', 'suite']);
    const value = (name: string) => (formEl.elements.namedItem(name) as HTMLInputElement).value;
    expect(value('form_fields[name]')).toBe('Ada');
    expect(value('form_fields[suite]')).toBe('garden');
    expect([...formEl.querySelectorAll<HTMLInputElement>('input[name="form_fields[extras][]"]')].map((b) => b.checked)).toEqual([
      true,
      true,
    ]);
    expect(value('form_fields[arrival]')).toBe('2027-03-04');
    expect(value('form_fields[guests]')).toBe('3');
    expect((formEl.querySelector('#form-field-ok') as HTMLInputElement).checked).toBe(false);
    expect(value('form_fields[website]')).toBe('');
    expect(value('form_fields[pw]')).toBe('');
  });

  it('ignores values that do not fit and leaves alone what the visitor changed', () => {
    const { formEl } = mount({ form_fields: FIELDS });
    (formEl.querySelector('#form-field-name') as HTMLInputElement).value = 'Typed';
    const filled = prefillForm(formEl, '?name=Ada&suite=penthouse&arrival=2026-12-31&guests=lots');
    expect(filled).toEqual([]);
    expect((formEl.querySelector('#form-field-name') as HTMLInputElement).value).toBe('Typed');
    expect((formEl.querySelector('#form-field-suite') as HTMLSelectElement).value).toBe('any');
    // Below the date field's min.
    expect((formEl.querySelector('#form-field-arrival') as HTMLInputElement).value).toBe('');
  });
});

describe('validation and sending in the browser', () => {
  it('names each problem in the server’s words', () => {
    const { formEl } = mount({ form_fields: FIELDS });
    const name = formEl.querySelector<HTMLInputElement>('#form-field-name')!;
    expect(problemOf(name, 'Required!')).toBe('Required!');
    name.value = 'Ada';
    expect(problemOf(name, 'Required!')).toBe('');
  });

  it('shows Elementor’s inline message, marks the field and focuses the first invalid one', () => {
    const { element, formEl } = mount({ form_fields: FIELDS, custom_messages: 'yes', required_field_message: 'Needed' });
    const fetch = vi.spyOn(globalThis, 'fetch');
    const detach = attachForm(element, formEl, { required_message: 'Needed' }, { startedAt: performance.now() });
    formEl.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    const name = formEl.querySelector<HTMLInputElement>('#form-field-name')!;
    const help = formEl.querySelector('.elementor-field-group-name .elementor-help-inline')!;
    expect(help.textContent).toBe('Needed');
    expect(help.getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('form-field-name-error');
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
    name.value = 'Ada';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(formEl.querySelector('.elementor-field-group-name .elementor-help-inline')).toBeNull();
    detach();
  });

  it('posts Elementor’s fields with the fill time, and shows the answer’s message', async () => {
    const { element, formEl } = mount({ form_fields: FIELDS });
    let body: FormData | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      body = init?.body as FormData;
      return new Response(JSON.stringify({ success: true, data: { message: 'Sent!', data: {} } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    attachForm(element, formEl, {}, { startedAt: performance.now() - 4_200 });
    (formEl.querySelector('#form-field-name') as HTMLInputElement).value = 'Ada';
    (formEl.querySelector('#form-field-ok') as HTMLInputElement).checked = true;
    formEl.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await vi.waitFor(() => expect(formEl.querySelector('.elementor-message-success')?.textContent).toBe('Sent!'));
    expect(body!.get('action')).toBe('elementor_pro_forms_send_form');
    expect(body!.get('post_id')).toBe('9');
    expect(body!.get('form_id')).toBe('f1');
    expect(body!.get('form_fields[name]')).toBe('Ada');
    expect(body!.get('referrer')).toBe(location.toString());
    expect(Number(body!.get('foyer_fill_ms'))).toBeGreaterThanOrEqual(4_200);
    // Reset after success.
    expect((formEl.querySelector('#form-field-name') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed when the answer is not Elementor’s JSON', async () => {
    const { element, formEl } = mount({ form_fields: FIELDS });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    attachForm(element, formEl, { server_message: 'Server trouble.' }, { startedAt: 0 });
    (formEl.querySelector('#form-field-name') as HTMLInputElement).value = 'Ada';
    (formEl.querySelector('#form-field-ok') as HTMLInputElement).checked = true;
    formEl.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await vi.waitFor(() => expect(formEl.querySelector('.elementor-message-danger')?.textContent).toBe('Server trouble.'));
    expect((formEl.querySelector('#form-field-name') as HTMLInputElement).value).toBe('Ada');
    expect(formEl.classList.contains('elementor-form-waiting')).toBe(false);
    expect(formEl.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });
});
