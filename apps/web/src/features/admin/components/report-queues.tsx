import * as t from '@mandap/shared/messages/en/admin-reports';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import {
  REPORT_DISMISS_REASONS,
  REPORT_LIMITS,
  REPORT_QUEUE_MESSAGES,
  reportReasonText,
} from '@mandap/shared/reports';
import type {
  ReportedListing,
  ReportedMessage,
  ReportHistory,
} from '@mandap/shared/schemas/reports';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, secondaryButtonClass } from '@/components/ui/styles';
import {
  useDismissReports,
  useReportedListings,
  useReportedMessages,
} from '@/features/admin/api/reports';
import { refusalMessage } from '@/lib/api-client';
import { ConfirmStep } from './confirm-step';
import { indianTime } from './review-queue';

// The console's queues of reported listings and chat messages (decision 0065): oldest report
// first, the content, the reports, the histories, links to the listing's and the accounts' pages,
// and a dismissal with a reason from the fixed list, details and a confirmation.

type Account = { kind: 'user' | 'vendor'; id: number; name: string; history: ReportHistory };

function accountPath(account: { kind: 'user' | 'vendor'; id: number }): string {
  return account.kind === 'vendor' ? `/admin/vendors/${account.id}` : `/admin/users/${account.id}`;
}

function AccountLine({ label, account }: { label: string; account: Account }) {
  return (
    <p className="text-sm text-stone-700">
      {label}:{' '}
      <Link className="font-medium text-maroon-800 underline" to={accountPath(account)}>
        {account.name} ({t.accountKinds[account.kind]} {account.id})
      </Link>
      , {t.history(account.history)}.
    </p>
  );
}

function Reports({
  thing,
  reports,
}: {
  thing: 'listing' | 'message';
  reports: ReportedListing['reports'];
}) {
  return (
    <>
      <h4 className="font-semibold text-stone-900">{t.openReports}</h4>
      <ul className="flex flex-col gap-2 text-sm">
        {reports.map((r) => (
          <li key={r.id} className="rounded-lg bg-stone-50 p-2">
            <p className="font-medium text-stone-900">{reportReasonText(thing, r.reason)}</p>
            {r.details ? <p className="break-words text-stone-800">“{r.details}”</p> : null}
            <p className="text-stone-700">{indianTime(r.createdAt)}</p>
            <AccountLine label={t.reportedBy} account={r.reporter} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Dismissing the open reports: a reason from the fixed list, details, then a confirmation. */
function DismissForm({
  thing,
  id,
  version,
}: {
  thing: 'listings' | 'messages';
  id: number;
  version: number;
}) {
  const formId = useId();
  const dismiss = useDismissReports(thing);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setFailure(REPORT_QUEUE_MESSAGES.reasonRequired);
    if (reason === 'other' && !details.trim()) {
      return setFailure(REPORT_QUEUE_MESSAGES.detailsRequired);
    }
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      await dismiss.mutateAsync({ id, reason: reason as 'other', details, version });
      setDone(true);
    } catch (error) {
      setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
    } finally {
      setConfirming(false);
    }
  };

  if (done) return <p role="status">{REPORT_QUEUE_MESSAGES.dismissed}</p>;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
      <h4 className="font-semibold text-stone-900">{t.dismissTheReports}</h4>
      <label htmlFor={`${formId}-reason`} className="text-sm font-medium text-stone-800">
        {t.reason}
      </label>
      <select
        id={`${formId}-reason`}
        className={fieldClass}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      >
        <option value="">{t.chooseReason}</option>
        {Object.entries(REPORT_DISMISS_REASONS).map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      <label htmlFor={`${formId}-details`} className="text-sm font-medium text-stone-800">
        {t.detailsOptional}
      </label>
      <textarea
        id={`${formId}-details`}
        className={fieldClass}
        rows={2}
        maxLength={REPORT_LIMITS.decisionDetailsMaxLength}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {confirming ? (
        <ConfirmStep
          id={formId}
          question={REPORT_QUEUE_MESSAGES.confirmDismiss}
          pending={dismiss.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button type="submit" className={secondaryButtonClass}>
          {`${t.dismissTheReports}…`}
        </button>
      )}
    </form>
  );
}

function Item({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
      >
        <h3 id={headingId} className="break-words text-lg font-semibold text-stone-900">
          {heading}
        </h3>
        {children}
      </article>
    </li>
  );
}

function waiting(count: number, oldest: string) {
  return t.waiting(count, indianTime(oldest));
}

function ListingItem({ item }: { item: ReportedListing }) {
  const { listing } = item;
  return (
    <Item heading={t.listingHeading(listing.id, listing.firmName)}>
      <p className="text-sm text-stone-700">{waiting(item.reportCount, item.oldestReportAt)}</p>
      <p className="text-sm text-stone-800">
        {listing.category}, {listing.city} · {listing.status} ·{' '}
        <Link
          className="font-medium text-maroon-800 underline"
          to={`/admin/listings/${listing.id}`}
        >
          {t.openListingPage}
        </Link>
      </p>
      <p className="whitespace-pre-line break-words text-stone-800">{listing.description}</p>
      {listing.photos.length + listing.videos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t.listingMedia(listing.firmName)}>
          {listing.photos.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumbUrl}
                  alt={t.attachmentAlt(listing.firmName, i + 1)}
                  className="h-20 w-20 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
          {listing.videos.map((video, i) => (
            <li key={video.url}>
              <a
                href={video.url}
                target="_blank"
                rel="noreferrer"
                className="flex h-20 w-20 items-center justify-center rounded-lg bg-stone-100 text-sm text-maroon-800 underline"
              >
                {t.videoN(i + 1)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <AccountLine label={t.owner} account={item.owner} />
      <Reports thing="listing" reports={item.reports} />
      <DismissForm thing="listings" id={listing.id} version={item.version} />
    </Item>
  );
}

function MessageItem({ item }: { item: ReportedMessage }) {
  const { message } = item;
  return (
    <Item heading={t.messageHeading(message.id, message.enquiryId, message.firmName)}>
      <p className="text-sm text-stone-700">{waiting(item.reportCount, item.oldestReportAt)}</p>
      <h4 className="font-semibold text-stone-900">{t.conversationAround}</h4>
      <ol className="flex flex-col gap-1 text-sm">
        {item.context.map((line) => {
          const reported = line.id === message.id;
          return (
            <li
              key={line.id}
              className={`rounded-lg p-2 ${reported ? 'bg-marigold-50 ring-2 ring-marigold-400' : 'bg-stone-50'}`}
            >
              <p className="text-stone-700">
                {line.sender === 'user' ? t.couple : t.vendor}, {indianTime(line.createdAt)}
                {reported ? t.reportedMark : ''}
              </p>
              <p className="whitespace-pre-line break-words text-stone-900">{line.body}</p>
            </li>
          );
        })}
      </ol>
      <AccountLine label={t.sentBy} account={item.author} />
      <Reports thing="message" reports={item.reports} />
      <DismissForm thing="messages" id={message.id} version={item.version} />
    </Item>
  );
}

function QueueState<T>({
  query,
  loading,
  empty,
  render,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { items: T[]; total: number } | undefined;
  };
  loading: string;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError || !query.data) {
    return <FormAlert>{refusalMessage(query.error, OPERATOR_MESSAGES.network)}</FormAlert>;
  }
  if (query.data.items.length === 0) return <p>{empty}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{t.countWaiting(query.data.total)}</p>
      <ul className="flex flex-col gap-4">{query.data.items.map(render)}</ul>
    </div>
  );
}

/** The queue of reported listings, oldest report first. */
export function ReportedListingsQueue() {
  const query = useReportedListings();
  return (
    <QueueState
      query={query}
      loading={t.loadingListings}
      empty={REPORT_QUEUE_MESSAGES.emptyListings}
      render={(item: ReportedListing) => (
        <ListingItem key={`${item.listing.id}-${item.version}`} item={item} />
      )}
    />
  );
}

/** The queue of reported chat messages, oldest report first. */
export function ReportedMessagesQueue() {
  const query = useReportedMessages();
  return (
    <QueueState
      query={query}
      loading={t.loadingMessages}
      empty={REPORT_QUEUE_MESSAGES.emptyMessages}
      render={(item: ReportedMessage) => (
        <MessageItem key={`${item.message.id}-${item.version}`} item={item} />
      )}
    />
  );
}
