import { pageTitle, screenTitles, searchTitle } from '../../lib/page-head';

/** The words of search: the header field, its suggestions and the results page. */
export const searchTexts = {
  openSearch: 'Search deals',
  openSearchWith: (q: string) => `Search deals: ${q}`,
  fieldLabel: 'Search deals',
  placeholder: 'Search deals',
  closeSearch: 'Close search',
  submit: 'Search',
  suggestionsLabel: 'Suggested deals',
  searching: 'Searching…',
  noSuggestions: (q: string) => `No deals match '${q}'`,
  seeAllResults: (q: string) => `See all results for '${q}'`,
  suggestionCount: (n: number) =>
    n === 0
      ? 'No suggestions'
      : `${n} ${n === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys`,

  pageTitle: searchTitle,
  emptyPageTitle: pageTitle(screenTitles.search),
  eyebrow: 'Search',
  heading: (q: string) => `Results for '${q}'`,
  askForWords: 'What are you looking for?',
  askForWordsDetail: 'Type a product, a brand or a category in the search field above.',
  resultCount: (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'}`,
  categoriesLabel: 'Filter by category',
  allCategories: 'All',
  chipLabel: (name: string, count: number) => `${name} (${count})`,
  noMatches: (q: string) => `No deals match '${q}'`,
  noMatchesInCategory: (q: string, category: string) => `No ${category} deals match '${q}'`,
  didYouMean: 'Did you mean',
  browseInstead: 'Browse a category instead:',
  browseLabel: 'Categories',
  offline: (saved: number) =>
    `You're offline: these results come from the ${saved} ${saved === 1 ? 'deal' : 'deals'} saved on this device.`,
  failed: 'Search is not available right now.',
  tryAgain: 'Try Again',
  pagesLabel: 'Result pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
