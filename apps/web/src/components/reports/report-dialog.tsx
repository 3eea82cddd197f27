import * as t from '@mandap/shared/messages/en/couple-reports';
import { REPORT_LIMITS } from '@mandap/shared/reports';
import { type FormEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { useModal } from '@/hooks/use-modal';
import { refusalMessage } from '@/lib/api-client';
import { type ReportInput, reportListing, reportMessage } from './report-api';

// Loaded when someone first opens a report (decision 0065): never part of a first view.

interface ReportDialogProps {
  title: string;
  /** What is reported, in a few words (the firm's name, the message's start). */
  about: string;
  /** The fixed reasons: code → words. */
  reasons: Readonly<Record<string, string>>;
  send: (input: ReportInput) => Promise<void>;
  onClose: () => void;
}

/**
 * A modal dialog: the reasons as radio buttons, details (required for "Something else"), Send;
 * then a confirmation. Escape and Cancel close it; focus comes back to what opened it.
 */
export function ReportDialog({ title, about, reasons, send, onClose }: ReportDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  useModal(panel, { initialFocus: first, onEscape: sending ? undefined : onClose });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setFailure(t.reasonRequired);
    if (reason === 'other' && !details.trim()) return setFailure(t.detailsRequired);
    setSending(true);
    try {
      await send({ reason, details: details.trim() });
      setSent(true);
    } catch (error) {
      setFailure(refusalMessage(error, t.network));
    } finally {
      setSending(false);
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center bg-stone-950/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className="max-h-[90vh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl sm:max-w-md sm:rounded-3xl sm:p-6"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-maroon-900">
          {title}
        </h2>
        <p className="mt-1 break-words text-sm text-stone-600">{about}</p>
        {sent ? (
          <>
            <p role="status" className="mt-4 text-stone-800">
              {t.thanks}
            </p>
            <div className="mt-5 flex justify-end">
              <button type="button" className={primaryButtonClass} onClick={onClose}>
                {t.close}
              </button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium text-stone-900">{t.reasonLegend}</legend>
              {Object.entries(reasons).map(([code, text], index) => (
                <label key={code} className="flex items-center gap-3 text-stone-800">
                  <input
                    ref={index === 0 ? first : undefined}
                    type="radio"
                    name={`${id}-reason`}
                    value={code}
                    checked={reason === code}
                    onChange={() => setReason(code)}
                    className="size-4 accent-maroon-800"
                  />
                  {text}
                </label>
              ))}
            </fieldset>
            <label
              htmlFor={`${id}-details`}
              className="mt-4 block text-sm font-medium text-stone-800"
            >
              {t.detailsLabel}
            </label>
            <textarea
              id={`${id}-details`}
              className={`${fieldClass} mt-1 w-full`}
              rows={3}
              maxLength={REPORT_LIMITS.detailsMaxLength}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
            {failure ? (
              <div className="mt-3">
                <FormAlert>{failure}</FormAlert>
              </div>
            ) : null}
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={onClose}
                disabled={sending}
              >
                {t.cancel}
              </button>
              <button
                type="submit"
                className={primaryButtonClass}
                aria-disabled={sending || undefined}
              >
                {sending ? t.sending : t.send}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** The dialog of a listing's report: its reasons and its route, loaded with the dialog. */
export function ListingReportDialog({
  listingId,
  firmName,
  onClose,
}: {
  listingId: number;
  firmName: string;
  onClose: () => void;
}) {
  return (
    <ReportDialog
      title={t.listingDialogTitle}
      about={firmName}
      reasons={t.listingReasons}
      send={(input) => reportListing(listingId, input)}
      onClose={onClose}
    />
  );
}

/** The dialog of a chat message's report. */
export function MessageReportDialog({
  enquiryId,
  messageId,
  about,
  onClose,
}: {
  enquiryId: number;
  messageId: number;
  about: string;
  onClose: () => void;
}) {
  return (
    <ReportDialog
      title={t.messageDialogTitle}
      about={about}
      reasons={t.messageReasons}
      send={(input) => reportMessage(enquiryId, messageId, input)}
      onClose={onClose}
    />
  );
}
