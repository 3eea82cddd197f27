import { GST_RATE_PERCENT } from '@mandap/shared/gst';
import * as d from '@mandap/shared/messages/en/billing-documents';
import { taxDocument as T } from '@mandap/shared/messages/en/vendor-billing';
import type { TaxDocument } from '@mandap/shared/schemas/billing';
import { documentAmount, documentDate } from '@mandap/shared/tax-documents';
import type { ReactNode } from 'react';

type Party = TaxDocument['supplier'];

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{heading}</p>
      <p className="mt-0.5 text-lg font-semibold text-stone-900 wrap-anywhere">{party.name}</p>
      <p className="text-sm text-stone-700 wrap-anywhere">{party.address}</p>
      <p className="mt-1 text-sm text-stone-700">
        {`${T.gstin}: `}
        <span className="font-medium text-stone-900">{party.gstin ?? T.unregistered}</span>
      </p>
      <p className="text-sm text-stone-700">{`${T.state}: ${d.stateLabel(party.stateCode)}`}</p>
    </div>
  );
}

function Particular({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="font-semibold text-stone-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * A tax document as a page (issue 30, decision 0074): what its PDF prints, in the same words,
 * every field of CGST Rules rule 46 (rule 53 for a credit note); SPECIMEN across the top of one
 * issued with development placeholders. Plain on paper: no shadows or colours that need ink.
 */
export function TaxDocumentView({ document }: { document: TaxDocument }) {
  const title = T.titles[document.kind];
  const taxes: [string, number][] =
    document.taxKind === 'intra'
      ? [
          [T.cgst(GST_RATE_PERCENT / 2), document.cgstPaise],
          [T.sgst(GST_RATE_PERCENT / 2), document.sgstPaise],
        ]
      : [[T.igst(GST_RATE_PERCENT), document.igstPaise]];
  return (
    <article
      aria-labelledby="document-title"
      className="flex flex-col gap-6 rounded-3xl border border-maroon-100 bg-white px-5 py-6 shadow-sm sm:px-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      {document.specimen ? (
        <p
          role="note"
          className="rounded-xl bg-red-700 px-4 py-2 text-center text-sm font-bold text-white print:border-2 print:border-red-700 print:bg-white print:text-red-700"
        >
          <span className="text-base tracking-widest">{`${T.specimen}:`}</span> {T.specimenNote}
        </p>
      ) : null}
      <header className="flex flex-col-reverse gap-4 sm:flex-row sm:justify-between">
        <PartyBlock heading={T.supplier} party={document.supplier} />
        <div className="sm:text-right">
          <h2
            id="document-title"
            className="font-display text-3xl font-semibold text-maroon-900 print:text-black"
          >
            {title}
          </h2>
          <p className="text-sm text-stone-600">{T.subtitles[document.kind]}</p>
        </div>
      </header>
      <div className="grid gap-6 border-t border-stone-200 pt-5 sm:grid-cols-[1fr_auto]">
        <PartyBlock heading={T.recipient} party={document.recipient} />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-1">
          <Particular label={T.number[document.kind]}>{document.number}</Particular>
          <Particular label={T.date}>{documentDate(document.issuedAt)}</Particular>
          {document.refersToNumber ? (
            <Particular label={T.refersTo}>{document.refersToNumber}</Particular>
          ) : null}
          <Particular label={T.placeOfSupply}>{d.stateLabel(document.placeOfSupply)}</Particular>
          <Particular label={T.reverseCharge}>{T.reverseChargeAnswer}</Particular>
        </dl>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-sm">
          <thead>
            <tr className="bg-stone-100 text-left text-stone-800">
              <th scope="col" className="px-2 py-2 font-semibold">
                {T.lineNumber}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                {T.description}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                {T.sac}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {T.taxableValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: an issued document's lines never change or move
                key={index}
                className="border-b border-stone-200"
              >
                <td className="px-2 py-2 align-top">{index + 1}</td>
                <td className="px-2 py-2 align-top wrap-anywhere">
                  {d.lineDescription(line.description)}
                </td>
                <td className="px-2 py-2 align-top">{line.sac}</td>
                <td className="px-2 py-2 text-right align-top whitespace-nowrap">
                  {documentAmount(line.taxablePaise)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {[[T.taxableValue, document.taxablePaise] as [string, number], ...taxes].map(
              ([label, paise]) => (
                <tr key={label}>
                  <th scope="row" colSpan={3} className="px-2 pt-2 text-right font-normal">
                    {label}
                  </th>
                  <td className="px-2 pt-2 text-right whitespace-nowrap">
                    {documentAmount(paise)}
                  </td>
                </tr>
              ),
            )}
            <tr className="text-base font-bold">
              <th scope="row" colSpan={3} className="px-2 pt-3 text-right">
                {T.total}
              </th>
              <td className="px-2 pt-3 text-right whitespace-nowrap">
                {documentAmount(document.totalPaise)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <p className="text-xs text-stone-500">{T.totalInWords}</p>
        <p className="font-semibold text-stone-900">
          {d.totalInWords(document.totalInWords, document.totalPaise)}
        </p>
      </div>
      <p className="border-t border-stone-200 pt-4 text-center text-xs text-stone-500">
        {T.footer}
      </p>
    </article>
  );
}
