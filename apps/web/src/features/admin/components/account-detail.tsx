import * as t from '@mandap/shared/messages/en/admin-suspensions';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import {
  SUSPENSION_CONSOLE,
  SUSPENSION_MESSAGES,
  suspensionReasonText,
} from '@mandap/shared/suspensions';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { textLinkClass } from '@/components/ui/styles';
import { adminListingPath } from '@/config/paths';
import { type AccountKind, useAdminAccount } from '@/features/admin/api/suspensions';
import { refusalMessage } from '@/lib/api-client';
import { ActionForm, DoneLine, Facts, Section } from './action-form';
import { ActionHistory, openSuspension, SuspensionHistory } from './listing-detail';
import { indianTime } from './review-queue';

/**
 * /admin/vendors/:vendorId and /admin/users/:userId (decision 0066): the account, its listings,
 * its suspensions and earlier actions, and Suspend account / Restore account.
 */
export function AccountDetailView({ kind, id }: { kind: AccountKind; id: number }) {
  const account = useAdminAccount(kind, id);
  const [done, setDone] = useState<string | null>(null);
  if (account.isPending) return <p role="status">{SUSPENSION_CONSOLE.loading.account}</p>;
  if (account.isError) {
    return <FormAlert>{refusalMessage(account.error, OPERATOR_MESSAGES.network)}</FormAlert>;
  }
  const a = account.data;
  const open = openSuspension(a.suspensions);
  return (
    <div className="flex flex-col gap-4">
      <DoneLine text={done} />
      <Section title={a.name || `${t.objectKinds[kind]} ${a.id}`}>
        <Facts
          rows={[
            [t.kind, t.accountKinds[kind]],
            [t.id, a.uniqueId ? `${a.id} (${a.uniqueId})` : String(a.id)],
            [t.email, a.email],
            [t.phone, a.phone],
            [
              t.status,
              a.suspended
                ? SUSPENSION_CONSOLE.suspendedBecause(
                    open
                      ? suspensionReasonText('suspend', open.reason)
                      : SUSPENSION_MESSAGES.suspendedByMandap,
                  )
                : SUSPENSION_CONSOLE.notSuspended,
            ],
            ...(open?.details ? [[t.suspensionDetails, open.details] as [string, string]] : []),
            [t.joined, indianTime(a.createdAt)],
          ]}
        />
      </Section>
      <Section title={t.actions}>
        <ActionForm
          key="suspension"
          label={
            a.suspended
              ? SUSPENSION_CONSOLE.buttons.restoreAccount
              : SUSPENSION_CONSOLE.buttons.suspendAccount
          }
          reasons={a.suspended ? 'restore' : 'suspend'}
          confirmText={
            a.suspended
              ? SUSPENSION_MESSAGES.confirm.restoreAccount
              : SUSPENSION_MESSAGES.confirm.suspendAccount
          }
          doneText={
            a.suspended ? SUSPENSION_MESSAGES.done.restore : SUSPENSION_MESSAGES.done.suspend
          }
          onDone={setDone}
          build={(input) => ({
            kind: 'account-suspension',
            account: kind,
            id: a.id,
            body: { action: a.suspended ? 'restore' : 'suspend', ...input, version: a.version },
          })}
        />
      </Section>
      {kind === 'vendor' ? (
        <Section title={t.listings}>
          {a.listings.length === 0 ? (
            <p className="text-sm text-stone-700">{SUSPENSION_CONSOLE.empty.listings}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {a.listings.map((l) => (
                <li key={l.id}>
                  <Link to={adminListingPath(l.id)} className={textLinkClass}>
                    {l.firmName}
                  </Link>{' '}
                  {t.listingLine(l.id, l.category, l.status)}
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
      <Section title={t.suspensions}>
        <SuspensionHistory suspensions={a.suspensions} />
      </Section>
      <Section title={t.earlierActions}>
        <ActionHistory actions={a.actions} />
      </Section>
    </div>
  );
}
