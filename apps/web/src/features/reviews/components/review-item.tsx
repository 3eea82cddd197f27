import * as r from '@mandap/shared/messages/en/public-ratings';
import * as t from '@mandap/shared/messages/en/public-reviews';
import { REVIEW_LIMITS } from '@mandap/shared/reviews';
import type { Review } from '@mandap/shared/schemas/reviews';
import { Flag, MessageSquareReply, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { GalleryDialog } from '@/components/ui/gallery-dialog';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { useReplyToReview, useReportReview } from '@/features/reviews/api/reviews';
import { NetworkError, refusalMessage } from '@/lib/api-client';
import { eventMonthText, starsText } from '@/lib/ratings';
import { Stars } from './stars';

interface ReviewItemProps {
  review: Review;
  firmName: string;
  /** Someone is signed in (user or vendor) and this is not their own review: 'Report'. */
  canReport: boolean;
  /** The listing's own vendor is signed in: 'Reply publicly' under a review without a reply. */
  canReply: boolean;
  /** The review as the server answered a reply. */
  onChange: (review: Review) => void;
}

const smallButtonClass = `${secondaryButtonClass} px-3 py-1.5 text-sm`;

function failureText(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) {
    return t.unreachable;
  }
  return refusalMessage(error, fallback);
}

/** One review: stars, title, text, who and when, photos, the vendor's reply and its actions. */
export function ReviewItem({ review, firmName, canReport, canReply, onChange }: ReviewItemProps) {
  const titleId = useId();
  const [photo, setPhoto] = useState<number | null>(null);
  const [reported, setReported] = useState(false);
  const [action, setAction] = useState<'report' | 'reply' | null>(null);
  const owner = t.ownerReview(review.authorName);

  return (
    <article aria-labelledby={titleId} className="border-t border-maroon-100 pt-5">
      <Stars value={review.rating} label={r.starsOutOf5(starsText(review.rating))} />
      <h3 id={titleId} className="mt-1.5 text-lg font-semibold text-stone-900">
        {review.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.authorName}</span>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 text-emerald-800">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t.verifiedEnquiry(eventMonthText(review.eventMonth))}
          </span>
        ) : (
          // The server says verified only once the event has happened (decision 0078).
          <span>{t.event(eventMonthText(review.eventMonth))}</span>
        )}
      </p>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-stone-800">
        {review.body}
      </p>

      {review.photos.length > 0 ? (
        <ul aria-label={t.photosIn(owner)} className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((p, index) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => setPhoto(index)}
                aria-label={t.openPhoto(index + 1, review.photos.length, owner)}
                className="block overflow-hidden rounded-lg ring-1 ring-stone-200 transition hover:ring-marigold-400 focus-visible:outline-2 focus-visible:outline-marigold-500"
              >
                <img
                  src={p.thumbUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="size-20 object-cover sm:size-24"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photo !== null ? (
        <GalleryDialog
          images={review.photos}
          firmName={owner}
          index={photo}
          onIndexChange={setPhoto}
          onClose={() => setPhoto(null)}
        />
      ) : null}

      {review.vendorReply ? (
        <div className="mt-3 rounded-xl bg-maroon-50 px-4 py-3 ring-1 ring-maroon-100">
          <p className="text-sm font-semibold text-maroon-900">{t.replyFrom(firmName)}</p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-stone-800">
            {review.vendorReply.body}
          </p>
        </div>
      ) : null}

      {reported ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {t.reportedThanks}
        </p>
      ) : null}

      {action === 'report' ? (
        <ReportForm
          reviewId={review.id}
          onDone={() => {
            setAction(null);
            setReported(true);
          }}
          onCancel={() => setAction(null)}
        />
      ) : action === 'reply' ? (
        <ReplyForm
          reviewId={review.id}
          onDone={(replied) => {
            setAction(null);
            onChange(replied);
          }}
          onCancel={() => setAction(null)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {canReply && !review.vendorReply ? (
            <button type="button" onClick={() => setAction('reply')} className={smallButtonClass}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              {t.replyPublicly}
            </button>
          ) : null}
          {canReport && !reported ? (
            <button
              type="button"
              onClick={() => setAction('report')}
              aria-label={t.reportOwner(owner)}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-stone-600 transition hover:bg-stone-100 hover:text-stone-900"
            >
              <Flag aria-hidden="true" className="size-4" />
              {t.report}
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}

interface ActionFormProps<T> {
  reviewId: number;
  onDone: (result: T) => void;
  onCancel: () => void;
}

interface TextActionFormProps {
  label: string;
  hint: string;
  maxLength: number;
  rows: number;
  /** The text checked with the shared schema: its message, or null when it may be sent. */
  check: (text: string) => Promise<string | null>;
  send: (text: string) => Promise<void>;
  sending: boolean;
  submitLabel: string;
  failureFallback: string;
  className: string;
  onCancel: () => void;
}

/** One text box with Send and Cancel: a report's reason, a vendor's reply. */
function TextActionForm(props: TextActionFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const problem = await props.check(text);
      setError(problem);
      if (problem) return;
      await props.send(text);
    } catch (cause) {
      setFailure(failureText(cause, props.failureFallback));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className={`mt-3 flex flex-col gap-3 rounded-xl p-4 ring-1 ${props.className}`}
    >
      <TextareaField
        label={props.label}
        hint={props.hint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={props.maxLength}
        error={error ?? undefined}
        rows={props.rows}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={props.sending}
          className={`${primaryButtonClass} py-2 text-sm`}
        >
          {props.sending ? t.sending : props.submitLabel}
        </button>
        <button type="button" onClick={props.onCancel} className={smallButtonClass}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** The review schemas, loaded when a reply or report is first checked (not in the first view). */
const reviewSchemas = () => import('@mandap/shared/schemas/reviews');

/** The first message of a failed check, or null. */
function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? t.checkField);
}

/** Why a review should be looked at; sent once, then thanked for. */
function ReportForm({ reviewId, onDone, onCancel }: ActionFormProps<void>) {
  const report = useReportReview(reviewId);
  return (
    <TextActionForm
      label={t.whyReport}
      hint={t.reportHint(REVIEW_LIMITS.reportReasonMaxLength)}
      maxLength={REVIEW_LIMITS.reportReasonMaxLength}
      rows={3}
      check={async (reason) =>
        firstIssue((await reviewSchemas()).ReviewReportSchema.safeParse({ reason }))
      }
      send={async (reason) => {
        const { ReviewReportSchema } = await reviewSchemas();
        await report.mutateAsync(ReviewReportSchema.parse({ reason }).reason);
        onDone();
      }}
      sending={report.isPending}
      submitLabel={t.sendReport}
      failureFallback={t.reportFailed}
      className="bg-stone-50 ring-stone-200"
      onCancel={onCancel}
    />
  );
}

/** The vendor's one public answer to a review. */
function ReplyForm({ reviewId, onDone, onCancel }: ActionFormProps<Review>) {
  const reply = useReplyToReview(reviewId);
  return (
    <TextActionForm
      label={t.yourPublicReply}
      hint={t.replyHint}
      maxLength={REVIEW_LIMITS.replyMaxLength}
      rows={4}
      check={async (body) =>
        firstIssue((await reviewSchemas()).ReviewReplySchema.safeParse({ body }))
      }
      send={async (body) => {
        const { ReviewReplySchema } = await reviewSchemas();
        onDone(await reply.mutateAsync(ReviewReplySchema.parse({ body }).body));
      }}
      sending={reply.isPending}
      submitLabel={t.sendReply}
      failureFallback={t.replyFailed}
      className="bg-maroon-50/50 ring-maroon-100"
      onCancel={onCancel}
    />
  );
}
