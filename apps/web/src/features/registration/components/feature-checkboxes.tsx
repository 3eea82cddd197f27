import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/text-field';
import { FormSection } from './form-section';

interface FeatureCheckboxesProps {
  legend: string;
  features: readonly string[];
  field: UseFormRegisterReturn<'features'>;
  error?: string | undefined;
}

/** The category's feature options (spec 3), one checkbox each; any number may be ticked. */
export function FeatureCheckboxes({ legend, features, field, error }: FeatureCheckboxesProps) {
  const errorId = useId();
  return (
    <FormSection
      legend={legend}
      intro="Tick everything you offer."
      describedBy={error ? errorId : undefined}
    >
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature}>
            <label className="flex h-full cursor-pointer items-center gap-3 rounded-xl border border-stone-200 bg-ivory px-3 py-2.5 text-sm text-stone-800 transition hover:border-marigold-300 has-checked:border-marigold-400 has-checked:bg-marigold-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-marigold-500">
              <input
                type="checkbox"
                value={feature}
                aria-invalid={error ? true : undefined}
                className="size-4 shrink-0 accent-maroon-700 focus-visible:outline-none"
                {...field}
              />
              <span>{feature}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FormSection>
  );
}
