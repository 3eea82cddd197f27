import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import { CalendarCheck, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButton, secondaryButton } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useSetEnquiryStatus, type VendorStatus } from '@/features/inbox/api/set-enquiry-status';
import { longEventDay } from '@/features/inbox/lib/format';
import { refusalMessage } from '@/lib/api-client';

const FAILED = 'The status was not changed. Check your connection and try again.';

/**
 * The vendor's Mark booked and Decline. Booked also books the listing on the event date (the
 * server does both in one step); Decline asks first, since the couple is told.
 */
export function StatusActions({ enquiry }: { enquiry: Enquiry }) {
  const setStatus = useSetEnquiryStatus(enquiry.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<VendorStatus | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const day = longEventDay(enquiry.eventDate);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const choose = (status: VendorStatus) => {
    setDone(null);
    setStatus.mutate(status, {
      onSuccess: () => {
        setConfirming(false);
        setDone(status);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3 border-t border-maroon-100 pt-4">
      {enquiry.status !== 'booked' ? (
        <div className="flex flex-col gap-1.5">
          <button
            type="button"
            onClick={() => choose('booked')}
            disabled={setStatus.isPending}
            className={primaryButton}
          >
            <CalendarCheck aria-hidden="true" className="size-4" />
            Mark booked
          </button>
          <p className="text-xs text-stone-600">
            {`Marking it booked also marks ${day} as booked for ${enquiry.firmName}, so couples see the date is taken.`}
          </p>
        </div>
      ) : null}
      {enquiry.status !== 'declined' ? (
        confirming ? (
          <fieldset className="flex flex-col gap-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
            <legend className="float-left text-sm font-medium text-red-900">
              {`Decline this enquiry from ${enquiry.userName}? They will be told.`}
            </legend>
            <div className="flex flex-wrap gap-2">
              <button
                ref={confirmRef}
                type="button"
                onClick={() => choose('declined')}
                disabled={setStatus.isPending}
                className="inline-flex items-center justify-center gap-2 rounded-full bg-red-800 px-4 py-2 text-sm font-medium text-white transition hover:bg-red-900 disabled:opacity-60"
              >
                Yes, decline
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className={secondaryButton}
              >
                Cancel
              </button>
            </div>
          </fieldset>
        ) : (
          <button
            type="button"
            onClick={() => {
              setDone(null);
              setConfirming(true);
            }}
            disabled={setStatus.isPending}
            className={secondaryButton}
          >
            <X aria-hidden="true" className="size-4" />
            Decline
          </button>
        )
      ) : null}
      <div aria-live="polite">
        {done === 'booked' ? (
          <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {`Marked booked. ${day} is now booked for ${enquiry.firmName}. `}
              <Link
                to={`${paths.availability}?service_id=${enquiry.listingId}`}
                className="font-medium underline underline-offset-2"
              >
                See booked dates
              </Link>
            </span>
          </p>
        ) : done === 'declined' ? (
          <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-800">
            {`Declined. ${enquiry.userName} has been told.`}
          </p>
        ) : null}
      </div>
      {setStatus.isError ? <FormAlert>{refusalMessage(setStatus.error, FAILED)}</FormAlert> : null}
    </div>
  );
}
