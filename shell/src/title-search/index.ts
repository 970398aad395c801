// The title search's script (tooling/bundle/webpack.ts builds it on its own): takes over each search box on
// the page as soon as it runs.
import { TITLE_SEARCH_ATTRIBUTE } from '../shared/title-search-markup';
import { startTitleSearch } from './title-search';

for (const form of document.querySelectorAll<HTMLFormElement>(`form[${TITLE_SEARCH_ATTRIBUTE}]`)) startTitleSearch(form);
