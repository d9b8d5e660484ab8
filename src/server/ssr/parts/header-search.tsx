// The theme header's search dropdown, when its option is on.
import { HEADER_SEARCH_BEHAVIOUR, HeaderSearch } from '../../../theme/search/header-search.tsx';
import { definePart } from '../page-part.ts';
import { themeHeaderOf } from './theme-header.ts';

export const headerSearchPart = definePart({
  name: 'header-search',
  prepare({ input, plan }) {
    if (!themeHeaderOf(input)?.search) return undefined;
    plan.inputModules.add(HEADER_SEARCH_BEHAVIOUR);
    return { headerSlots: () => ({ search: <HeaderSearch /> }) };
  },
});
