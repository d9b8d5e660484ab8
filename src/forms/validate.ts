// The server's check of a submission, field by field, with the form widget's own field model and
// messages (src/widgets/form/fields.ts, messages.ts), so the visitor reads the same words whichever
// side refuses a value. Pure: values and file descriptions in, errors and the fields to store out.
import { type FormField, valueFields } from '../widgets/form/fields.ts';
import { DATE_REGEXP, FIELD_MESSAGES, type FormMessages, TEL_REGEXP, TIME_REGEXP } from '../widgets/form/messages.ts';
import { BLOCKED_EXTENSIONS, MAX_LINE_CHARS, MAX_TEXTAREA_CHARS, MAX_VALUES_PER_FIELD } from './limits.ts';
import type { SubmittedField } from './submissions.ts';

/** A file as it arrived (already written under a random name, or refused for its size while streaming). */
export interface ReceivedFile {
  originalName: string;
  storedName: string;
  size: number;
  /** Longer than the request's own cap (MAX_FILE_BYTES): nothing was kept. */
  tooLarge: boolean;
}

export interface Received {
  /** `form_fields[id]` → its value; `form_fields[id][]` → the list. */
  values: Record<string, string | string[]>;
  files: Record<string, ReceivedFile[]>;
}

export type Validation =
  | { kind: 'spam' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'valid'; fields: SubmittedField[]; files: Array<ReceivedFile & { fieldId: string }> };

/** What the server stores instead of a password: a submission is read by staff and mailed. */
export const PASSWORD_PLACEHOLDER = '********';

// WordPress's is_email, in short: one @, a local part without spaces, a dotted domain.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRealDate(value: string): boolean {
  if (!DATE_REGEXP.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The message for one single value of a typed field, or undefined when it is fine. */
function valueProblem(field: FormField, value: string): string | undefined {
  const max = field.type === 'textarea' ? MAX_TEXTAREA_CHARS : MAX_LINE_CHARS;
  if (value.length > max) return FIELD_MESSAGES.tooLong(max);
  switch (field.type) {
    case 'email':
      return isEmail(value) ? undefined : FIELD_MESSAGES.email;
    case 'url':
      return isWebAddress(value) ? undefined : FIELD_MESSAGES.url;
    case 'tel':
      return TEL_REGEXP.test(value) ? undefined : FIELD_MESSAGES.tel;
    case 'number': {
      if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) return FIELD_MESSAGES.number;
      const n = Number(value);
      if (field.max !== undefined && n > field.max) return FIELD_MESSAGES.numberMax(field.max);
      if (field.min !== undefined && n < field.min) return FIELD_MESSAGES.numberMin(field.min);
      return undefined;
    }
    case 'date':
      if (!isRealDate(value)) return FIELD_MESSAGES.date;
      if (field.minDate && value < field.minDate) return FIELD_MESSAGES.dateMin(field.minDate);
      if (field.maxDate && value > field.maxDate) return FIELD_MESSAGES.dateMax(field.maxDate);
      return undefined;
    case 'time':
      return TIME_REGEXP.test(value) ? undefined : FIELD_MESSAGES.time;
    case 'select':
    case 'radio':
    case 'checkbox':
      return field.options.some((o) => o.value === value) ? undefined : FIELD_MESSAGES.option;
    default:
      return undefined;
  }
}

function filesProblem(field: FormField, files: ReceivedFile[]): string | undefined {
  const maxCount = field.multipleUpload ? field.maxFiles : 1;
  if (maxCount !== undefined && files.length > maxCount) return FIELD_MESSAGES.uploadCount(maxCount);
  for (const file of files) {
    const extension = extensionOf(file.originalName);
    if (BLOCKED_EXTENSIONS.has(extension) || (field.fileTypes.length > 0 && !field.fileTypes.includes(extension)))
      return FIELD_MESSAGES.uploadType;
    if (file.tooLarge || (field.maxSizeMb !== undefined && file.size > field.maxSizeMb * 1024 * 1024)) return FIELD_MESSAGES.uploadSize;
  }
  return undefined;
}

/** Checks every field of the form against what was sent. Values for fields the form lacks are ignored. */
export function validateSubmission(fields: readonly FormField[], messages: FormMessages, received: Received): Validation {
  const errors: Record<string, string> = {};
  const submitted: SubmittedField[] = [];
  const keptFiles: Array<ReceivedFile & { fieldId: string }> = [];
  for (const field of valueFields(fields)) {
    const raw = received.values[field.id];
    if (field.type === 'honeypot') {
      if (raw !== undefined && (Array.isArray(raw) ? raw.some((v) => v !== '') : raw !== '')) return { kind: 'spam' };
      continue;
    }
    if (field.type === 'upload') {
      const files = (received.files[field.id] ?? []).filter((f) => f.originalName !== '' || f.size > 0);
      if (!files.length) {
        if (field.required) errors[field.id] = messages.required;
        else submitted.push({ id: field.id, label: field.label, type: field.type, value: '' });
        continue;
      }
      const problem = filesProblem(field, files);
      if (problem) errors[field.id] = problem;
      else {
        keptFiles.push(...files.map((f) => ({ ...f, fieldId: field.id })));
        submitted.push({ id: field.id, label: field.label, type: field.type, value: files.map((f) => f.originalName).join(', ') });
      }
      continue;
    }
    // A list where one value is expected (or the other way round) is read as what it holds.
    // Browsers send a textarea's line breaks as CRLF (the form data rules); stored as LF.
    const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) =>
      field.type === 'textarea' ? v.replace(/\r\n?/g, '\n') : v.trim(),
    );
    const values = list.filter((v) => v !== '');
    if (values.length > (field.multiValue ? MAX_VALUES_PER_FIELD : 1)) {
      errors[field.id] = messages.invalid;
      continue;
    }
    if (!values.length || (field.type === 'textarea' && !values.some((v) => v.trim() !== ''))) {
      if (field.required) errors[field.id] = messages.required;
      else submitted.push({ id: field.id, label: field.label, type: field.type, value: '' });
      continue;
    }
    if (field.type === 'acceptance') {
      submitted.push({ id: field.id, label: field.label, type: field.type, value: 'on' });
      continue;
    }
    const problem = values.map((v) => valueProblem(field, v)).find((p) => p !== undefined);
    if (problem) {
      errors[field.id] = problem;
      continue;
    }
    const value = field.type === 'password' ? PASSWORD_PLACEHOLDER : values.join(', ');
    submitted.push({ id: field.id, label: field.label, type: field.type, value });
  }
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  return { kind: 'valid', fields: submitted, files: keptFiles };
}
