// Form widget (Elementor Pro's `form`): Elementor's markup and class names, field by field as its PHP
// prints them (Form_Base, the field classes), so imported CSS and scripts find what they expect. A
// multi-step form is printed in the shape Pro's step handler builds in the browser (indicators, one
// `e-form__step` per step, previous/next buttons), with every step but the first hidden: the page
// does not move when the script arrives. The browser side (behaviour.ts) validates, steps and posts
// to the submission endpoint (src/forms/) as Elementor's handler does.
//
// Dates and times use the browser's own pickers (type=date, type=time) whatever `use_native_date` /
// `use_native_time` say: Elementor's alternative is flatpickr (~15 KB gzipped with its CSS), whose
// calendar is a grid of spans that keyboards and screen readers handle poorly; native inputs are
// accessible, localised, and on phones open the system picker. reCAPTCHA fields print nothing: the
// site has no reCAPTCHA keys, and the server's honeypot, rate limit and minimum time stand in.
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { Icon, widgetIcon } from '../shared/icon.tsx';
import { sanitizeInline, sanitizeRichText, textOf } from '../shared/sanitize.ts';
import { formBaseCss } from './base-css.ts';
import { fieldDomId, fieldName, formFields, stepCount, type FormField } from './fields.ts';
import { DATE_PATTERN, FIELD_MESSAGES, formMessages, TEL_PATTERN } from './messages.ts';
import { formDeclaration, type FormSettings } from './schema.ts';

/** What the request adds (the data step): the page being viewed, for `queried_id` and `referer_title`. */
export interface FormPageData {
  queriedId?: number;
  title?: string;
}

const STEP_TYPES = ['none', 'text', 'icon', 'number', 'progress_bar', 'number_text', 'icon_text'] as const;
const SHAPES = ['circle', 'square', 'rounded', 'none'] as const;
const oneOf = <T extends string>(v: unknown, all: readonly T[], fallback: T): T => (all.includes(v as T) ? (v as T) : fallback);
const on = (v: unknown) => v === true || (typeof v === 'string' && v !== '' && v !== 'no');
const classes = (v: string) => v.split(/\s+/).filter((c) => /^[A-Za-z_-][\w-]*$/.test(c));
const size = (v: unknown) => oneOf(v, ['xs', 'sm', 'md', 'lg', 'xl'] as const, 'sm');

/** Elementor's column classes for a width per device (`elementor-col-50 elementor-md-100 elementor-sm-100`). */
function widthClasses(desktop: string, tablet: string, mobile: string): string[] {
  const ok = (w: string) => /^\d{1,3}$/.test(w);
  return [
    `elementor-col-${ok(desktop) ? desktop : '100'}`,
    ok(tablet) ? `elementor-md-${tablet}` : '',
    ok(mobile) ? `elementor-sm-${mobile}` : '',
  ];
}

interface FieldContext {
  settings: FormSettings;
  inputSize: string;
  showLabels: boolean;
  markRequired: boolean;
}

/** The attributes every input of a field shares (Elementor's `input{i}` render attribute). */
function inputProps(field: FormField, ctx: FieldContext, extra: string[] = []) {
  return {
    name: fieldName(field),
    id: fieldDomId(field),
    className: cx('elementor-field', `elementor-size-${ctx.inputSize}`, classes(field.cssClasses), extra),
    required: field.required || undefined,
    'aria-required': field.required ? ('true' as const) : undefined,
  };
}

function placeholderOf(field: FormField): string | undefined {
  return field.placeholder !== '' ? field.placeholder : undefined;
}

function Options({ field }: { field: FormField }): ReactNode {
  const type = field.type === 'radio' ? 'radio' : 'checkbox';
  const name = fieldName(field);
  return (
    <div className={cx('elementor-field-subgroup', classes(field.cssClasses), field.inline && 'elementor-subgroup-inline')}>
      {field.options.map((option, i) => {
        const id = `${fieldDomId(field)}-${i}`;
        return (
          <span key={i} className="elementor-field-option">
            <input
              type={type}
              value={option.value}
              id={id}
              name={name}
              defaultChecked={field.defaultValue !== '' && option.value === field.defaultValue}
              required={(type === 'radio' && field.required) || undefined}
            />{' '}
            <label htmlFor={id}>{option.label}</label>
          </span>
        );
      })}
    </div>
  );
}

function Select({ field, ctx }: { field: FormField; ctx: FieldContext }): ReactNode {
  const chosen = field.defaultValue === '' ? [] : field.defaultValue.split(',');
  const selected = field.allowMultiple
    ? field.options.filter((o) => chosen.includes(o.value)).map((o) => o.value)
    : chosen.find((v) => field.options.some((o) => o.value === v));
  return (
    <div className={cx('elementor-field', 'elementor-select-wrapper', 'remove-before', classes(field.cssClasses))}>
      <div className="select-caret-down-wrapper">
        {field.allowMultiple ? null : (
          <svg
            aria-hidden="true"
            className="e-font-icon-svg e-eicon-caret-down"
            viewBox="0 0 571.4 571.4"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path
              d="M571 393Q571 407 561 418L311 668Q300 679 286 679T261 668L11 418Q0 407 0 393T11 368 36 357H536Q550 357 561 368T571 393Z"
              transform="translate(0 -208)"
            />
          </svg>
        )}
      </div>
      <select
        name={fieldName(field)}
        id={fieldDomId(field)}
        className={cx('elementor-field-textual', `elementor-size-${ctx.inputSize}`)}
        required={field.required || undefined}
        aria-required={field.required ? 'true' : undefined}
        multiple={field.allowMultiple || undefined}
        size={field.selectSize}
        defaultValue={selected}
      >
        {field.options.map((option, i) => (
          <option key={i} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The input itself, by type (Elementor's field classes); undefined for a type that prints nothing. */
function Control({ field, ctx }: { field: FormField; ctx: FieldContext }): ReactNode {
  const value = field.defaultValue !== '' ? field.defaultValue : undefined;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'password':
      return (
        <input
          size={1}
          type={field.type}
          {...inputProps(field, ctx, ['elementor-field-textual'])}
          placeholder={placeholderOf(field)}
          defaultValue={value}
          autoComplete={autocompleteOf(field)}
        />
      );
    case 'hidden':
      return (
        <input
          size={1}
          type="hidden"
          name={fieldName(field)}
          id={fieldDomId(field)}
          className={cx('elementor-field', `elementor-size-${ctx.inputSize}`, 'elementor-field-textual', classes(field.cssClasses))}
          defaultValue={value}
        />
      );
    case 'tel':
      return (
        <input
          size={1}
          type="tel"
          {...inputProps(field, ctx, ['elementor-field-textual'])}
          placeholder={placeholderOf(field)}
          defaultValue={value}
          pattern={TEL_PATTERN}
          title={FIELD_MESSAGES.telTitle}
          autoComplete="tel"
        />
      );
    case 'textarea':
      return (
        <textarea
          {...inputProps(field, ctx)}
          className={cx('elementor-field-textual', 'elementor-field', classes(field.cssClasses), `elementor-size-${ctx.inputSize}`)}
          rows={field.rows}
          placeholder={placeholderOf(field)}
          defaultValue={value}
        />
      );
    case 'number':
      return (
        <input
          type="number"
          {...inputProps(field, ctx, ['elementor-field-textual'])}
          placeholder={placeholderOf(field)}
          defaultValue={value}
          min={field.min}
          max={field.max}
          step="any"
        />
      );
    case 'date':
      return (
        <input
          type="date"
          {...inputProps(field, ctx, ['elementor-field-textual', 'elementor-date-field', 'elementor-use-native'])}
          placeholder={placeholderOf(field)}
          defaultValue={value}
          pattern={DATE_PATTERN}
          min={field.minDate}
          max={field.maxDate}
        />
      );
    case 'time':
      return (
        <input
          type="time"
          {...inputProps(field, ctx, ['elementor-field-textual', 'elementor-time-field', 'elementor-use-native'])}
          placeholder={placeholderOf(field)}
          defaultValue={value}
        />
      );
    case 'select':
      return field.options.length ? <Select field={field} ctx={ctx} /> : null;
    case 'radio':
    case 'checkbox':
      return field.options.length ? <Options field={field} /> : null;
    case 'acceptance': {
      const text = sanitizeInline(field.acceptanceText);
      return (
        <div className="elementor-field-subgroup">
          <span className="elementor-field-option">
            <input type="checkbox" {...inputProps(field, ctx, ['elementor-acceptance-field'])} defaultChecked={field.checkedByDefault} />{' '}
            {text ? <label htmlFor={fieldDomId(field)} dangerouslySetInnerHTML={{ __html: text }} /> : null}
          </span>
        </div>
      );
    }
    case 'upload':
      return (
        <input
          type="file"
          {...inputProps(field, ctx, ['elementor-upload-field'])}
          multiple={field.multipleUpload || undefined}
          accept={field.fileTypes.length ? field.fileTypes.map((t) => `.${t}`).join(',') : undefined}
          data-maxsize={field.maxSizeMb}
          data-maxsize-message={field.maxSizeMb ? FIELD_MESSAGES.uploadSize : undefined}
          data-maxfiles={field.maxFiles}
        />
      );
    case 'honeypot':
      // Hidden from people and screen readers, out of the tab order, never autofilled: only a bot
      // that fills every input it finds puts something here (the server then answers "Invalid Form.").
      return (
        <input
          size={1}
          type="text"
          name={fieldName(field)}
          id={fieldDomId(field)}
          className={cx('elementor-field', `elementor-size-${ctx.inputSize}`)}
          style={{ display: 'none' }}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
        />
      );
    case 'html':
      return <div className="elementor-field-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(field.html) }} />;
    default:
      return null;
  }
}

/** What browsers may fill in for a field, from its type and custom id (a guess only where it is safe). */
function autocompleteOf(field: FormField): string | undefined {
  if (field.type === 'email') return 'email';
  if (field.type === 'url') return 'url';
  if (field.type === 'password') return 'new-password';
  if (field.type === 'text' && /^(name|full_?name|your_?name)$/i.test(field.id)) return 'name';
  return undefined;
}

/** One field group (Elementor's `field-group{i}` with its label and input). */
function FieldGroup({ field, ctx }: { field: FormField; ctx: FieldContext }): ReactNode {
  if (!field.known || field.type === 'step' || field.type === 'recaptcha' || field.type === 'recaptcha_v3') return null;
  if (field.type === 'honeypot') {
    return (
      <div className="elementor-field-type-text">
        <Control field={field} ctx={ctx} />
      </div>
    );
  }
  const control = <Control field={field} ctx={ctx} />;
  const printLabel = !['hidden', 'html', 'step'].includes(field.type) && field.label !== '';
  // A group of options is a group: its legend is the field's label (a label `for` one box would name only it).
  const isGroup = (field.type === 'radio' || field.type === 'checkbox') && field.options.length > 0;
  const label = sanitizeInline(field.label);
  const groupClass = cx(
    `elementor-field-type-${field.type}`,
    'elementor-field-group',
    'elementor-column',
    `elementor-field-group-${field.id}`,
    widthClasses(field.width.desktop, field.width.tablet, field.width.mobile),
    field.allowMultiple && `elementor-field-type-${field.type}-multiple`,
    field.required && 'elementor-field-required',
    field.required && ctx.markRequired && 'elementor-mark-required',
  );
  const labelClass = cx('elementor-field-label', !ctx.showLabels && 'elementor-screen-only');
  if (isGroup) {
    return (
      <div
        className={groupClass}
        role={field.type === 'radio' ? 'radiogroup' : 'group'}
        aria-labelledby={printLabel ? `${fieldDomId(field)}-label` : undefined}
        aria-required={field.type === 'radio' && field.required ? 'true' : undefined}
      >
        {printLabel ? <label id={`${fieldDomId(field)}-label`} className={labelClass} dangerouslySetInnerHTML={{ __html: label }} /> : null}
        {control}
      </div>
    );
  }
  // An acceptance box without its own text is named by the field's label.
  return (
    <div className={groupClass}>
      {printLabel ? <label htmlFor={fieldDomId(field)} className={labelClass} dangerouslySetInnerHTML={{ __html: label }} /> : null}
      {control}
    </div>
  );
}

function SubmitButton({ s, buttonClass }: { s: FormSettings; buttonClass: string }): ReactNode {
  const text = sanitizeInline(s.button_text);
  const icon = widgetIcon(s, 'selected_button_icon', 'button_icon');
  return (
    <button type="submit" className={buttonClass} id={s.button_css_id || undefined}>
      <span className="elementor-button-content-wrapper">
        {icon ? (
          <span className="elementor-button-icon">
            <Icon resolved={icon} />
            {text ? null : <span className="elementor-screen-only">Submit</span>}
          </span>
        ) : null}
        {text ? (
          <span className="elementor-button-text" dangerouslySetInnerHTML={{ __html: text }} />
        ) : icon ? null : (
          <span className="elementor-button-text">Send</span>
        )}
      </span>
    </button>
  );
}

/** Step indicators as Pro's handler builds them: the first active, a progress bar or one per step. */
function Indicators({ s, steps }: { s: FormSettings; steps: FormField[] }): ReactNode {
  const type = oneOf(s.step_type, STEP_TYPES, 'number_text');
  if (type === 'none') return null;
  const total = steps.length;
  if (type === 'progress_bar') {
    const percent = Math.floor((1 / total) * 100);
    return (
      <div className="e-form__indicators e-form__indicators--type-progress_bar">
        <div
          className="e-form__indicators__indicator__progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step 1 of ${total}`}
        >
          <div
            className={cx(
              'e-form__indicators__indicator__progress__meter',
              !on(s.display_percentage) && 'e-form__indicators__indicator__progress__meter--hidden',
            )}
            style={{ width: `${percent}%` }}
          >
            {on(s.display_percentage) ? `${percent}%` : null}
          </div>
        </div>
      </div>
    );
  }
  const shape = oneOf(s.step_icon_shape, SHAPES, 'circle');
  const withLabel = type === 'text' || type === 'number_text' || type === 'icon_text';
  const withNumber = type === 'number' || type === 'number_text';
  const withIcon = type === 'icon' || type === 'icon_text';
  return (
    <ol className={`e-form__indicators e-form__indicators--type-${type}`} aria-label="Steps">
      {steps.map((step, i) => {
        const label = textOf(step.label) || `Step ${i + 1}`;
        return (
          <li key={i} className="e-form__indicators__item">
            {i > 0 ? <span className="e-form__indicators__indicator__separator" aria-hidden="true" /> : null}
            <span
              className={cx(
                'e-form__indicators__indicator',
                `e-form__indicators__indicator--state-${i === 0 ? 'active' : 'inactive'}`,
                type !== 'text' && `e-form__indicators__indicator--shape-${shape}`,
              )}
              data-indicator={i}
              aria-current={i === 0 ? 'step' : undefined}
            >
              {withIcon ? (
                <span className="e-form__indicators__indicator__icon">
                  <Icon value={step.stepIcon} />
                </span>
              ) : null}
              {withNumber ? <span className="e-form__indicators__indicator__number">{i + 1}</span> : null}
              {withLabel ? (
                <span className="e-form__indicators__indicator__label">{label}</span>
              ) : (
                <span className="elementor-screen-only">{label}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export const form = defineWidget<typeof formDeclaration, FormPageData>({
  declaration: formDeclaration,
  baseCss: formBaseCss,
  behaviours: () => ['form'],
  data: async ({ request }) => ({ queriedId: request.post?.id, title: request.post?.title }),
  clientSettings: (s) => {
    const messages = formMessages(s);
    return {
      step_type: oneOf(s.step_type, STEP_TYPES, 'number_text'),
      display_percentage: on(s.display_percentage) ? 'true' : '',
      required_message: messages.required,
      invalid_message: messages.invalid,
      server_message: messages.server,
      error_message: messages.error,
      custom_validation: s.form_validation === 'custom' ? 'yes' : '',
    };
  },
  Render: ({ settings: s, element, ctx, data }) => {
    const fields = formFields(s);
    const steps = fields.filter((f) => f.type === 'step');
    const stepped = stepCount(fields) > 1;
    const fieldCtx: FieldContext = {
      settings: s,
      inputSize: size(s.input_size),
      showLabels: on(s.show_labels),
      markRequired: on(s.mark_required),
    };
    const formName = textOf(s.form_name);
    const buttonSize = size(s.button_size);
    const buttonClass = cx('elementor-button', `elementor-size-${buttonSize}`, hoverAnimationClass(s.button_hover_animation));
    const submitGroup = (key: string, extra?: ReactNode) => (
      <div
        key={key}
        className={cx(
          'elementor-field-group',
          'elementor-column',
          'elementor-field-type-submit',
          widthClasses(String(s.button_width ?? '100') || '100', String(s.button_width_tablet ?? ''), String(s.button_width_mobile ?? '')),
          'e-form__buttons',
        )}
      >
        {extra}
        <SubmitButton s={s} buttonClass={buttonClass} />
      </div>
    );
    const stepButton = (kind: 'previous' | 'next', label: string) => (
      <div
        key={kind}
        className={cx(`elementor-field-type-${kind}`, 'elementor-field-group', 'e-form__buttons__wrapper', 'elementor-column')}
      >
        <button
          type="button"
          className={cx(
            'e-form__buttons__wrapper__button',
            `e-form__buttons__wrapper__button-${kind}`,
            'elementor-button',
            `elementor-size-${buttonSize}`,
          )}
        >
          {label}
        </button>
      </div>
    );
    const title = data?.title ?? (data?.queriedId === undefined ? ctx.site.name : '');
    const labelPosition = s.label_position === 'inline' ? 'inline' : 'above';
    return (
      <form
        className="elementor-form"
        method="post"
        name={formName || undefined}
        aria-label={formName || undefined}
        id={s.form_id && /^[A-Za-z][\w-]*$/.test(s.form_id) ? s.form_id : undefined}
        noValidate={s.form_validation === 'custom' || undefined}
        data-steps={stepped ? steps.length : undefined}
      >
        <input type="hidden" name="post_id" value={String(ctx.documentId ?? data?.queriedId ?? 0)} />
        <input type="hidden" name="form_id" value={element.id} />
        <input type="hidden" name="referer_title" value={title} />
        {data?.queriedId !== undefined ? <input type="hidden" name="queried_id" value={String(data.queriedId)} /> : null}
        {stepped ? <Indicators s={s} steps={steps} /> : null}
        <div className={`elementor-form-fields-wrapper elementor-labels-${labelPosition}`}>
          {stepped
            ? steps.map((step, n) => {
                const inStep = fields.filter((f) => f.step === n && f.type !== 'step');
                const last = n === steps.length - 1;
                const previous = step.previousButton || s.step_previous_label || 'Previous';
                const next = step.nextButton || s.step_next_label || 'Next';
                return (
                  <div
                    key={n}
                    className={cx('e-form__step', n > 0 && 'elementor-hidden')}
                    data-step={n}
                    role="group"
                    aria-label={textOf(step.label) || `Step ${n + 1}`}
                    hidden={n > 0 || undefined}
                  >
                    {inStep.map((field) => (
                      <FieldGroup key={field.index} field={field} ctx={fieldCtx} />
                    ))}
                    {last ? submitGroup('submit', n > 0 ? stepButton('previous', previous) : null) : null}
                    {!last && n > 0 ? stepButton('previous', previous) : null}
                    {!last ? stepButton('next', next) : null}
                  </div>
                );
              })
            : [...fields.map((field) => <FieldGroup key={field.index} field={field} ctx={fieldCtx} />), submitGroup('submit')]}
        </div>
      </form>
    );
  },
});
