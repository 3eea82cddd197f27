import * as t from '@mandap/shared/messages/en/admin-moderation';
import { intlLocale } from '@mandap/shared/messages/en/locale';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REVIEW_DECISION_REASONS,
  type ReviewDecision,
  reasonText,
} from '@mandap/shared/moderation';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { QueuedReview } from '@mandap/shared/schemas/moderation';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, secondaryButtonClass } from '@/components/ui/styles';
import { useReviewDecision, useReviewQueue } from '@/features/admin/api/moderation';
import { refusalMessage } from '@/lib/api-client';
import { ConfirmStep } from './confirm-step';

/** India's time of an instant, as the console shows it. */
export function indianTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

const DECISION_LABELS: Record<ReviewDecision, string> = t.decisionLabels;

/** A decision: the reason from the fixed list, details, then a confirmation. */
function DecisionForm({
  item,
  decision,
  onDone,
}: {
  item: QueuedReview;
  decision: ReviewDecision;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const decide = useReviewDecision();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reasons = Object.keys(REVIEW_DECISION_REASONS[decision]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setFailure(MODERATION_MESSAGES.reasonRequired);
    if (reason === 'other' && !details.trim())
      return setFailure(MODERATION_MESSAGES.detailsRequired);
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      await decide.mutateAsync({
        reviewId: item.review.id,
        decision,
        reason,
        details,
        version: item.review.version,
      });
      setDone(MODERATION_MESSAGES.done[decision]);
      // Said again by the queue, which keeps it once the refreshed list no longer has the item.
      onDone(MODERATION_MESSAGES.done[decision]);
    } catch (error) {
      setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
    } finally {
      setConfirming(false);
    }
  };

  // The queue says what was done (the decided item leaves it when the list refreshes).
  if (done) return null;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
      <h4 className="font-semibold text-stone-900">{DECISION_LABELS[decision]}</h4>
      <label htmlFor={`${id}-reason`} className="text-sm font-medium text-stone-800">
        {t.reasonLabel}
      </label>
      <select
        id={`${id}-reason`}
        className={fieldClass}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      >
        <option value="">{t.chooseReason}</option>
        {reasons.map((code) => (
          <option key={code} value={code}>
            {reasonText(decision, code)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-details`} className="text-sm font-medium text-stone-800">
        {t.detailsOptional}
      </label>
      <textarea
        id={`${id}-details`}
        className={fieldClass}
        rows={2}
        maxLength={MODERATION_LIMITS.detailsMaxLength}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {confirming ? (
        <ConfirmStep
          id={id}
          question={MODERATION_MESSAGES.confirm[decision]}
          pending={decide.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button type="submit" className={secondaryButtonClass}>
          {DECISION_LABELS[decision]}…
        </button>
      )}
    </form>
  );
}

function QueueItem({ item, onDone }: { item: QueuedReview; onDone: (message: string) => void }) {
  const headingId = useId();
  const { review } = item;
  const hidden = review.status === 'removed';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
      >
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {t.reviewHeading(review.id, review.firmName, review.rating)}
        </h3>
        <p className="text-sm text-stone-700">
          {hidden && review.hiddenAt
            ? t.hiddenOn(indianTime(review.hiddenAt), reasonText('hide', review.hiddenReason ?? ''))
            : t.openReportsSince(
                item.reportCount,
                item.oldestReportAt ? indianTime(item.oldestReportAt) : '—',
              )}
        </p>
        <blockquote className="border-l-4 border-marigold-400 pl-3">
          <p className="font-semibold text-stone-900">{review.title}</p>
          <p className="whitespace-pre-line break-words text-stone-800">{review.body}</p>
        </blockquote>
        {review.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t.reviewPhotos}>
            {review.photos.map((photo, i) => (
              <li key={photo.url}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.thumbUrl}
                    alt={t.attachmentAlt(review.id, i + 1)}
                    className="h-20 w-20 rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-stone-700">
          {t.writtenBy(
            item.author.name,
            item.author.userId,
            indianTime(review.createdAt),
            t.history(item.author.history, false),
          )}
        </p>
        <h4 className="font-semibold text-stone-900">{t.reportsHeading}</h4>
        <ul className="flex flex-col gap-2 text-sm">
          {item.reports.map((r) => (
            <li key={r.id} className="rounded-lg bg-stone-50 p-2">
              <p className="break-words text-stone-900">“{r.reason}”</p>
              <p className="text-stone-700">
                {t.reporterLine(
                  `${r.reporter.name} (${t.accountKinds[r.reporter.kind]} ${r.reporter.id})`,
                  indianTime(r.createdAt),
                  r.outcome ? t.reportOutcomes[r.outcome] : null,
                  t.history(r.reporter.history, true),
                )}
              </p>
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {hidden ? (
            <DecisionForm item={item} decision="restore" onDone={onDone} />
          ) : (
            <>
              <DecisionForm item={item} decision="hide" onDone={onDone} />
              <DecisionForm item={item} decision="dismiss" onDone={onDone} />
            </>
          )}
        </div>
      </article>
    </li>
  );
}

/** The queue of reported reviews (oldest report first), or of hidden ones to restore. */
export function ReviewQueue() {
  const [state, setState] = useState<'reported' | 'hidden'>('reported');
  const [announced, setAnnounced] = useState<string | null>(null);
  const queue = useReviewQueue(state);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t.whichReviews}</legend>
        {(
          [
            ['reported', t.reportedWaiting],
            ['hidden', t.hidden],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-stone-900">
            <input
              type="radio"
              name="queue-state"
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
        <p role="status">{t.loadingReviews}</p>
      ) : queue.isError ? (
        <FormAlert>{refusalMessage(queue.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : queue.data.items.length === 0 ? (
        <p>
          {state === 'reported' ? MODERATION_MESSAGES.emptyQueue : MODERATION_MESSAGES.emptyHidden}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {state === 'reported'
              ? t.countReported(queue.data.total)
              : t.countHidden(queue.data.total)}
          </p>
          <ul className="flex flex-col gap-4">
            {queue.data.items.map((item) => (
              <QueueItem
                key={`${item.review.id}-${item.review.version}`}
                item={item}
                onDone={setAnnounced}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
