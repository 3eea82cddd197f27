import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { AUDIT_ACTOR_FILTERS, AUDIT_OBJECT_FILTERS } from '@mandap/shared/schemas/moderation';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import {
  fieldClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '@/components/ui/styles';
import { type AuditFilters, auditQueryString, useAuditLog } from '@/features/admin/api/moderation';
import { refusalMessage } from '@/lib/api-client';
import { indianTime } from './review-queue';

function summary(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** The audit log: filters by object or actor, a table newest first, pages, and its CSV. */
export function AuditLog({ role }: { role: 'admin' | 'moderator' }) {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(
    role === 'moderator' ? { objectType: 'review' } : {},
  );
  const [filters, setFilters] = useState<AuditFilters>(draft);
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const beforeId = pages.at(-1);
  const log = useAuditLog(filters, beforeId);
  const objectTypes =
    role === 'moderator'
      ? (['review', 'listing', 'message', 'grievance'] as const)
      : AUDIT_OBJECT_FILTERS;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPages([undefined]);
  };
  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value || undefined }));

  return (
    <div className="flex flex-col gap-4">
      {role === 'moderator' ? (
        <p className="text-sm text-stone-700">
          Moderators see the entries about reviews, listings, chat messages and grievances.
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ot`} className="text-sm font-medium text-stone-800">
            Object type
          </label>
          <select
            id={`${id}-ot`}
            className={fieldClass}
            value={draft.objectType ?? ''}
            onChange={(e) => set('objectType')(e.target.value)}
          >
            {role === 'admin' ? <option value="">Any</option> : null}
            {objectTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-oi`} className="text-sm font-medium text-stone-800">
            Object id
          </label>
          <input
            id={`${id}-oi`}
            className={fieldClass}
            value={draft.objectId ?? ''}
            onChange={(e) => set('objectId')(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ak`} className="text-sm font-medium text-stone-800">
            Actor kind
          </label>
          <select
            id={`${id}-ak`}
            className={fieldClass}
            value={draft.actorKind ?? ''}
            onChange={(e) => set('actorKind')(e.target.value)}
          >
            <option value="">Any</option>
            {AUDIT_ACTOR_FILTERS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ai`} className="text-sm font-medium text-stone-800">
            Actor id
          </label>
          <input
            id={`${id}-ai`}
            inputMode="numeric"
            className={fieldClass}
            value={draft.actorId ?? ''}
            onChange={(e) => set('actorId')(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 min-[360px]:col-span-2 lg:col-span-4">
          <button type="submit" className={primaryButtonClass}>
            Show entries
          </button>
          <a
            className={textLinkClass}
            href={`/api/admin/audit.csv${auditQueryString(filters)}`}
            download
          >
            Download these entries as CSV
          </a>
        </div>
      </form>
      {log.isPending ? (
        <p role="status">Loading the audit log…</p>
      ) : log.isError ? (
        <FormAlert>{refusalMessage(log.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : log.data.entries.length === 0 ? (
        <p>No entries match.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the keyboard's focus, or its hidden columns cannot be reached (axe: scrollable-region-focusable)
        <section className="overflow-x-auto" aria-label="Audit entries" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead>
              <tr className="border-b border-stone-200">
                <th scope="col" className="p-2">
                  #
                </th>
                <th scope="col" className="p-2">
                  Time (India)
                </th>
                <th scope="col" className="p-2">
                  Actor
                </th>
                <th scope="col" className="p-2">
                  Action
                </th>
                <th scope="col" className="p-2">
                  Object
                </th>
                <th scope="col" className="p-2">
                  Reason
                </th>
                <th scope="col" className="p-2">
                  Before → after
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((e) => (
                <tr key={e.id} className="border-b border-stone-100 align-top">
                  <td className="p-2">{e.id}</td>
                  <td className="p-2">{indianTime(e.at)}</td>
                  <td className="p-2">
                    {e.actor.kind} {e.actor.id ?? ''} ({e.actor.role})
                  </td>
                  <td className="p-2">{e.action}</td>
                  <td className="p-2">
                    {e.object.type} {e.object.id ?? ''}
                  </td>
                  <td className="p-2 break-words">{e.reason ?? ''}</td>
                  <td className="p-2 break-all font-mono text-xs">
                    {summary(e.before)} → {summary(e.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        {pages.length > 1 ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setPages((p) => p.slice(0, -1))}
          >
            Newer entries
          </button>
        ) : null}
        {log.data?.nextBeforeId ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setPages((p) => [...p, log.data?.nextBeforeId ?? undefined])}
          >
            Older entries
          </button>
        ) : null}
      </div>
    </div>
  );
}
