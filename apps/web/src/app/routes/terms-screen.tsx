import * as t from '@mandap/shared/messages/en/legal-terms';
import { DocumentTitle } from '@/components/ui/document-title';
import { TermsDocument } from '@/features/legal/components/terms-document';

/** /terms-and-conditions (spec 2.14). */
export function TermsScreen() {
  return (
    <>
      <DocumentTitle>{t.documentTitle}</DocumentTitle>
      <TermsDocument />
    </>
  );
}
