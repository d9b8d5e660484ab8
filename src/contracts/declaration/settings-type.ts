// The TypeScript type of a declaration's parsed settings, computed from the declaration's literal type.
import type { IconValue, ImageValue, LinkValue } from './value-schemas.ts';
import type { Control, GroupKind } from './types.ts';

type Text<C> = C extends { default: string } ? string : string | undefined;
type Option<C, O> = C extends { default: string } ? keyof O & string : (keyof O & string) | undefined;

/** The parsed value of one control (after zod: defaults applied, numbers coerced). */
export type ControlValue<C> = C extends { kind: 'text' | 'textarea' | 'wysiwyg' }
  ? Text<C>
  : C extends { kind: 'select' | 'choose'; open: true }
    ? unknown
    : C extends { kind: 'select'; multiple: true; options: infer O }
      ? Array<keyof O & string>
      : C extends { kind: 'select' | 'choose'; options: infer O }
        ? Option<C, O>
        : C extends { kind: 'switcher'; boolean: true }
          ? boolean
          : C extends { kind: 'switcher'; open: true }
            ? string | boolean
            : C extends { kind: 'switcher' }
              ? string
              : C extends { kind: 'number'; default: number }
                ? number
                : C extends { kind: 'number'; default: null }
                  ? number | null
                  : C extends { kind: 'number' }
                    ? number | undefined
                    : C extends { kind: 'url'; optional: true }
                      ? ({ url: string } & Record<string, unknown>) | undefined
                      : C extends { kind: 'url' }
                        ? LinkValue
                        : C extends { kind: 'icons' }
                          ? IconValue
                          : C extends { kind: 'media' }
                            ? ImageValue
                            : C extends { kind: 'gallery' }
                              ? Array<{ url: string } & Record<string, unknown>>
                              : C extends { kind: 'repeater'; fields: infer F extends readonly Control[] }
                                ? Array<SettingsOf<F> & { _id?: string }>
                                : C extends { kind: 'list' }
                                  ? string[]
                                  : C extends { kind: 'hidden'; value: 'unknown' }
                                    ? unknown
                                    : C extends { kind: 'hidden'; value: 'object' }
                                      ? Record<string, unknown> | undefined
                                      : C extends { kind: 'hidden' }
                                        ? Text<C>
                                        : unknown;

/**
 * Parsed settings of a declaration's controls: each declared control by its name and kind; group
 * fields and any other stored key (responsive variants, Advanced tab) read as unknown.
 */
export type SettingsOf<Cs extends readonly Control[]> = {
  [C in Cs[number] as C extends { kind: GroupKind } ? never : C['name']]: ControlValue<C>;
} & Record<string, unknown>;
