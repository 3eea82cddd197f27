import {
  bookedNotice,
  COMMISSION_MESSAGES,
  COUPLE_ANSWER_LABELS,
  type CommissionTerms,
  commissionNotice,
  parseBookingValue,
} from '@mandap/shared/commission';
import * as c from '@mandap/shared/messages/en/billing-commission';
import * as t from '@mandap/shared/messages/en/couple-inbox';
import { shownName } from '@mandap/shared/names';
import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import { CalendarCheck, CircleCheck, IndianRupee, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButton, secondaryButton } from '@/components/ui/load-states';
import { inputClass } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSetEnquiryStatus, type VendorStatus } from '@/features/inbox/api/set-enquiry-status';
import { longEventDay } from '@/features/inbox/lib/format';
import { STATUS_CONFIRM } from '@/features/inbox/lib/status-texts';
import { ApiError, refusalMessage } from '@/lib/api-client';

const FAILED = t.statusFailed;

/** The enquiry's commission terms as the shared rules read them (dates as instants). */
function termsOf(enquiry: Enquiry): CommissionTerms | null {
  const terms = enquiry.commissionTerms;
  if (!terms) return null;
  return {
    applies: terms.applies,
    rateBasisPoints: terms.rateBasisPoints,
    freeUntil: terms.freeUntil ? new Date(terms.freeUntil) : null,
  };
}

/**
 * The vendor's Mark booked and Decline, shown beside the enquiry (not folded into its details, so
 * a phone shows them at once: issue 31). Mark booked asks for the booking's value in rupees and
 * says whether commission applies (decision 0075), then a dialog asks to confirm, naming the date
 * it blocks; Booked also books the listing on the event date (the server does both in one step).
 * Decline asks in a dialog first, since the couple is told.
 */
export function StatusActions({ enquiry }: { enquiry: Enquiry }) {
  const setStatus = useSetEnquiryStatus(enquiry.id);
  const [confirming, setConfirming] = useState(false);
  const [confirmingBook, setConfirmingBook] = useState(false);
  const [asking, setAsking] = useState(false);
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const [done, setDone] = useState<VendorStatus | null>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [focusToggle, setFocusToggle] = useState(false);
  const id = useId();
  const day = longEventDay(enquiry.eventDate);
  const terms = termsOf(enquiry);
  const typed = parseBookingValue(value);

  useEffect(() => {
    if (asking) valueRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (!focusToggle) return;
    toggleRef.current?.focus();
    setFocusToggle(false);
  }, [focusToggle]);

  const onDone = (status: VendorStatus) => () => {
    setConfirming(false);
    setConfirmingBook(false);
    setAsking(false);
    setValue('');
    setDone(status);
  };

  const onBook = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (value.trim() === '') return setValueError(COMMISSION_MESSAGES.bookingValueRequired);
    if (typed === null) return setValueError(COMMISSION_MESSAGES.bookingValueInvalid);
    setValueError(null);
    setStatus.reset();
    setConfirmingBook(true);
  };

  const book = () => {
    setStatus.mutate(
      { status: 'booked', bookingValue: value.trim() },
      {
        onSuccess: onDone('booked'),
        onError: (error) => {
          setConfirmingBook(false);
          const field = error instanceof ApiError ? error.fieldErrors.bookingValue : undefined;
          if (field) {
            setValueError(field);
            valueRef.current?.focus();
          }
        },
      },
    );
  };

  const decline = () => {
    setDone(null);
    setStatus.mutate(
      { status: 'declined' },
      {
        onSuccess: onDone('declined'),
        onError: () => {
          setConfirming(false);
          declineRef.current?.focus();
        },
      },
    );
  };

  const fieldRefused =
    setStatus.error instanceof ApiError && setStatus.error.fieldErrors.bookingValue !== undefined;

  return (
    <section
      aria-label={STATUS_CONFIRM.actionsLabel}
      className="flex flex-col gap-3 rounded-2xl border border-maroon-100 bg-ivory p-4"
    >
      {enquiry.status === 'booked' && enquiry.booking ? (
        <p className="flex items-start gap-2 rounded-xl bg-marigold-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-marigold-200">
          <IndianRupee aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {bookedNotice(enquiry.booking)} {COUPLE_ANSWER_LABELS[enquiry.coupleAnswer ?? 'none']}.
          </span>
        </p>
      ) : null}
      {enquiry.status !== 'booked' ? (
        asking ? (
          <form
            noValidate
            aria-label={t.markBooked}
            onSubmit={onBook}
            className="flex flex-col gap-2 rounded-xl bg-marigold-50 p-3 ring-1 ring-marigold-200"
          >
            <label htmlFor={`${id}-value`} className="text-sm font-medium text-stone-800">
              {c.valueLabel}
            </label>
            <input
              ref={valueRef}
              id={`${id}-value`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={c.valuePlaceholder}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setValueError(null);
              }}
              aria-invalid={valueError ? true : undefined}
              aria-describedby={`${id}-notice${valueError ? ` ${id}-error` : ''}`}
              className={inputClass}
            />
            {valueError ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
                {valueError}
              </p>
            ) : null}
            <p id={`${id}-notice`} aria-live="polite" className="text-sm text-stone-700">
              {terms ? commissionNotice(terms, typed) : null}
            </p>
            <p className="text-xs text-stone-600">
              {`${t.markingAlsoBooks(day, enquiry.firmName)} ${c.askedToConfirm(shownName(enquiry.userName))}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={setStatus.isPending} className={primaryButton}>
                <CalendarCheck aria-hidden="true" className="size-4" />
                {c.confirmBooking}
              </button>
              <button
                type="button"
                onClick={() => {
                  setAsking(false);
                  setValueError(null);
                  setFocusToggle(true);
                }}
                className={secondaryButton}
              >
                {t.cancel}
              </button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-1.5">
            <button
              ref={toggleRef}
              type="button"
              onClick={() => {
                setDone(null);
                setConfirming(false);
                setAsking(true);
              }}
              disabled={setStatus.isPending}
              className={primaryButton}
            >
              <CalendarCheck aria-hidden="true" className="size-4" />
              {t.markBooked}
            </button>
            <p className="text-xs text-stone-600">{t.markingAlsoBooks(day, enquiry.firmName)}</p>
          </div>
        )
      ) : null}
      {enquiry.status !== 'declined' && !asking ? (
        <button
          ref={declineRef}
          type="button"
          onClick={() => {
            setDone(null);
            setStatus.reset();
            setConfirming(true);
          }}
          disabled={setStatus.isPending}
          className={secondaryButton}
        >
          <X aria-hidden="true" className="size-4" />
          {t.decline}
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={STATUS_CONFIRM.declineTitle}
          message={STATUS_CONFIRM.declineMessage(shownName(enquiry.userName))}
          confirmLabel={STATUS_CONFIRM.declineConfirm}
          cancelLabel={STATUS_CONFIRM.keep}
          destructive
          busy={setStatus.isPending}
          busyLabel={STATUS_CONFIRM.declineBusy}
          onConfirm={decline}
          onCancel={() => {
            setConfirming(false);
            declineRef.current?.focus();
          }}
        />
      ) : null}
      {confirmingBook ? (
        <ConfirmDialog
          title={STATUS_CONFIRM.bookTitle}
          message={STATUS_CONFIRM.bookMessage(
            enquiry.eventDate,
            enquiry.firmName,
            c.askedToConfirm(shownName(enquiry.userName)),
          )}
          confirmLabel={STATUS_CONFIRM.bookConfirm}
          cancelLabel={STATUS_CONFIRM.keep}
          busy={setStatus.isPending}
          busyLabel={STATUS_CONFIRM.bookBusy}
          onConfirm={book}
          onCancel={() => {
            setConfirmingBook(false);
            valueRef.current?.focus();
          }}
        />
      ) : null}
      <div aria-live="polite">
        {done === 'booked' ? (
          <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t.markedBooked(day, enquiry.firmName)}
              <Link
                to={`${paths.availability}?service_id=${enquiry.listingId}`}
                className="font-medium underline underline-offset-2"
              >
                {t.seeBookedDates}
              </Link>
            </span>
          </p>
        ) : done === 'declined' ? (
          <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-800">
            {t.declined(shownName(enquiry.userName))}
          </p>
        ) : null}
      </div>
      {setStatus.isError && !fieldRefused ? (
        <FormAlert>{refusalMessage(setStatus.error, FAILED)}</FormAlert>
      ) : null}
    </section>
  );
}
