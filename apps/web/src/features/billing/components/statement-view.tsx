import {
  COMMISSION_LIMITS,
  COMMISSION_MESSAGES,
  DISPUTE_REASONS,
  type DisputeReason,
  parseBookingValue,
  percentText,
} from '@mandap/shared/commission';
import {
  coupleAnswerLabels as COUPLE_ANSWER_LABELS,
  disputeReasonLabels as DISPUTE_REASON_LABELS,
  lineStateLabels as LINE_STATE_LABELS,
  statementStatusLabels as STATEMENT_STATUS_LABELS,
  statement as T,
} from '@mandap/shared/messages/en/vendor-billing';
import { formatInr } from '@mandap/shared/money';
import type { Statement, StatementLine } from '@mandap/shared/schemas/commission';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError, Loading, primaryButton, secondaryButton } from '@/components/ui/load-states';
import { inputClass } from '@/components/ui/text-field';
import { useDisputeLine, useStatement } from '@/features/billing/api/statements';
import { dayText, indiaMomentText, monthText } from '@/features/billing/lib/format';
import { ApiError, refusalMessage } from '@/lib/api-client';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-stone-600">{term}</dt>
          <dd className="mb-2 min-w-0 break-words text-stone-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The form of one line's dispute: a reason, the right value for a wrong one, a note. */
function DisputeForm({
  statementId,
  line,
  onClose,
}: {
  statementId: number;
  line: StatementLine;
  onClose: (sent: boolean) => void;
}) {
  const id = useId();
  const send = useDisputeLine(statementId, line.id);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [rightValue, setRightValue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reasonRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    reasonRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!reason) found.reason = COMMISSION_MESSAGES.reasonRequired;
    if (reason === 'wrong_value' && parseBookingValue(rightValue) === null) {
      found.rightValue = COMMISSION_MESSAGES.rightValueRequired;
    }
    if (note.trim().length < COMMISSION_LIMITS.noteMinLength) {
      found.note = COMMISSION_MESSAGES.noteRequired;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    send.mutate(
      { reason, note: note.trim(), ...(reason === 'wrong_value' ? { rightValue } : {}) },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
        },
      },
    );
  };

  const field = (name: string) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-red-800">
        {errors[name]}
      </p>
    ) : null;
  const hasFieldErrors =
    send.error instanceof ApiError && Object.keys(send.error.fieldErrors).length > 0;

  return (
    <form
      noValidate
      aria-label={T.disputeButton(line.enquiryId)}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3"
    >
      <label htmlFor={`${id}-reason`} className="text-sm font-medium text-stone-800">
        {T.reasonLabel}
      </label>
      <select
        ref={reasonRef}
        id={`${id}-reason`}
        className={inputClass}
        value={reason}
        onChange={(event) => setReason(event.target.value as DisputeReason | '')}
        {...field('reason')}
      >
        <option value="">{T.chooseReason}</option>
        {DISPUTE_REASONS.map((code) => (
          <option key={code} value={code}>
            {DISPUTE_REASON_LABELS[code]}
          </option>
        ))}
      </select>
      {fieldError('reason')}
      {reason === 'wrong_value' ? (
        <>
          <label htmlFor={`${id}-value`} className="text-sm font-medium text-stone-800">
            {T.rightValueLabel}
          </label>
          <input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            value={rightValue}
            onChange={(event) => setRightValue(event.target.value)}
            {...field('rightValue')}
          />
          {fieldError('rightValue')}
        </>
      ) : null}
      <label htmlFor={`${id}-note`} className="text-sm font-medium text-stone-800">
        {T.noteLabel}
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={COMMISSION_LIMITS.noteMaxLength}
        className={inputClass}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        {...field('note')}
      />
      {fieldError('note')}
      {send.isError && !hasFieldErrors ? (
        <FormAlert>{refusalMessage(send.error, T.disputeFailed)}</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {T.sendDispute}
        </button>
        <button type="button" className={secondaryButton} onClick={() => onClose(false)}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

function LineCard({
  statement,
  line,
  onDisputed,
}: {
  statement: Statement;
  line: StatementLine;
  onDisputed: () => void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    toggleRef.current?.focus();
    setRefocus(false);
  }, [refocus]);
  const dispute = line.dispute;
  const changed = line.standingCommissionPaise !== line.commissionPaise;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-maroon-100"
      >
        <h3 id={headingId} className="font-semibold text-stone-900">
          {T.lineHeading(line.enquiryId, line.coupleFirstName, dayText(line.eventDate))}
        </h3>
        <Facts
          rows={[
            [T.facts.bookedOn, indiaMomentText(line.bookedAt)],
            [T.facts.lineValue, formatInr(line.valuePaise)],
            [
              T.facts.lineCommission(percentText(line.basisPoints)),
              changed
                ? T.was(formatInr(line.standingCommissionPaise), formatInr(line.commissionPaise))
                : formatInr(line.commissionPaise),
            ],
            [T.facts.coupleAnswer, COUPLE_ANSWER_LABELS[line.coupleAnswer ?? 'none']],
            [T.facts.status, LINE_STATE_LABELS[line.state]],
            ...(dispute
              ? ([
                  [
                    T.facts.yourDispute,
                    `${DISPUTE_REASON_LABELS[dispute.reason]}${
                      dispute.claimedValuePaise !== null
                        ? `: ${formatInr(dispute.claimedValuePaise)}`
                        : ''
                    }. “${dispute.note}”`,
                  ],
                  ...(dispute.decisionNote
                    ? ([[T.facts.mandapNote, dispute.decisionNote]] as [string, ReactNode][])
                    : []),
                ] as [string, ReactNode][])
              : []),
          ]}
        />
        {statement.disputesOpen && !dispute ? (
          open ? (
            <DisputeForm
              statementId={statement.id}
              line={line}
              onClose={(sent) => {
                setOpen(false);
                if (sent) onDisputed();
                else setRefocus(true);
              }}
            />
          ) : (
            <button
              ref={toggleRef}
              type="button"
              className={`${secondaryButton} self-start`}
              onClick={() => setOpen(true)}
            >
              {T.disputeButton(line.enquiryId)}
            </button>
          )
        ) : null}
      </article>
    </li>
  );
}

/**
 * A commission statement (decision 0075): its month, totals, window and lines, each line with the
 * couple's answer and, while the window is open, a Dispute form. After the window, says when it
 * closed.
 */
export function StatementView({ statementId }: { statementId: number }) {
  const statement = useStatement(statementId);
  const [told, setTold] = useState('');
  if (statementId <= 0) return <FormAlert>{COMMISSION_MESSAGES.noSuchStatement}</FormAlert>;
  if (statement.isPending) return <Loading>{T.statementLoading}</Loading>;
  if (statement.isError) {
    return statement.error instanceof ApiError && statement.error.status === 404 ? (
      <FormAlert>{COMMISSION_MESSAGES.noSuchStatement}</FormAlert>
    ) : (
      <LoadError onRetry={() => void statement.refetch()}>{T.statementFailed}</LoadError>
    );
  }
  const s = statement.data;
  const closedAt = new Date(s.disputeUntil);
  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-display text-2xl font-semibold text-maroon-900">
        {T.statementTitle(monthText(s.month))}
      </h2>
      <Facts
        rows={[
          [T.facts.status, STATEMENT_STATUS_LABELS[s.status]],
          [T.facts.issued, indiaMomentText(s.issuedAt)],
          [T.facts.bookings, String(s.lineCount)],
          [T.facts.value, formatInr(s.valuePaise)],
          [T.facts.commission, formatInr(s.commissionPaise)],
          ...(s.commissionPaise !== s.issuedCommissionPaise
            ? ([[T.facts.commissionIssued, formatInr(s.issuedCommissionPaise)]] as [
                string,
                ReactNode,
              ][])
            : []),
          [T.facts.disputesUntil, indiaMomentText(s.disputeUntil)],
        ]}
      />
      {s.undecidedDisputes > 0 ? (
        <p className="rounded-xl bg-marigold-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-marigold-200">
          {T.undecidedNotice(s.undecidedDisputes)}
        </p>
      ) : null}
      {s.disputesOpen ? (
        <p className="text-sm text-stone-700">{T.openNotice(indiaMomentText(s.disputeUntil))}</p>
      ) : s.status === 'open' ? (
        <FormAlert>{COMMISSION_MESSAGES.windowClosed(closedAt)}</FormAlert>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm font-medium text-emerald-800">
        {told}
      </div>
      <ul aria-label={T.linesList} className="flex flex-col gap-3">
        {s.lines.map((line) => (
          <LineCard
            key={line.id}
            statement={s}
            line={line}
            onDisputed={() => setTold(T.disputeSent(line.enquiryId))}
          />
        ))}
      </ul>
    </div>
  );
}
