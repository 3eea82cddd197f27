import * as t from '@mandap/shared/messages/en/registration-form';
import { formatInr } from '@mandap/shared/money';
import { HOTEL_STAR_PRICES_PAISE, HOTEL_STAR_RATINGS } from '@mandap/shared/plans';
import { Star } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/text-field';
import { FormSection } from './form-section';

interface HotelCategoryPickerProps {
  field: UseFormRegisterReturn<'starRating'>;
  error?: string | undefined;
}

/** The hotel's category: its star rating sets the amount charged (spec 9, R3). */
export function HotelCategoryPicker({ field, error }: HotelCategoryPickerProps) {
  const errorId = useId();
  return (
    <FormSection
      legend={t.hotelCategoryLegend}
      intro={t.hotelCategoryIntro}
      describedBy={error ? errorId : undefined}
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {HOTEL_STAR_RATINGS.map((stars) => (
          <label
            key={stars}
            className="flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-stone-200 bg-ivory px-3 py-3 text-center text-sm font-medium text-stone-800 transition hover:border-marigold-300 has-checked:border-maroon-700 has-checked:bg-marigold-50 has-checked:ring-1 has-checked:ring-maroon-700"
          >
            <input
              type="radio"
              value={String(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              {...field}
            />
            <span aria-hidden="true" className="flex text-marigold-500">
              {Array.from({ length: stars }, (_, index) => index + 1).map((nth) => (
                <Star key={nth} className="size-3.5 fill-current" />
              ))}
            </span>
            <span>{t.starOption(stars, formatInr(HOTEL_STAR_PRICES_PAISE[stars]))}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FormSection>
  );
}
