import type { SearchSort } from '@mandap/shared/schemas/marketplace';
import { SortMenu } from '@/components/ui/sort-menu';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Highest rated',
};

interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return <SortMenu label="Sort by" labels={SORT_LABELS} value={value} onChange={onChange} />;
}
