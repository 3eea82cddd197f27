import * as t from '@mandap/shared/messages/en/vendor-billing';
import { documentPdfPath } from '@mandap/shared/tax-documents';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError, Loading, primaryButton, secondaryButton } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useTaxDocument } from '@/features/billing/api/tax-documents';
import { TaxDocumentView } from '@/features/billing/components/tax-document-view';
import { ApiError } from '@/lib/api-client';

const T = t.billing;

/** The id in the path, or null when it is not one. */
function documentIdOf(text: string | undefined): number | null {
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * /billing/documents/:documentId (issue 30, decision 0074): one of the vendor's tax documents as
 * a page, with its PDF and a print button; printed, the page is the document alone.
 */
export function BillingDocumentScreen() {
  const documentId = documentIdOf(useParams().documentId);
  return (
    <div
      data-print-alone
      className="mx-auto flex max-w-4xl flex-col gap-4 px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10 print:p-0"
    >
      <Link
        to={paths.billing}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToBilling}
      </Link>
      {documentId === null ? (
        <>
          <DocumentTitle>{t.withSite(T.heading)}</DocumentTitle>
          <h1 className="font-display text-3xl font-semibold text-maroon-900">{T.heading}</h1>
          <FormAlert>{T.documentNotFound}</FormAlert>
        </>
      ) : (
        <DocumentPage documentId={documentId} />
      )}
    </div>
  );
}

function DocumentPage({ documentId }: { documentId: number }) {
  const document = useTaxDocument(documentId);
  if (document.isPending) return <Loading>{T.documentLoading}</Loading>;
  if (document.isError) {
    const missing = document.error instanceof ApiError && document.error.status === 404;
    return (
      <>
        <DocumentTitle>{t.withSite(T.heading)}</DocumentTitle>
        <h1 className="font-display text-3xl font-semibold text-maroon-900">{T.heading}</h1>
        {missing ? (
          <FormAlert>{T.documentNotFound}</FormAlert>
        ) : (
          <LoadError onRetry={() => void document.refetch()}>{T.documentLoadFailed}</LoadError>
        )}
      </>
    );
  }
  const { data } = document;
  return (
    <>
      <DocumentTitle>{t.withSite(`${data.number} · ${T.heading}`)}</DocumentTitle>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="mr-auto font-display text-2xl font-semibold text-maroon-900 wrap-anywhere">
          {data.number}
        </h1>
        <a href={documentPdfPath(data.id)} download className={primaryButton}>
          <Download aria-hidden="true" className="size-4" />
          {T.downloadPdf}
        </a>
        <button type="button" onClick={() => window.print()} className={secondaryButton}>
          <Printer aria-hidden="true" className="size-4" />
          {T.print}
        </button>
      </div>
      <TaxDocumentView document={data} />
    </>
  );
}
