import type { SearchQuery } from '@mandap/shared/schemas/marketplace';
import { useNavigate, useNavigation } from 'react-router';
import { isSearchPathname } from '@/config/paths';
import {
  changeQuery,
  pathOfQuery,
  type QueryChanges,
} from '@/features/marketplace/lib/search-params';

/**
 * Changes the search by changing the URL (each change is a history entry, so back and forward
 * step through the searches). A filter or the sort keeps the scroll position; the page does not.
 */
export function useSearchNavigation(query: SearchQuery) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const apply = (changes: QueryChanges) => {
    navigate(pathOfQuery(changeQuery(query, changes)), { preventScrollReset: true });
  };
  // A new search of this page is being loaded: the results shown are about to change.
  const updating = navigation.state === 'loading' && isSearchPathname(navigation.location.pathname);
  return { apply, updating };
}
