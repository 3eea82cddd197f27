import * as t from '@mandap/shared/messages/en/vendor-billing';
import { BILLING_CSV_PATH } from '@mandap/shared/tax-documents';
import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { DocumentTitle } from '@/components/ui/document-title';
import { InlineLoadError, InlineLoading } from '@/components/ui/inline-states';
import { secondaryButton } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useBillingDetails } from '@/features/billing/api/billing-details';
import { useTaxDocuments } from '@/features/billing/api/tax-documents';
import { BillingDetailsForm } from '@/features/billing/billing-details-form';
import { CommissionDueSection } from '@/features/billing/components/commission-due-section';
import { DocumentsList } from '@/features/billing/components/documents-list';
import { StatementsSection } from '@/features/billing/components/statements-section';

const T = t.billing;

function DetailsSection() {
  const details = useBillingDetails();
  return (
    <CardSection id="billing-details-heading" heading={T.detailsHeading}>
      <p className="text-sm text-stone-600">{T.detailsIntro}</p>
      {details.isPending ? (
        <InlineLoading>{T.loading}</InlineLoading>
      ) : details.isError ? (
        <InlineLoadError
          onRetry={() => void details.refetch()}
          buttonClassName={`${secondaryButton} mt-3`}
        >
          {T.detailsLoadFailed}
        </InlineLoadError>
      ) : (
        <BillingDetailsForm details={details.data} />
      )}
    </CardSection>
  );
}

function DocumentsSections() {
  const documents = useTaxDocuments();
  const state = (empty: string, kind: 'plan_invoice' | 'credit_note') =>
    documents.isPending ? (
      <InlineLoading>{T.loading}</InlineLoading>
    ) : documents.isError ? (
      <InlineLoadError
        onRetry={() => void documents.refetch()}
        buttonClassName={`${secondaryButton} mt-3`}
      >
        {T.documentsLoadFailed}
      </InlineLoadError>
    ) : (
      <DocumentsList documents={documents.data.filter((d) => d.kind === kind)} empty={empty} />
    );
  return (
    <>
      <CardSection id="plan-invoices-heading" heading={T.planInvoicesHeading}>
        {state(T.noPlanInvoices, 'plan_invoice')}
      </CardSection>
      <CardSection id="credit-notes-heading" heading={T.creditNotesHeading}>
        {state(T.noCreditNotes, 'credit_note')}
      </CardSection>
    </>
  );
}

/**
 * /billing (issue 30, decision 0074): the vendor's billing details, plan invoices, credit notes,
 * commission (statements and what is due) and a CSV of all of it for their accountant. Behind
 * the vendor guard.
 */
export function BillingScreen() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.documentTitle}</DocumentTitle>
      <div className="flex flex-col gap-1">
        <Link
          to={paths.vendorProfile}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.vendorPortal}
        </Link>
        <h1 className="font-display text-3xl font-semibold text-maroon-900">{T.heading}</h1>
        <p className="text-sm text-stone-600">{T.intro}</p>
      </div>
      <DetailsSection />
      <DocumentsSections />
      <CommissionDueSection />
      <StatementsSection />
      <CardSection id="csv-heading" heading={T.csvHeading}>
        <p className="text-sm text-stone-600">{T.csvIntro}</p>
        <a href={BILLING_CSV_PATH} download className={`${secondaryButton} self-start`}>
          <Download aria-hidden="true" className="size-4" />
          {T.downloadCsv}
        </a>
      </CardSection>
    </div>
  );
}
