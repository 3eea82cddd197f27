import * as t from '@mandap/shared/messages/en/registration-form';
import { formatInr } from '@mandap/shared/money';
import { COMMISSION_BASIS_POINTS, PLANS } from '@mandap/shared/plans';
import { Check } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/text-field';
import { FormSection } from './form-section';

interface PlanPickerProps {
  field: UseFormRegisterReturn<'plan'>;
  /** Hotels pay by star rating: the cards then show the free period without a price (R3). */
  pricedByStars: boolean;
  error?: string | undefined;
}

/** The three plan cards (spec 3 'Plan', spec 9) as one radio group. */
export function PlanPicker({ field, pricedByStars, error }: PlanPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormSection
      legend={t.priceLegend}
      intro={pricedByStars ? t.priceIntroHotel : t.priceIntro(COMMISSION_BASIS_POINTS / 100)}
      describedBy={error ? errorId : undefined}
    >
      <div className="grid gap-3 md:grid-cols-3">
        {PLANS.map((plan) => {
          const titleId = `${id}-${plan.id}-title`;
          const priceId = `${id}-${plan.id}-price`;
          const detailsId = `${id}-${plan.id}-details`;
          return (
            <label
              key={plan.id}
              className="relative flex cursor-pointer flex-col rounded-2xl border border-stone-200 bg-ivory p-4 transition hover:border-marigold-300 has-checked:border-maroon-700 has-checked:bg-marigold-50 has-checked:ring-1 has-checked:ring-maroon-700 sm:p-5"
            >
              <input
                type="radio"
                value={plan.id}
                aria-labelledby={pricedByStars ? titleId : `${titleId} ${priceId}`}
                aria-describedby={detailsId}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
                {...field}
              />
              <span
                aria-hidden="true"
                className="absolute top-4 right-4 hidden size-6 items-center justify-center rounded-full bg-maroon-800 text-ivory peer-checked:flex"
              >
                <Check className="size-4" />
              </span>
              <span id={titleId} className="text-sm font-semibold tracking-wide text-marigold-800">
                {plan.title}
              </span>
              {pricedByStars ? null : (
                <span
                  id={priceId}
                  className="mt-1 font-display text-3xl font-semibold text-maroon-900"
                >
                  {formatInr(plan.pricePaise)}
                </span>
              )}
              <span id={detailsId} className="mt-1 flex flex-col gap-3">
                <span className="text-sm font-medium text-stone-700">{plan.durationText}</span>
                <span className="flex flex-col gap-1.5 border-t border-stone-200 pt-3">
                  {plan.features.map((feature) => (
                    <span key={feature} className="flex items-start gap-2 text-sm text-stone-600">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-emerald-700"
                      />
                      {feature}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FormSection>
  );
}
