// A site-settings form drawn from declarations' form descriptions (src/contracts/declaration/form.ts):
// each section a fieldset with its label, each control by its kind with its label, help text and
// the message of its last check. Field ids are `{idPrefix}-{name}`; the first invalid field is
// found by `data-field`.
import type { ReactNode } from 'react';
import type { FormControl, FormDescription } from '../contracts/declaration/form.ts';
import type { Draft, DraftValue } from './settings-draft.ts';

export interface SettingsFieldsProps {
  forms: readonly FormDescription[];
  idPrefix: string;
  draft: Draft;
  errors: Readonly<Record<string, string | undefined>>;
  onChange(name: string, value: DraftValue): void;
}

type FieldProps = Omit<SettingsFieldsProps, 'forms'> & { control: FormControl };

const options = (c: FormControl) => Object.entries((c.options ?? {}) as Record<string, string>);

function FieldError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return message ? (
    <p id={id} className="admin-error admin-field__error">
      {message}
    </p>
  ) : null;
}

function Field({ control: c, idPrefix, draft, errors, onChange }: FieldProps): ReactNode {
  const id = `${idPrefix}-${c.name}`;
  const help = typeof c.description === 'string' ? c.description : undefined;
  const error = errors[c.name];
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'data-field': c.name, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  const helpText = help ? (
    <p id={`${id}-help`} className="admin-help">
      {help}
    </p>
  ) : null;
  const value = draft[c.name];

  if (c.kind === 'switcher')
    return (
      <div className="admin-switch">
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(c.name, event.target.checked)} />
        <label htmlFor={id}>{c.label}</label>
        {helpText}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  if (c.kind === 'select' && c.multiple) {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="admin-choices" aria-describedby={describedBy}>
        <legend>{c.label}</legend>
        {options(c).map(([key, label], i) => (
          <div className="admin-switch" key={key}>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              data-field={i === 0 ? c.name : undefined}
              checked={chosen.includes(key)}
              onChange={(event) => onChange(c.name, event.target.checked ? [...chosen, key] : chosen.filter((k) => k !== key))}
            />
            <label htmlFor={`${id}-${key}`}>{label}</label>
          </div>
        ))}
        {helpText}
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    );
  }
  const input =
    c.kind === 'select' || c.kind === 'choose' ? (
      <select {...common} value={String(value ?? '')} onChange={(event) => onChange(c.name, event.target.value)}>
        {options(c).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    ) : c.kind === 'number' ? (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        min={typeof c.min === 'number' ? c.min : undefined}
        max={typeof c.max === 'number' ? c.max : undefined}
        value={String(value ?? '')}
        onChange={(event) => onChange(c.name, event.target.value)}
      />
    ) : c.kind === 'list' ? (
      <textarea
        {...common}
        rows={4}
        spellCheck={false}
        value={String(value ?? '')}
        onChange={(event) => onChange(c.name, event.target.value)}
      />
    ) : (
      <input
        {...common}
        type="text"
        maxLength={typeof c.maxLength === 'number' ? c.maxLength : undefined}
        placeholder={typeof c.placeholder === 'string' ? c.placeholder : undefined}
        value={String(value ?? '')}
        onChange={(event) => onChange(c.name, event.target.value)}
      />
    );
  return (
    <div className="admin-field">
      <label htmlFor={id}>{c.label}</label>
      {input}
      {helpText}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Every section of every form, in order, as a card of fields. */
export function SettingsFields({ forms, ...field }: SettingsFieldsProps): ReactNode {
  return forms.flatMap((form) =>
    form.tabs.flatMap((tab) =>
      tab.sections.map((section) => (
        <fieldset className="admin-card" key={`${form.type}-${section.name}`}>
          <legend>{section.label}</legend>
          {form.controls
            .filter((c) => c.section === section.name)
            .map((c) => (
              <Field key={c.name} control={c} {...field} />
            ))}
        </fieldset>
      )),
    ),
  );
}
