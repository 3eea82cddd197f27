import * as g from '@mandap/shared/messages/en/couple-grievances';
import { PRIVACY_TEXTS } from '@mandap/shared/privacy';
import { Download } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError, Loading } from '@/components/ui/load-states';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { useDataExport, useRequestDataExport } from '@/features/privacy/api/data-export';
import { refusalMessage } from '@/lib/api-client';

function megabytes(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1024 * 1024
    ? ` (${Math.max(1, Math.round(bytes / 1024))} KB)`
    : ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
}

/**
 * "Download my data" (decision 0072): ask for a copy, see it being prepared, download it until
 * it expires. For users on /profile and vendors in the portal.
 */
export function DataExportSection() {
  const current = useDataExport();
  const request = useRequestDataExport();
  const data = current.data;

  let body: React.ReactNode;
  if (current.isPending) {
    body = <Loading className="py-6">Loading...</Loading>;
  } else if (current.isError || !data) {
    body = (
      <LoadError onRetry={() => void current.refetch()}>{PRIVACY_TEXTS.exportLoadFailed}</LoadError>
    );
  } else {
    const canAsk = data.state !== 'preparing' && data.requestsLeft > 0;
    body = (
      <div className="flex flex-col gap-4">
        {data.state === 'preparing' ? (
          <p role="status" className="flex items-center gap-3 text-stone-700">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
            />
            {PRIVACY_TEXTS.exportPreparing}
          </p>
        ) : null}
        {data.state === 'ready' && data.downloadUrl && data.expiresAt ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="text-stone-700">
              {PRIVACY_TEXTS.exportReadyUntil(
                PRIVACY_TEXTS.indiaTime(g.dateTime(new Date(data.expiresAt))),
              )}
            </p>
            <a href={data.downloadUrl} download className={`${primaryButtonClass} self-start`}>
              <Download aria-hidden="true" className="size-4" />
              {PRIVACY_TEXTS.exportDownload}
              {megabytes(data.bytes)}
            </a>
          </div>
        ) : null}
        {data.state === 'expired' ? (
          <p className="text-stone-700">{PRIVACY_TEXTS.exportExpired}</p>
        ) : null}
        {data.state === 'failed' ? <FormAlert>{PRIVACY_TEXTS.exportFailed}</FormAlert> : null}
        {data.state !== 'preparing' ? (
          <button
            type="button"
            onClick={() => request.mutate()}
            disabled={!canAsk || request.isPending}
            className={`${data.state === 'ready' ? secondaryButtonClass : primaryButtonClass} self-start disabled:opacity-60`}
          >
            {request.isPending
              ? PRIVACY_TEXTS.exportRequesting
              : data.state === 'ready'
                ? PRIVACY_TEXTS.exportRequestAgain
                : PRIVACY_TEXTS.exportRequest}
          </button>
        ) : null}
        {data.requestsLeft === 0 ? (
          <p className="text-sm text-stone-600">{PRIVACY_TEXTS.exportLimit}</p>
        ) : null}
        {request.isError ? (
          <FormAlert>{refusalMessage(request.error, PRIVACY_TEXTS.exportFailed)}</FormAlert>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="data-export-heading"
      className="rounded-3xl border border-maroon-100 bg-white px-5 py-6 shadow-sm sm:px-8"
    >
      <h2 id="data-export-heading" className="font-display text-2xl font-semibold text-maroon-900">
        {PRIVACY_TEXTS.exportHeading}
      </h2>
      <p className="mt-2 mb-4 text-stone-700">{PRIVACY_TEXTS.exportIntro}</p>
      {body}
    </section>
  );
}
