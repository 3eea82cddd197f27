import * as t from '@mandap/shared/messages/en/couple-grievances';
import { DocumentTitle } from '@/components/ui/document-title';
import { GrievancesPage } from '@/features/grievances/components/grievances-page';

/** /grievances: the grievance officer and the form (issue 28). */
export function GrievancesScreen() {
  return (
    <>
      <DocumentTitle>{t.documentTitle}</DocumentTitle>
      <GrievancesPage />
    </>
  );
}
