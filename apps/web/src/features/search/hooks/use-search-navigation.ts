import type { SearchQuery } from '@mandap/shared/schemas/marketplace';
import { type Location, matchPath, useNavigate, useNavigation } from 'react-router';
import { isSearchPathname, paths } from '@/config/paths';
import {
  changeQuery,
  pathOfQuery,
  type QueryChanges,
  readSearchParams,
  readSearchPlace,
  searchSchemaLoaded,
} from '@/features/search/lib/search-params';

/** The search a URL names, when it can be read now (the schema is loaded during a search's load). */
function searchOfLocation(location: Location): SearchQuery | null {
  if (!searchSchemaLoaded()) return null;
  const readable = matchPath(`${paths.vendors}/in/:city/:category?`, location.pathname);
  const place = readable ? readSearchPlace(readable.params) : undefined;
  if (place === null) return null;
  const parsed = readSearchParams(new URLSearchParams(location.search), place);
  return parsed.ok ? parsed.query : null;
}

/**
 * Changes the search by changing the URL (each change is a history entry, so back and forward
 * step through the searches). A filter or the sort keeps the scroll position; the page does not.
 * A change made while a search is still loading adds to that search, not to the one shown: a
 * filter picked straight after the sort keeps the sort.
 */
export function useSearchNavigation(query: SearchQuery) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // A new search of this page is being loaded: the results shown are about to change.
  const updating = navigation.state === 'loading' && isSearchPathname(navigation.location.pathname);
  const apply = (changes: QueryChanges) => {
    const latest = (updating && searchOfLocation(navigation.location)) || query;
    navigate(pathOfQuery(changeQuery(latest, changes)), { preventScrollReset: true });
  };
  return { apply, updating };
}
