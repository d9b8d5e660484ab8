import { describe, expect, it } from 'vitest';
import { declarationSchema } from '../../contracts/declaration/zod.ts';
import { formDeclaration } from './schema.ts';
import { formFields } from './fields.ts';

const schema = declarationSchema(formDeclaration.controls);

describe('form declaration', () => {
  it('has Elementor Pro defaults, the action settings included', () => {
    const s = schema.parse({});
    expect(s.submit_actions).toEqual(['email']);
    expect(s.email_content).toBe('[all-fields]');
    expect(s.email_content_2).toBe('[all-fields]');
    expect(s.email_content_type).toBe('html');
    expect(s.form_metadata).toEqual(['date', 'time', 'page_url', 'user_agent', 'remote_ip', 'credit']);
    expect(s.button_text).toBe('Send');
    expect(s.step_type).toBe('number_text');
    expect(s.success_message).toBe('Your submission was successful.');
    expect(formFields(s).map((f) => [f.id, f.type, f.required])).toEqual([
      ['name', 'text', false],
      ['email', 'email', true],
      ['message', 'textarea', false],
    ]);
  });

  it('keeps every field of a stored form, whatever its odd values', () => {
    const s = schema.parse({
      submit_actions: ['save-to-database', 'email', 'mailchimp'],
      form_fields: [
        { _id: 'a1', custom_id: 'name', field_type: 'text', required: 'true', width: '', rows: '', field_min: '', field_max: '' },
        { _id: 'a2', custom_id: 'rate', field_type: 'number', field_min: 1, field_max: '5', width: '50' },
        { _id: 'a3', custom_id: 'cap', field_type: 'recaptcha', recaptcha_size: 'normal' },
        { _id: 'a4', custom_id: 'x', field_type: 'some_plugin_type', width: '45' },
        { _id: 'a5', custom_id: '', field_type: 'textarea', rows: 6 },
      ],
    });
    expect(s.submit_actions).toEqual(['save-to-database', 'email', 'mailchimp']);
    const fields = formFields(s);
    expect(fields.map((f) => f.id)).toEqual(['name', 'rate', 'cap', 'x', 'a5']);
    expect(fields[1]).toMatchObject({ min: 1, max: 5 });
    expect(fields[4]!.rows).toBe(6);
    expect(fields[0]!.width.desktop).toBe('100');
  });
});
