// How each group control prints: the shared printers the widgets and layouts already use.
import { backgroundCss } from '../elements/background.ts';
import type { CssSink } from '../model/css.ts';
import { typography } from '../model/values.ts';
import { border, boxShadow, cssFilters, textShadow } from '../widgets/shared/css-parts.ts';
import type { GroupKind } from './types.ts';

type Printer = (args: { css: CssSink; selector: string; settings: Record<string, unknown>; prefix: string }) => void;

export const GROUP_PRINTERS: Readonly<Record<GroupKind, Printer>> = {
  typography: ({ css, selector, settings, prefix }) => typography(css, selector, settings, prefix),
  'text-shadow': ({ css, selector, settings, prefix }) => textShadow(css, selector, settings, prefix),
  'box-shadow': ({ css, selector, settings, prefix }) => boxShadow(css, selector, settings, prefix),
  border: ({ css, selector, settings, prefix }) => border(css, selector, settings, prefix),
  'css-filters': ({ css, selector, settings, prefix }) => css.add(selector, { filter: cssFilters(settings, prefix) }),
  background: ({ css, selector, settings, prefix }) => backgroundCss({ css, selector, settings, prefix }),
};
