import * as s from '@mandap/shared/messages/en/public-search';
import type { SearchResponse } from '@mandap/shared/schemas/marketplace';
import { Sparkles } from 'lucide-react';
import { categoryLabel } from '@/lib/categories';

/** 'Photo Video in Jaipur' from what the server read the text as. */
export function describeInterpretation(
  interpreted: NonNullable<SearchResponse['interpretedAs']>,
): string {
  const what = [
    interpreted.q ? `“${interpreted.q}”` : null,
    interpreted.category ? categoryLabel(interpreted.category) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return interpreted.city ? s.inCity(what || s.vendors, interpreted.city) : what || s.vendors;
}

/** Says how the text was read when that differs from what was typed (a typo, a city in it). */
export function InterpretedAs({ interpreted }: { interpreted: SearchResponse['interpretedAs'] }) {
  if (!interpreted) return null;
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-stone-700">
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-marigold-600" />
      <span>
        {s.showingResultsFor}{' '}
        <strong className="font-semibold text-maroon-900">
          {describeInterpretation(interpreted)}
        </strong>
      </span>
    </p>
  );
}
