import { zodResolver } from '@hookform/resolvers/zod';
import * as d from '@mandap/shared/messages/en/billing-documents';
import { billing as T } from '@mandap/shared/messages/en/vendor-billing';
import {
  BILLING_STATE_OPTIONS,
  type BillingDetails,
  BillingDetailsBodySchema,
} from '@mandap/shared/schemas/billing';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass } from '@/components/ui/styles';
import { FieldError, inputClass, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveBillingDetails } from './api/billing-details';
import { indiaMomentText } from './lib/format';

const FIELDS = ['legalName', 'address', 'stateCode', 'gstin'] as const;

type FormInput = z.input<typeof BillingDetailsBodySchema>;
type FormOutput = z.output<typeof BillingDetailsBodySchema>;

function formValues(details: BillingDetails | null): FormInput {
  return {
    legalName: details?.legalName ?? '',
    address: details?.address ?? '',
    stateCode: details?.stateCode ?? '',
    gstin: details?.gstin ?? '',
  };
}

/**
 * The vendor's billing details (issue 30): legal name, address, state and an optional GSTIN,
 * checked here and again on the server (shape, state, check character); the server's message
 * is shown at its field. What is saved, and when, is said above the form.
 */
export function BillingDetailsForm({ details }: { details: BillingDetails | null }) {
  const save = useSaveBillingDetails();
  const stateId = useId();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(BillingDetailsBodySchema),
    defaultValues: formValues(details),
  });

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const reply = await save.mutateAsync(values);
      reset(formValues(reply));
      setSaved(true);
    } catch (error) {
      const refused =
        error instanceof ApiError
          ? applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true })
          : [];
      if (refused.length === 0) setFailure(refusalMessage(error, T.saveFailed));
    }
  });

  const stateError = errors.stateCode?.message;
  return (
    <div className="flex flex-col gap-4">
      {saved ? (
        <p
          ref={savedRef}
          tabIndex={-1}
          role="status"
          className="flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {T.saved}
        </p>
      ) : null}
      <p className="text-sm text-stone-600">
        {details
          ? `${T.savedAt(indiaMomentText(details.updatedAt))} ${details.gstin ? T.gstinSaved(details.gstin) : ''}`
          : T.noDetails}
      </p>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.legalName}
          hint={T.legalNameHint}
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.legalName?.message}
          {...register('legalName')}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label={T.address}
            hint={T.addressHint}
            autoComplete="street-address"
            rows={3}
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
        <div>
          <label htmlFor={stateId} className="mb-1.5 block text-sm font-medium text-stone-800">
            {T.state}
          </label>
          <select
            id={stateId}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${stateId}-error` : undefined}
            className={inputClass}
            {...register('stateCode')}
          >
            <option value="">{T.chooseState}</option>
            {BILLING_STATE_OPTIONS.map((state) => (
              <option key={state.code} value={state.code}>
                {d.stateNames[state.code] ?? state.name}
              </option>
            ))}
          </select>
          {stateError ? <FieldError id={`${stateId}-error`}>{stateError}</FieldError> : null}
        </div>
        <TextField
          label={T.gstin}
          hint={T.gstinHint}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        {failure ? (
          <div className="sm:col-span-2">
            <FormAlert>{failure}</FormAlert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={save.isPending}
            className={`${primaryButtonClass} w-full sm:w-auto sm:px-8`}
          >
            {save.isPending ? T.saving : T.save}
          </button>
        </div>
      </form>
    </div>
  );
}
