import * as t from '@mandap/shared/messages/en/admin-console';
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

/** A kind of object or actor in the console's words; the code itself when unknown. */
function kindText(kind: string): string {
  const kinds: Record<string, string> = t.auditKinds;
  return kinds[kind] ?? kind;
}

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
        <p className="text-sm text-stone-700">{t.auditModeratorNote}</p>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ot`} className="text-sm font-medium text-stone-800">
            {t.objectType}
          </label>
          <select
            id={`${id}-ot`}
            className={fieldClass}
            value={draft.objectType ?? ''}
            onChange={(e) => set('objectType')(e.target.value)}
          >
            {role === 'admin' ? <option value="">{t.any}</option> : null}
            {objectTypes.map((type) => (
              <option key={type} value={type}>
                {t.auditKinds[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-oi`} className="text-sm font-medium text-stone-800">
            {t.objectId}
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
            {t.actorKind}
          </label>
          <select
            id={`${id}-ak`}
            className={fieldClass}
            value={draft.actorKind ?? ''}
            onChange={(e) => set('actorKind')(e.target.value)}
          >
            <option value="">{t.any}</option>
            {AUDIT_ACTOR_FILTERS.map((k) => (
              <option key={k} value={k}>
                {t.auditKinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ai`} className="text-sm font-medium text-stone-800">
            {t.actorId}
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
            {t.showEntries}
          </button>
          <a
            className={textLinkClass}
            href={`/api/admin/audit.csv${auditQueryString(filters)}`}
            download
          >
            {t.downloadCsv}
          </a>
        </div>
      </form>
      {log.isPending ? (
        <p role="status">{t.loadingAudit}</p>
      ) : log.isError ? (
        <FormAlert>{refusalMessage(log.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : log.data.entries.length === 0 ? (
        <p>{t.noEntries}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the keyboard's focus, or its hidden columns cannot be reached (axe: scrollable-region-focusable)
        <section className="overflow-x-auto" aria-label={t.auditEntries} tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.auditCaption}</caption>
            <thead>
              <tr className="border-b border-stone-200">
                <th scope="col" className="p-2">
                  #
                </th>
                <th scope="col" className="p-2">
                  {t.timeIndia}
                </th>
                <th scope="col" className="p-2">
                  {t.actor}
                </th>
                <th scope="col" className="p-2">
                  {t.action}
                </th>
                <th scope="col" className="p-2">
                  {t.object}
                </th>
                <th scope="col" className="p-2">
                  {t.reason}
                </th>
                <th scope="col" className="p-2">
                  {t.beforeAfter}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((e) => (
                <tr key={e.id} className="border-b border-stone-100 align-top">
                  <td className="p-2">{e.id}</td>
                  <td className="p-2">{indianTime(e.at)}</td>
                  <td className="p-2">
                    {kindText(e.actor.kind)} {e.actor.id ?? ''} ({e.actor.role})
                  </td>
                  <td className="p-2">{e.action}</td>
                  <td className="p-2">
                    {kindText(e.object.type)} {e.object.id ?? ''}
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
            {t.newerEntries}
          </button>
        ) : null}
        {log.data?.nextBeforeId ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setPages((p) => [...p, log.data?.nextBeforeId ?? undefined])}
          >
            {t.olderEntries}
          </button>
        ) : null}
      </div>
    </div>
  );
}
