import * as t from '@mandap/shared/messages/en/vendor-billing';

import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { cardClass } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { StatementView } from '@/features/billing/components/statement-view';

/** The id in /billing/statements/:statementId; 0 when it is not one. */
function statementIdOf(param: string | undefined): number {
  if (!param || !/^\d{1,15}$/.test(param)) return 0;
  return Number(param);
}

/** /billing/statements/:statementId (decision 0075): one commission statement and its disputes. */
export function StatementScreen() {
  const { statementId } = useParams();
  const id = statementIdOf(statementId);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.withSite(t.statement.pageTitle)}</DocumentTitle>
      <Link
        to={paths.billing}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-maroon-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.statement.backToBilling}
      </Link>
      <h1 className="font-display text-3xl font-semibold text-maroon-900">
        {t.statement.pageTitle}
      </h1>
      <section className={`${cardClass} p-4 sm:p-6`}>
        <StatementView key={id} statementId={id} />
      </section>
    </div>
  );
}
