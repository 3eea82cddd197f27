import * as events from '@mandap/shared/messages/en/couple-event-types';
import * as t from '@mandap/shared/messages/en/couple-inbox';
import { shownName } from '@mandap/shared/names';
import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { budget, count, eventDay, fullTime } from '@/features/inbox/lib/format';
import { StatusBadge } from './status-badge';
import { VerifiedEmailBadge } from './verified-badge';

function wideScreen(): boolean {
  // Phones start with the details folded away, under the thread's heading; wider screens show
  // them beside the messages. jsdom has no matchMedia: open.
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 64rem)').matches
    : true;
}

interface EnquiryDetailsProps {
  enquiry: Enquiry;
  /** Under the details. */
  children?: ReactNode;
  /** Who is reading: a couple's own new enquiry is Sent, not New (issue 31). */
  viewer?: 'vendor' | 'user';
}

/** The enquiry behind a conversation: what the couple asked for and how to reach them. */
export function EnquiryDetails({ enquiry, children, viewer = 'vendor' }: EnquiryDetailsProps) {
  const [open, setOpen] = useState(wideScreen);
  const headingId = useId();
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-2xl border border-maroon-100 bg-ivory"
    >
      <summary className="cursor-pointer rounded-2xl px-4 py-3 font-medium text-maroon-900 hover:bg-marigold-50">
        <span id={headingId}>{t.enquiryDetails}</span>
      </summary>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 px-4 pb-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <StatusBadge status={enquiry.status} viewer={viewer} />
          <span>{t.sentAt(fullTime(enquiry.createdAt))}</span>
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Row label={t.service} wide>
            <Link
              to={enquiry.listingUrl}
              className="font-medium text-maroon-800 underline-offset-2 hover:underline"
            >
              {enquiry.firmName}
            </Link>
          </Row>
          <Row label={t.couple} wide>
            {shownName(enquiry.userName)}
          </Row>
          <Row label={t.eventDate} wide>
            {eventDay(enquiry.eventDate)}
          </Row>
          <Row label={t.eventType}>{events.eventTypeLabels[enquiry.eventType]}</Row>
          <Row label={t.city}>{enquiry.city}</Row>
          <Row label={t.guests}>{count(enquiry.guests)}</Row>
          <Row label={t.budget}>{budget(enquiry.budgetRupees)}</Row>
          <Row label={t.phone} wide>
            <a
              href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}
              className="font-medium text-maroon-800 underline-offset-2 hover:underline"
            >
              {enquiry.phone}
            </a>
          </Row>
          <Row label={t.email} wide>
            <a
              href={`mailto:${enquiry.email}`}
              className="font-medium break-all text-maroon-800 underline-offset-2 hover:underline"
            >
              {enquiry.email}
            </a>
            {enquiry.userEmailVerified ? (
              <span className="mt-1 flex">
                <VerifiedEmailBadge />
              </span>
            ) : null}
          </Row>
        </dl>
        {children}
      </section>
    </details>
  );
}

function Row({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}
