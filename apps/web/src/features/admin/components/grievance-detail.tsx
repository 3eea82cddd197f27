import {
  GRIEVANCE_CONSOLE_MESSAGES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_OUTCOMES,
  type GrievanceOutcome,
  grievanceDurationText,
  grievanceSubjectLabel,
  indianDateTime,
} from '@mandap/shared/grievances';
import * as t from '@mandap/shared/messages/en/admin-grievances';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { GrievanceDetail } from '@mandap/shared/schemas/grievances';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import {
  fieldClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useGrievance, useGrievanceStep } from '@/features/admin/api/grievances';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { ConfirmStep } from './confirm-step';
import { DueBadges } from './grievance-queue';

const when = (iso: string) => indianDateTime(new Date(iso));

/** What the last step did or why it was refused: shown where the steps are, kept after a refetch. */
type Notice = { kind: 'done' | 'failure'; text: string } | null;
type Report = (notice: Notice) => void;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return notice.kind === 'done' ? (
    <p role="status" className="font-medium text-stone-900">
      {notice.text}
    </p>
  ) : (
    <FormAlert>{notice.text}</FormAlert>
  );
}

/** A refusal's words: the field's own message when the server named one, else the reply's. */
function failureText(error: unknown, field?: string): string {
  if (field && error instanceof ApiError && error.fieldErrors[field]) {
    return error.fieldErrors[field] as string;
  }
  return refusalMessage(error, OPERATOR_MESSAGES.network);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-stone-700">{term}</dt>
          <dd className="mb-2 break-words text-stone-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Linked({ g }: { g: GrievanceDetail }) {
  const { listing, review } = g.linked;
  if (!g.link) return <p className="text-sm text-stone-700">{t.noLink}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="break-words text-sm text-stone-700">
        {t.linkGiven} <code>{g.link}</code>
      </p>
      {listing ? (
        <Facts
          rows={[
            [
              t.listing,
              <a key="l" href={g.link.split('#')[0]} className={textLinkClass}>
                {listing.firmName}
              </a>,
            ],
            [t.listingId, t.listingIdValue(listing.id, listing.vendorId)],
            [t.categoryAndCity, `${listing.category}, ${listing.city}`],
            [t.listingStatus, listing.status],
          ]}
        />
      ) : (
        <p className="text-sm text-stone-700">{t.noListing}</p>
      )}
      {review ? (
        <blockquote className="border-l-4 border-marigold-400 pl-3">
          <p className="text-sm text-stone-700">
            {t.reviewLine(review.id, review.rating, review.status)}
          </p>
          <p className="font-semibold text-stone-900">{review.title}</p>
          <p className="whitespace-pre-line break-words text-stone-800">{review.body}</p>
        </blockquote>
      ) : g.link.includes('#review-') ? (
        <p className="text-sm text-stone-700">{t.noReview}</p>
      ) : null}
    </div>
  );
}

function Thread({ g }: { g: GrievanceDetail }) {
  if (g.replies.length === 0) {
    return <p className="text-sm text-stone-700">{t.noReply}</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {g.replies.map((r) => (
        <li key={r.id} className="rounded-lg bg-stone-50 p-3">
          <p className="text-sm text-stone-700">
            {r.author}, {when(r.createdAt)}:{' '}
            {r.emailedAt ? t.emailedAt(when(r.emailedAt)) : t.waitingToEmail}
          </p>
          <p className="whitespace-pre-line break-words text-stone-900">{r.body}</p>
        </li>
      ))}
    </ol>
  );
}

function AcknowledgeButton({ g, report }: { g: GrievanceDetail; report: Report }) {
  const step = useGrievanceStep(g.reference);
  const acknowledge = async () => {
    report(null);
    try {
      await step.mutateAsync({ step: 'acknowledge', input: { version: g.version } });
      report({ kind: 'done', text: GRIEVANCE_CONSOLE_MESSAGES.done.acknowledge });
    } catch (error) {
      report({ kind: 'failure', text: failureText(error) });
    }
  };
  return (
    <div>
      <button
        type="button"
        className={primaryButtonClass}
        disabled={step.isPending}
        onClick={() => void acknowledge()}
      >
        {t.acknowledge}
      </button>
    </div>
  );
}

function ReplyForm({ g, report }: { g: GrievanceDetail; report: Report }) {
  const id = useId();
  const step = useGrievanceStep(g.reference);
  const [body, setBody] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    report(null);
    if (!body.trim()) {
      return report({ kind: 'failure', text: GRIEVANCE_CONSOLE_MESSAGES.replyRequired });
    }
    try {
      await step.mutateAsync({ step: 'replies', input: { body, version: g.version } });
      setBody('');
      report({ kind: 'done', text: GRIEVANCE_CONSOLE_MESSAGES.done.reply });
    } catch (error) {
      report({ kind: 'failure', text: failureText(error, 'body') });
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <label htmlFor={`${id}-body`} className="text-sm font-medium text-stone-800">
        {t.replyTo(g.name, g.email)}
      </label>
      <textarea
        id={`${id}-body`}
        className={fieldClass}
        rows={5}
        maxLength={GRIEVANCE_LIMITS.replyMaxLength}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div>
        <button type="submit" className={primaryButtonClass} disabled={step.isPending}>
          {t.sendReply}
        </button>
      </div>
    </form>
  );
}

function CloseForm({ g, report }: { g: GrievanceDetail; report: Report }) {
  const id = useId();
  const step = useGrievanceStep(g.reference);
  const [outcome, setOutcome] = useState<GrievanceOutcome | ''>('');
  const [details, setDetails] = useState('');
  const [confirming, setConfirming] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    report(null);
    if (!outcome) {
      return report({ kind: 'failure', text: GRIEVANCE_CONSOLE_MESSAGES.outcomeRequired });
    }
    if (outcome === 'other' && !details.trim()) {
      return report({ kind: 'failure', text: GRIEVANCE_CONSOLE_MESSAGES.detailsRequired });
    }
    setConfirming(true);
  };
  const confirm = async () => {
    if (!outcome) return;
    try {
      await step.mutateAsync({ step: 'close', input: { outcome, details, version: g.version } });
      report({ kind: 'done', text: GRIEVANCE_CONSOLE_MESSAGES.done.close });
    } catch (error) {
      report({ kind: 'failure', text: failureText(error, 'details') });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={`${id}-outcome`} className="text-sm font-medium text-stone-800">
        {t.outcome}
      </label>
      <select
        id={`${id}-outcome`}
        className={fieldClass}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as GrievanceOutcome | '')}
      >
        <option value="">{t.chooseOutcome}</option>
        {Object.entries(GRIEVANCE_OUTCOMES).map(([code, words]) => (
          <option key={code} value={code}>
            {words}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-details`} className="text-sm font-medium text-stone-800">
        {t.detailsForSender}
      </label>
      <textarea
        id={`${id}-details`}
        className={fieldClass}
        rows={3}
        maxLength={GRIEVANCE_LIMITS.outcomeDetailsMaxLength}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      {confirming ? (
        <ConfirmStep
          id={id}
          question={GRIEVANCE_CONSOLE_MESSAGES.confirmClose}
          pending={step.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div>
          <button type="submit" className={secondaryButtonClass}>
            {t.closeGrievance}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * One grievance (decision 0064): what its sender wrote, what it links to, the thread, and while
 * it is not closed the officer's steps: acknowledge, reply (e-mailed), close with an outcome.
 */
export function GrievanceDetailView({ reference }: { reference: string }) {
  const grievance = useGrievance(reference);
  const [notice, setNotice] = useState<Notice>(null);
  const back = (
    <p>
      <Link to={paths.adminGrievances} className={textLinkClass}>
        {t.back}
      </Link>
    </p>
  );
  if (grievance.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="status">{t.loadingGrievance}</p>
      </div>
    );
  }
  if (grievance.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <FormAlert>{refusalMessage(grievance.error, OPERATOR_MESSAGES.network)}</FormAlert>
      </div>
    );
  }
  const g = grievance.data;
  const account = g.account ? `${t.accountKinds[g.account.kind]} ${g.account.id}` : t.notSignedIn;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <DueBadges grievance={g} />
      <Section title={t.whatSenderWrote}>
        <Facts
          rows={[
            [t.about, grievanceSubjectLabel(g.subject)],
            [t.from, `${g.name} <${g.email}>`],
            [t.account, account],
            [t.received, t.receivedValue(when(g.receivedAt), grievanceDurationText(g.ageMs))],
            [t.acknowledged, g.acknowledgedAt ? when(g.acknowledgedAt) : t.notYet],
          ]}
        />
        <blockquote className="whitespace-pre-line break-words border-l-4 border-marigold-400 pl-3 text-stone-900">
          {g.details}
        </blockquote>
      </Section>
      <Section title={t.whatItIsAbout}>
        <Linked g={g} />
      </Section>
      <Section title={t.replies}>
        <Thread g={g} />
      </Section>
      <NoticeLine notice={notice} />
      {g.status === 'closed' ? (
        <Section title={t.closedSection}>
          <p className="break-words text-stone-900">
            {g.closedAt ? t.closedAt(when(g.closedAt)) : ''}
            {g.outcome}
          </p>
        </Section>
      ) : (
        <>
          {g.status === 'open' ? (
            <Section title={t.acknowledgeSection}>
              <p className="text-sm text-stone-700">{t.acknowledgeHint}</p>
              <AcknowledgeButton g={g} report={setNotice} />
            </Section>
          ) : null}
          <Section title={t.reply}>
            <ReplyForm g={g} report={setNotice} />
          </Section>
          <Section title={t.close}>
            <CloseForm g={g} report={setNotice} />
          </Section>
        </>
      )}
    </div>
  );
}
