import { intlLocale } from '@mandap/shared/messages/en/locale';
import * as t from '@mandap/shared/messages/en/vendor-listings';
import type { VendorSuspensions } from '@mandap/shared/schemas/suspensions';
import { appealMessageProblem, SUSPENSION_LIMITS } from '@mandap/shared/suspensions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { useListingAppeal } from '@/features/listings/api/appeals';
import { refusalMessage } from '@/lib/api-client';

type Suspended = VendorSuspensions['listings'][number];

/** A day as India reads it: 22 Nov 2026. */
export function appealDay(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
  }).format(new Date(iso));
}

/** The appeal's message: a labelled box with its limits, counted as it is typed. */
export function AppealMessageField({
  value,
  onChange,
  error,
  focusOnMount = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Opened by a button that it replaces: the keyboard's focus moves here. */
  focusOnMount?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t.appealMessageLabel}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={fieldClass}
        rows={5}
        maxLength={SUSPENSION_LIMITS.appealMaxLength}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t.appealLengthHint(SUSPENSION_LIMITS.appealMinLength, SUSPENSION_LIMITS.appealMaxLength)} (
        {value.trim().length}/{SUSPENSION_LIMITS.appealMaxLength})
      </p>
    </div>
  );
}

function AppealForm({ listingId, onClose }: { listingId: number; onClose: () => void }) {
  const appeal = useListingAppeal(listingId);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = appealMessageProblem(message);
    if (problem) return setFailure(problem);
    setFailure(null);
    try {
      await appeal.mutateAsync(message.trim());
    } catch (error) {
      setFailure(refusalMessage(error, t.appealNetwork));
    }
  };
  if (appeal.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        {t.appealSent}
      </p>
    );
  }
  return (
    <form
      noValidate
      aria-label={t.appealButton}
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3"
    >
      <AppealMessageField value={message} onChange={setMessage} error={failure} focusOnMount />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={appeal.isPending}>
          {appeal.isPending ? t.appealSending : t.appealSend}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t.appealCancel}
        </button>
      </div>
    </form>
  );
}

/**
 * On a listing's card in the portal (decision 0066): "Suspended by Mandap", why, and the appeal:
 * a button opening the form while none was sent, else the appeal's state.
 */
export function ListingSuspension({ suspension }: { suspension: Suspended }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-red-50 p-3 text-sm text-stone-900 ring-1 ring-red-200">
      <p className="font-semibold text-red-900">{t.suspendedByMandap}</p>
      <p className="break-words">
        {suspension.reasonText}
        {suspension.details ? ` (${suspension.details})` : ''}
      </p>
      {suspension.appeal === 'pending' ? (
        <p role="status">
          {suspension.appealedAt
            ? t.appealPendingSince(appealDay(suspension.appealedAt))
            : t.appealPending}
        </p>
      ) : suspension.appeal === 'upheld' ? (
        <p>{t.appealUpheld}</p>
      ) : open ? (
        <AppealForm listingId={suspension.listingId} onClose={() => setOpen(false)} />
      ) : (
        <div>
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
            {t.appealButton}
          </button>
        </div>
      )}
    </div>
  );
}
