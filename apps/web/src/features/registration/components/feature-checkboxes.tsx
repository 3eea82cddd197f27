import * as t from '@mandap/shared/messages/en/registration-form';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxOptions } from '@/components/ui/checkbox-options';
import { FieldError } from '@/components/ui/text-field';
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
    <FormSection legend={legend} intro={t.tickEverything} describedBy={error ? errorId : undefined}>
      <CheckboxOptions
        options={features}
        field={field}
        invalid={Boolean(error)}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FormSection>
  );
}
