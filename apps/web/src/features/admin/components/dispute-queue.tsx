import {
  COMMISSION_LIMITS,
  COMMISSION_MESSAGES,
  COUPLE_ANSWER_LABELS,
  DISPUTE_REASON_LABELS,
  type DisputeDecision,
  monthInWords,
  percentText,
} from '@mandap/shared/commission';
import * as t from '@mandap/shared/messages/en/admin-commission';
import { formatInr } from '@mandap/shared/money';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { QueuedDispute } from '@mandap/shared/schemas/commission';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, secondaryButtonClass } from '@/components/ui/styles';
import { adminAccountPath } from '@/config/paths';
import { useDisputeDecision, useDisputeQueue } from '@/features/admin/api/commission';
import { refusalMessage } from '@/lib/api-client';
import { Facts } from './action-form';
import { ConfirmStep } from './confirm-step';
import { indianTime } from './review-queue';

/** One decision on a dispute: a note for the vendor, then a confirmation. */
function DecisionForm({
  item,
  decision,
  onDone,
}: {
  item: QueuedDispute;
  decision: DisputeDecision;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const decide = useDisputeDecision();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = decision === 'accept' ? t.accept : t.reject;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (note.trim().length < COMMISSION_LIMITS.noteMinLength) {
      return setFailure(COMMISSION_MESSAGES.decisionNoteRequired);
    }
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      await decide.mutateAsync({ lineId: item.lineId, decision, note: note.trim() });
      onDone(t.done[decision]);
    } catch (error) {
      setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={t.formLabel(label, item.enquiryId)}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3"
    >
      <h4 className="font-semibold text-stone-900">{label}</h4>
      <label htmlFor={`${id}-note`} className="text-sm font-medium text-stone-800">
        {t.noteLabel}
      </label>
      <textarea
        id={`${id}-note`}
        className={fieldClass}
        rows={2}
        maxLength={COMMISSION_LIMITS.noteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {confirming ? (
        <ConfirmStep
          id={id}
          question={
            decision === 'accept'
              ? t.confirm.accept(
                  item.enquiryId,
                  t.acceptOutcome(
                    item.dispute.reason === 'wrong_value'
                      ? formatInr(item.commissionIfAcceptedPaise)
                      : null,
                  ),
                )
              : t.confirm.reject(item.enquiryId)
          }
          pending={decide.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button type="submit" className={secondaryButtonClass}>
          {`${label}…`}
        </button>
      )}
    </form>
  );
}

function DisputeItem({ item, onDone }: { item: QueuedDispute; onDone: (m: string) => void }) {
  const headingId = useId();
  const { dispute } = item;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
      >
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {t.heading(item.enquiryId, item.firmName, DISPUTE_REASON_LABELS[dispute.reason])}
        </h3>
        <Facts
          rows={[
            [
              t.vendor,
              <Link
                key="vendor"
                to={adminAccountPath('vendor', item.vendorId)}
                className="underline"
              >
                {t.vendorLink(item.vendorName, item.vendorId)}
              </Link>,
            ],
            [t.statement, t.statementValue(monthInWords(item.month), item.statementId)],
            [t.couple, item.coupleFirstName],
            [t.eventDate, item.eventDate],
            [t.bookedOn, indianTime(item.bookedAt)],
            [t.valueAsMarked, formatInr(item.valuePaise)],
            [t.commission(percentText(item.basisPoints)), formatInr(item.commissionPaise)],
            ...(dispute.claimedValuePaise !== null
              ? ([
                  [
                    t.rightValue,
                    t.rightValueText(
                      formatInr(dispute.claimedValuePaise),
                      formatInr(item.commissionIfAcceptedPaise),
                    ),
                  ],
                ] as [string, string][])
              : []),
            [t.coupleAnswer, COUPLE_ANSWER_LABELS[item.coupleAnswer ?? 'none']],
            [t.disputed, indianTime(dispute.disputedAt)],
            [t.vendorNote, `“${dispute.note}”`],
            ...(dispute.decision
              ? ([
                  [
                    t.decision,
                    `${dispute.decision === 'accepted' ? t.accepted : t.rejected}${
                      dispute.decidedAt ? `, ${indianTime(dispute.decidedAt)}` : ''
                    }: “${dispute.decisionNote ?? ''}”`,
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
        {dispute.decision === null ? (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <DecisionForm item={item} decision="accept" onDone={onDone} />
            <DecisionForm item={item} decision="reject" onDone={onDone} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** /admin/commission-disputes (decision 0075): disputed statement lines, for admins. */
export function DisputeQueue() {
  const [state, setState] = useState<'undecided' | 'decided'>('undecided');
  const [announced, setAnnounced] = useState<string | null>(null);
  const queue = useDisputeQueue(state);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t.whichDisputes}</legend>
        {(
          [
            ['undecided', t.undecided],
            ['decided', t.decided],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-stone-900">
            <input
              type="radio"
              name="dispute-state"
              value={value}
              checked={state === value}
              onChange={() => setState(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {announced ? <p role="status">{announced}</p> : null}
      {queue.isPending ? (
        <p role="status">{t.loading}</p>
      ) : queue.isError ? (
        <FormAlert>{refusalMessage(queue.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : queue.data.length === 0 ? (
        <p>{state === 'undecided' ? t.emptyUndecided : t.emptyDecided}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {state === 'undecided'
              ? t.countUndecided(queue.data.length)
              : t.countDecided(queue.data.length)}
          </p>
          <ul className="flex flex-col gap-4">
            {queue.data.map((item) => (
              <DisputeItem key={item.lineId} item={item} onDone={setAnnounced} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
