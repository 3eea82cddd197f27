import { billing as T } from '@mandap/shared/messages/en/vendor-billing';
import type { TaxDocument } from '@mandap/shared/schemas/billing';
import { documentAmount, documentDate, documentPdfPath } from '@mandap/shared/tax-documents';
import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { billingDocumentPath } from '@/config/paths';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full border border-maroon-200 bg-white px-3 py-1.5 text-sm font-medium text-maroon-800 transition hover:bg-maroon-50';

/**
 * Documents of one kind as rows: number, date and amount, a link to the document's page and one
 * to its PDF; `empty` when there is none. A list, not a table: each row wraps at 360 px.
 */
export function DocumentsList({
  documents,
  empty,
}: {
  documents: readonly TaxDocument[];
  empty: string;
}) {
  if (documents.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-maroon-100">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-semibold text-stone-900 wrap-anywhere">{document.number}</p>
            <p className="text-sm text-stone-600">
              <span className="sr-only">{`${T.columns.date}: `}</span>
              <span>{documentDate(document.issuedAt)}</span>
              {' · '}
              <span className="sr-only">{`${T.columns.amount}: `}</span>
              <span className="font-medium text-stone-800">
                {documentAmount(document.totalPaise)}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={billingDocumentPath(document.id)}
              aria-label={T.viewLabel(document.number)}
              className={actionClass}
            >
              <FileText aria-hidden="true" className="size-4" />
              {T.view}
            </Link>
            <a
              href={documentPdfPath(document.id)}
              download
              aria-label={T.downloadPdfLabel(document.number)}
              className={actionClass}
            >
              <Download aria-hidden="true" className="size-4" />
              {T.downloadPdf}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
