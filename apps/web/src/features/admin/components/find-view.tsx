import * as t from '@mandap/shared/messages/en/admin-console';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import {
  SUSPENSION_CONSOLE,
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
} from '@mandap/shared/suspensions';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, primaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { adminAccountPath, adminListingPath, paths } from '@/config/paths';
import { useAdminLookup } from '@/features/admin/api/suspensions';
import { refusalMessage } from '@/lib/api-client';

/**
 * /admin/find?q= (decision 0066): a listing id, a vendor id (a number or VND-…) or an e-mail;
 * the query is in the URL, so a search can be linked and the back button works.
 */
export function FindView() {
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const lookup = useAdminLookup(q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    if (!wanted) return;
    navigate(`${paths.adminFind}?q=${encodeURIComponent(wanted)}`);
  };

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom and older browsers lack <search> */}
      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-stone-800">
          {SUSPENSION_CONSOLE.findLabel}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-q`}
            type="search"
            className={`${fieldClass} min-w-0 flex-1`}
            maxLength={SUSPENSION_LIMITS.searchMaxLength}
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={primaryButtonClass}>
            {SUSPENSION_CONSOLE.buttons.find}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {SUSPENSION_CONSOLE.findHint}
        </p>
      </form>
      {q === '' ? null : lookup.isPending ? (
        <p role="status">{SUSPENSION_CONSOLE.loading.find}</p>
      ) : lookup.isError ? (
        <FormAlert>{refusalMessage(lookup.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : lookup.data.results.length === 0 ? (
        <p role="status">{SUSPENSION_MESSAGES.searchEmpty}</p>
      ) : (
        <ul aria-label={t.results} className="flex flex-col gap-2">
          {lookup.data.results.map((r) => (
            <li
              key={`${r.kind}-${r.id}`}
              className="rounded-lg bg-white p-3 text-sm ring-1 ring-stone-200"
            >
              <Link
                to={r.kind === 'listing' ? adminListingPath(r.id) : adminAccountPath(r.kind, r.id)}
                className={textLinkClass}
              >
                {r.label}
              </Link>{' '}
              <span className="text-stone-700">
                ({t.resultKinds[r.kind]} {r.id}){r.detail ? `: ${r.detail}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
