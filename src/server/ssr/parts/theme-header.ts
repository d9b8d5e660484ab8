// Which theme header a page shows: the theme's own (Astra's), unless a header template was chosen
// or the page has no theme (Canvas, a file rendered by `foyer render`). Several parts read it.
import type { ThemeOptions } from '../../../theme/options.ts';
import type { RenderPageInput } from '../page-part.ts';

export function themeHeaderOf(input: RenderPageInput): ThemeOptions['header'] | undefined {
  return input.theme && !input.header ? input.theme.header : undefined;
}
