import * as t from '@mandap/shared/messages/en/admin-suspensions';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { AppealQueueItem } from '@mandap/shared/schemas/suspensions';
import { SUSPENSION_CONSOLE, SUSPENSION_MESSAGES } from '@mandap/shared/suspensions';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { textLinkClass } from '@/components/ui/styles';
import { adminAccountPath, adminListingPath } from '@/config/paths';
import { useAppealQueue } from '@/features/admin/api/suspensions';
import { refusalMessage } from '@/lib/api-client';
import { ActionForm, DoneLine, Facts } from './action-form';
import { suspensionReason } from './listing-detail';
import { indianTime } from './review-queue';

type Report = (notice: { kind: 'done' | 'failure'; text: string }) => void;

function AppealItem({ item, report }: { item: AppealQueueItem; report: Report }) {
  const headingId = useId();
  const s = item.suspension;
  const subjectPath =
    item.subject.kind === 'listing'
      ? adminListingPath(item.subject.id)
      : adminAccountPath('vendor', item.subject.id);
  const decide = (decision: 'uphold' | 'restore') => (input: { reason: string; details: string }) =>
    ({
      kind: 'appeal-decision',
      appealId: item.id,
      body: { decision, ...input, version: item.version },
    }) as const;
  const done = (text: string) => report({ kind: 'done', text });
  const failed = (text: string) => report({ kind: 'failure', text });
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
      >
        <h3 id={headingId} className="text-lg font-semibold break-words text-stone-900">
          {t.appealHeading(item.id, item.subject.kind === 'listing', item.subject.label)}
        </h3>
        <p className="text-sm text-stone-700">
          {t.appealSentBy(indianTime(item.createdAt), item.vendor.name, item.vendor.email)}
        </p>
        <blockquote className="whitespace-pre-line break-words border-l-4 border-marigold-400 pl-3 text-stone-900">
          {item.message}
        </blockquote>
        <Facts
          rows={[
            [
              t.suspendedLabel,
              <Link key="s" to={subjectPath} className={textLinkClass}>
                {item.subject.label || `${t.objectKinds[item.subject.kind]} ${item.subject.id}`}
              </Link>,
            ],
            [t.reason, suspensionReason(s)],
            [t.details, s.details || '—'],
            [
              t.whoAndWhen,
              SUSPENSION_CONSOLE.suspendedBy(s.suspendedBy, indianTime(s.suspendedAt)),
            ],
            [
              t.vendor,
              <Link
                key="v"
                to={adminAccountPath('vendor', item.vendor.id)}
                className={textLinkClass}
              >
                {t.vendorLink(item.vendor.name, item.vendor.id)}
              </Link>,
            ],
          ]}
        />
        {item.suspendedByYou ? (
          <p className="rounded-lg bg-marigold-50 p-3 text-sm text-stone-900">
            {SUSPENSION_CONSOLE.anotherMustDecide}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <ActionForm
              label={SUSPENSION_CONSOLE.buttons.uphold}
              reasons="uphold_appeal"
              confirmText={SUSPENSION_MESSAGES.confirm.uphold}
              doneText={SUSPENSION_MESSAGES.done.uphold_appeal}
              danger={false}
              onDone={done}
              onFailure={failed}
              build={decide('uphold')}
            />
            <ActionForm
              label={SUSPENSION_CONSOLE.buttons.restoreAppeal}
              reasons="restore"
              confirmText={SUSPENSION_MESSAGES.confirm.restoreAppeal}
              doneText={SUSPENSION_MESSAGES.done.restore}
              onDone={done}
              onFailure={failed}
              build={decide('restore')}
            />
          </div>
        )}
      </article>
    </li>
  );
}

/** /admin/appeals (decision 0066): the open appeals, oldest first, each decided once. */
export function AppealQueueView() {
  const queue = useAppealQueue();
  const [notice, setNotice] = useState<{ kind: 'done' | 'failure'; text: string } | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {notice?.kind === 'done' ? <DoneLine text={notice.text} /> : null}
      {notice?.kind === 'failure' ? <FormAlert>{notice.text}</FormAlert> : null}
      {queue.isPending ? (
        <p role="status">{SUSPENSION_CONSOLE.loading.appeals}</p>
      ) : queue.isError ? (
        <FormAlert>{refusalMessage(queue.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : queue.data.items.length === 0 ? (
        <p>{SUSPENSION_MESSAGES.emptyAppeals}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.items.map((item) => (
            <AppealItem
              key={`${item.id}-${item.version}`}
              item={item}
              report={(n) => setNotice(n)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
