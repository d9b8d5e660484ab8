// Elementor Pro's form messages (Ajax_Handler::get_default_messages and the field classes, Pro 3.33),
// shared by the browser (render, behaviour) and the submission endpoint (src/forms/), so a visitor
// reads the same words whichever side refuses a value. Plain data: no zod, no DOM.

/** The form-level messages, keyed as Elementor's Ajax_Handler keys them (`{key}_message` settings). */
export const DEFAULT_MESSAGES = {
  success: 'Your submission was successful.',
  error: 'Your submission failed because of an error.',
  required_field: 'This field is required.',
  invalid: 'Your submission failed because the form is invalid.',
  server: 'Your submission failed because of a server error.',
  subscriber_already_exists: 'Subscriber already exists.',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;

/**
 * Elementor's tel pattern `[0-9()#&+*-=.]+` as the server reads it (PCRE; JavaScript without the `v`
 * flag reads it the same): digits, ( ) # & + . and the range `*` to `=` (* + , - . / 0-9 : ; < =).
 */
export const TEL_REGEXP = /^[0-9()#&+*-=.]+$/;

/**
 * The same set for the `pattern` attribute. Browsers compile `pattern` with the `v` flag, where
 * Elementor's own text is a syntax error (unescaped `(`, `)` and `-` in a class), so Chrome ignores
 * it and accepts anything; escaped, it checks what the server checks.
 */
export const TEL_PATTERN = '[0-9\\(\\)#&+\\*-=.]+';

/** Elementor's time pattern (HH:MM, 00:00 to 23:59); the date one is `YYYY-MM-DD`. */
export const TIME_REGEXP = /^(([0-1][0-9])|(2[0-3])):[0-5][0-9]$/;
export const DATE_REGEXP = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
export const DATE_PATTERN = '[0-9]{4}-[0-9]{2}-[0-9]{2}';

/** Field-specific messages (Elementor's, except where marked Foyer's: Elementor has none there). */
export const FIELD_MESSAGES = {
  /** The tel input's `title`, which the browser shows with its own pattern message. */
  telTitle: 'Only numbers and phone characters (#, -, *, etc) are accepted.',
  tel: 'The field accepts only numbers and phone characters (#, -, *, etc).',
  numberMax: (max: number | string) => `The field value must be less than or equal to ${max}.`,
  numberMin: (min: number | string) => `The field value must be greater than or equal to ${min}.`,
  /** Foyer's: Elementor's server turns a non-number into 0 silently. */
  number: 'The field accepts only numbers.',
  time: 'The field should be in HH:MM format.',
  /** Foyer's: Elementor checks the date format only through the input's pattern. */
  date: 'The field should be a date in YYYY-MM-DD format.',
  /** Foyer's (the date field's min and max): Elementor leaves them to the picker. */
  dateMin: (min: string) => `The date must be ${min} or later.`,
  dateMax: (max: string) => `The date must be ${max} or earlier.`,
  /** Foyer's: Elementor only sanitises the address. */
  email: 'The field accepts only a valid email address.',
  /** Foyer's: Elementor only sanitises the address. */
  url: 'The field accepts only a web address (https://…).',
  /** Foyer's: a value a select, radio or checkbox never offered. */
  option: 'The chosen value is not one of the options.',
  uploadSize: 'This file exceeds the maximum allowed size.',
  uploadType: 'This file type is not allowed.',
  /** Foyer's (Elementor's `max_files` check answers with its generic error). */
  uploadCount: (max: number) => `You can upload up to ${max} files.`,
  honeypot: 'Invalid Form.',
  recaptchaBlank: 'The Captcha field cannot be blank. Please enter a value.',
  recaptchaFailed: 'Invalid form, reCAPTCHA validation failed.',
  /** Foyer's: a value longer than the server keeps (src/forms/ sets the limit). */
  tooLong: (max: number) => `The field accepts at most ${max} characters.`,
  /** Said to a visitor whose connection dropped before the answer came (nothing typed is lost). */
  network: 'Your submission could not be sent: the connection to the site was lost. Nothing you typed was lost; please try again.',
} as const;

export interface FormMessages {
  success: string;
  error: string;
  required: string;
  invalid: string;
  server: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The form's messages: Elementor's defaults, or the form's own when `custom_messages` is on (a custom
 * message left empty falls back to the default, as Elementor's placeholders suggest).
 */
export function formMessages(settings: Readonly<Record<string, unknown>>): FormMessages {
  const custom = Boolean(settings.custom_messages) && settings.custom_messages !== 'no';
  const pick = (key: MessageKey) => (custom && text(settings[`${key}_message`])) || DEFAULT_MESSAGES[key];
  return {
    success: pick('success'),
    error: pick('error'),
    required: pick('required_field'),
    invalid: pick('invalid'),
    server: pick('server'),
  };
}
