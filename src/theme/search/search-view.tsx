// The search results page as a page view: the matches load in the data step (sources.search), the
// markup is SearchResults'. The page number comes from the route (`?paged=N` or `/page/N/`).
import type { PageView, SearchResults as Results } from '../../contracts/data.ts';
import { HEADER_SEARCH_BEHAVIOUR } from './header-search.tsx';
import { SearchResults } from './search-results.tsx';

export interface SearchViewData {
  results: Results;
  areas: Array<{ name: string; url: string }>;
}

export const searchView: PageView<SearchViewData> = {
  name: 'search',
  modules: [HEADER_SEARCH_BEHAVIOUR],
  async data({ request, sources, site }) {
    const page = Number(request.query.paged ?? '1');
    const results = await sources.search({ text: request.search ?? '', page: Number.isSafeInteger(page) && page > 0 ? page : 1 });
    return { results, areas: site.areas.map((a) => ({ name: a.name, url: a.link })) };
  },
  Render: ({ data }) => <SearchResults results={data.results} areas={data.areas} />,
};
