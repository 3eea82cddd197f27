import {
  COMMISSION_CONSOLE,
  COMMISSION_LIMITS,
  COMMISSION_MESSAGES,
  COUPLE_ANSWER_LABELS,
  DISPUTE_REASON_LABELS,
  type DisputeDecision,
  monthInWords,
  percentText,
} from '@mandap/shared/commission';
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
  const label = decision === 'accept' ? COMMISSION_CONSOLE.accept : COMMISSION_CONSOLE.reject;

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
      onDone(COMMISSION_CONSOLE.done[decision]);
    } catch (error) {
      setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={`${label}: enquiry ${item.enquiryId}`}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3"
    >
      <h4 className="font-semibold text-stone-900">{label}</h4>
      <label htmlFor={`${id}-note`} className="text-sm font-medium text-stone-800">
        {COMMISSION_CONSOLE.noteLabel}
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
              ? COMMISSION_CONSOLE.confirm.accept(
                  item.enquiryId,
                  COMMISSION_CONSOLE.acceptOutcome(
                    item.dispute.reason,
                    item.commissionIfAcceptedPaise,
                  ),
                )
              : COMMISSION_CONSOLE.confirm.reject(item.enquiryId)
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
          {`Enquiry ${item.enquiryId} of ${item.firmName}: ${DISPUTE_REASON_LABELS[dispute.reason]}`}
        </h3>
        <Facts
          rows={[
            [
              'Vendor',
              <Link
                key="vendor"
                to={adminAccountPath('vendor', item.vendorId)}
                className="underline"
              >
                {`${item.vendorName} (vendor ${item.vendorId})`}
              </Link>,
            ],
            ['Statement', `${monthInWords(item.month)} (statement ${item.statementId})`],
            ['Couple', item.coupleFirstName],
            ['Event date', item.eventDate],
            ['Booked on', indianTime(item.bookedAt)],
            ['Value as marked', formatInr(item.valuePaise)],
            [`Commission (${percentText(item.basisPoints)})`, formatInr(item.commissionPaise)],
            ...(dispute.claimedValuePaise !== null
              ? ([
                  [
                    'Right value, says the vendor',
                    `${formatInr(dispute.claimedValuePaise)} (commission ${formatInr(item.commissionIfAcceptedPaise)})`,
                  ],
                ] as [string, string][])
              : []),
            ["Couple's answer", COUPLE_ANSWER_LABELS[item.coupleAnswer ?? 'none']],
            ['Disputed', indianTime(dispute.disputedAt)],
            ["Vendor's note", `“${dispute.note}”`],
            ...(dispute.decision
              ? ([
                  [
                    'Decision',
                    `${dispute.decision === 'accepted' ? 'Accepted' : 'Rejected'}${
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
        <legend className="sr-only">Which disputes</legend>
        {(
          [
            ['undecided', COMMISSION_CONSOLE.undecided],
            ['decided', COMMISSION_CONSOLE.decided],
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
        <p role="status">{COMMISSION_CONSOLE.loading}</p>
      ) : queue.isError ? (
        <FormAlert>{refusalMessage(queue.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : queue.data.length === 0 ? (
        <p>
          {state === 'undecided'
            ? COMMISSION_CONSOLE.emptyUndecided
            : COMMISSION_CONSOLE.emptyDecided}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {state === 'undecided'
              ? COMMISSION_CONSOLE.countUndecided(queue.data.length)
              : COMMISSION_CONSOLE.countDecided(queue.data.length)}
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
