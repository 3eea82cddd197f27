import * as t from '@mandap/shared/messages/en/admin-suspensions';
import { formatInr, parseRupeesToPaise } from '@mandap/shared/money';
import { OPERATOR_MESSAGES, type OperatorRole } from '@mandap/shared/operators';
import type { ActionEntry, AdminListing, Suspension } from '@mandap/shared/schemas/suspensions';
import {
  SUSPENSION_CONSOLE,
  SUSPENSION_MESSAGES,
  suspensionReasonText,
} from '@mandap/shared/suspensions';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, textLinkClass } from '@/components/ui/styles';
import { adminAccountPath } from '@/config/paths';
import { useAdminListing } from '@/features/admin/api/suspensions';
import { refusalMessage } from '@/lib/api-client';
import { ActionForm, DoneLine, Facts, Section } from './action-form';
import { indianTime } from './review-queue';

// /admin/listings/:listingId (decision 0066): the listing as the console reads it, and the
// actions on it: suspend or restore, remove a photo or video, refund (admins).

/** The open suspension's words, or null when the listing is not suspended by Mandap. */
export function openSuspension(suspensions: readonly Suspension[]): Suspension | undefined {
  return suspensions.find((s) => s.restoredAt === null);
}

/**
 * A suspension's reason in the page's language: the words of its code, as the server's English
 * `reasonText` says them (an empty one stays empty).
 */
export function suspensionReason(s: Suspension): string {
  return s.reasonText ? suspensionReasonText('suspend', s.reason) : '';
}

export function SuspensionHistory({ suspensions }: { suspensions: readonly Suspension[] }) {
  if (suspensions.length === 0) {
    return <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.empty.suspensions}</p>;
  }
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {suspensions.map((s) => (
        <li key={s.id} className="rounded-lg bg-stone-50 p-2">
          <p className="font-medium text-stone-900">
            {SUSPENSION_CONSOLE.suspendedBecause(suspensionReason(s))}
          </p>
          {s.details ? <p className="break-words text-stone-800">“{s.details}”</p> : null}
          <p className="text-stone-700">
            {SUSPENSION_CONSOLE.suspendedBy(s.suspendedBy, indianTime(s.suspendedAt))}
            {s.restoredAt ? t.restoredOn(indianTime(s.restoredAt), s.restoreReason) : ''}
          </p>
          {s.appeal ? (
            <p className="break-words text-stone-700">
              {t.appealOf(indianTime(s.appeal.createdAt))} (
              {s.appeal.outcome ? t.appealOutcomes[s.appeal.outcome] : t.appealWaiting}): “
              {s.appeal.message}”
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ActionHistory({ actions }: { actions: readonly ActionEntry[] }) {
  if (actions.length === 0) {
    return <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.empty.actions}</p>;
  }
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {actions.map((a) => (
        <li key={`${a.at}-${a.action}-${a.actor}`} className="break-words text-stone-800">
          {indianTime(a.at)}: <code>{a.action}</code> {t.actionBy(a.actor)}
          {a.reason ? `: ${a.reason}` : ''}
        </li>
      ))}
    </ol>
  );
}

function Media({ listing, onDone }: { listing: AdminListing; onDone: (text: string) => void }) {
  if (listing.media.length === 0) {
    return <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.empty.media}</p>;
  }
  let photo = 0;
  let video = 0;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {listing.media.map((m) => {
        const name = m.kind === 'image' ? t.photoN(++photo) : t.videoN(++video);
        return (
          <li key={m.id} className="flex flex-col gap-2 rounded-lg bg-stone-50 p-2">
            <a href={m.url} target="_blank" rel="noreferrer" className={textLinkClass}>
              {m.thumbUrl ? (
                <img
                  src={m.thumbUrl}
                  alt={t.mediaAlt(listing.firmName, name)}
                  className="h-24 w-24 rounded-lg object-cover"
                />
              ) : (
                name
              )}
            </a>
            <ActionForm
              label={t.removeMedia(name)}
              reasons="remove_media"
              confirmText={SUSPENSION_MESSAGES.confirm.removeMedia}
              doneText={SUSPENSION_MESSAGES.done.remove_media}
              danger={false}
              onDone={onDone}
              build={(input) => ({
                kind: 'media-removal',
                listingId: listing.id,
                mediaId: m.id,
                body: { ...input, version: listing.version },
              })}
            />
          </li>
        );
      })}
    </ul>
  );
}

function RefundForm({
  listing,
  quote,
  onDone,
}: {
  listing: AdminListing;
  quote: number;
  onDone: (text: string) => void;
}) {
  const id = useId();
  const paid = listing.payments.find((p) => p.status === 'paid');
  const paidPaise = paid?.amountPaise ?? quote;
  const [amount, setAmount] = useState(String(quote / 100));
  return (
    <ActionForm
      label={SUSPENSION_CONSOLE.buttons.refund}
      reasons="refund"
      confirmText={SUSPENSION_MESSAGES.confirm.refund}
      doneText={SUSPENSION_MESSAGES.done.refund}
      onDone={onDone}
      build={(input) => {
        const paise = parseRupeesToPaise(amount);
        if (paise === null || paise <= 0 || paise > paidPaise) {
          return SUSPENSION_CONSOLE.amountInvalid;
        }
        return {
          kind: 'refund',
          listingId: listing.id,
          body: { ...input, amountPaise: paise, version: listing.version },
        };
      }}
    >
      <label htmlFor={`${id}-amount`} className="text-sm font-medium text-stone-800">
        {SUSPENSION_CONSOLE.amountLabel}
      </label>
      <input
        id={`${id}-amount`}
        className={fieldClass}
        inputMode="decimal"
        aria-describedby={`${id}-hint`}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-sm text-stone-700">
        {SUSPENSION_CONSOLE.amountHint(formatInr(quote), formatInr(paidPaise))}
      </p>
    </ActionForm>
  );
}

/** The listing's page in the console, with its actions (Refund for admins only). */
export function ListingDetailView({ listingId, role }: { listingId: number; role: OperatorRole }) {
  const listing = useAdminListing(listingId);
  const [done, setDone] = useState<string | null>(null);
  if (listing.isPending) return <p role="status">{SUSPENSION_CONSOLE.loading.listing}</p>;
  if (listing.isError) {
    return <FormAlert>{refusalMessage(listing.error, OPERATOR_MESSAGES.network)}</FormAlert>;
  }
  const l = listing.data;
  const open = openSuspension(l.suspensions);
  const status = l.suspendedByMandap
    ? SUSPENSION_CONSOLE.suspendedBecause(
        open ? suspensionReasonText('suspend', open.reason) : SUSPENSION_MESSAGES.suspendedByMandap,
      )
    : l.status;
  return (
    <div className="flex flex-col gap-4">
      <DoneLine text={done} />
      <Section title={l.firmName}>
        <Facts
          rows={[
            [t.listingId, String(l.id)],
            [t.category, l.category],
            [t.city, [l.city, l.district, l.state].filter(Boolean).join(', ')],
            [t.status, status],
            ...(open?.details ? [[t.suspensionDetails, open.details] as [string, string]] : []),
            [t.plan, l.plan],
            [t.created, indianTime(l.createdAt)],
          ]}
        />
      </Section>
      <Section title={t.actions}>
        <div className="flex flex-col gap-3">
          <ActionForm
            // One form for both, so a refusal stays in place when the state it reloads flips.
            key="suspension"
            label={
              l.suspendedByMandap
                ? SUSPENSION_CONSOLE.buttons.restoreListing
                : SUSPENSION_CONSOLE.buttons.suspendListing
            }
            reasons={l.suspendedByMandap ? 'restore' : 'suspend'}
            confirmText={
              l.suspendedByMandap
                ? SUSPENSION_MESSAGES.confirm.restoreListing
                : SUSPENSION_MESSAGES.confirm.suspendListing
            }
            doneText={
              l.suspendedByMandap
                ? SUSPENSION_MESSAGES.done.restore
                : SUSPENSION_MESSAGES.done.suspend
            }
            onDone={setDone}
            build={(input) => ({
              kind: 'listing-suspension',
              listingId: l.id,
              body: {
                action: l.suspendedByMandap ? 'restore' : 'suspend',
                ...input,
                version: l.version,
              },
            })}
          />
          {role === 'admin' ? (
            l.refundQuotePaise === null ? (
              <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.noRefund}</p>
            ) : (
              <RefundForm listing={l} quote={l.refundQuotePaise} onDone={setDone} />
            )
          ) : null}
        </div>
      </Section>
      <Section title={t.photosAndVideos}>
        <Media listing={l} onDone={setDone} />
      </Section>
      <Section title={t.details}>
        <p className="whitespace-pre-line break-words text-stone-900">
          {l.description || SUSPENSION_CONSOLE.empty.details}
        </p>
        <Facts
          rows={[
            [t.email, l.email],
            [t.phone, l.phone],
            [t.features, l.features.join(', ') || '—'],
            [t.highlights, l.highlights.join(', ') || '—'],
          ]}
        />
      </Section>
      <Section title={t.prices}>
        {l.prices.length === 0 ? (
          <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.empty.prices}</p>
        ) : (
          <Facts
            rows={l.prices.map((p, i) => [
              `${p.label || t.price}${l.prices.length > 1 ? ` (${i + 1})` : ''}`,
              p.paise === null ? '—' : formatInr(p.paise),
            ])}
          />
        )}
      </Section>
      <Section title={t.owner}>
        <p className="text-sm">
          <Link to={adminAccountPath('vendor', l.owner.id)} className={textLinkClass}>
            {l.owner.name || t.vendorN(l.owner.id)} ({l.owner.uniqueId || t.vendorLower(l.owner.id)}
            )
          </Link>{' '}
          {l.owner.email}
        </p>
      </Section>
      <Section title={t.payments}>
        {l.payments.length === 0 ? (
          <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.empty.payments}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {l.payments.map((p) => (
              <li key={p.id} className="text-stone-800">
                {formatInr(p.amountPaise)}, {p.status}
                {p.paidAt ? t.paymentPaid(indianTime(p.paidAt)) : ''}
                {p.refundedPaise !== null ? t.paymentRefunded(formatInr(p.refundedPaise)) : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t.suspensions}>
        <SuspensionHistory suspensions={l.suspensions} />
      </Section>
      <Section title={t.earlierActions}>
        <ActionHistory actions={l.actions} />
      </Section>
    </div>
  );
}
