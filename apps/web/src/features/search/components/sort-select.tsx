import * as s from '@mandap/shared/messages/en/public-search';
import type { SearchSort } from '@mandap/shared/schemas/marketplace';
import { SortMenu } from '@/components/ui/sort-menu';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: s.sortBestMatch,
  newest: s.sortNewest,
  price_asc: s.sortPriceAsc,
  price_desc: s.sortPriceDesc,
  rating: s.sortRating,
};

interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return <SortMenu label={s.sortBy} labels={SORT_LABELS} value={value} onChange={onChange} />;
}
