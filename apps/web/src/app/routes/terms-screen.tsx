import { DocumentTitle } from '@/components/ui/document-title';
import { TermsDocument } from '@/features/legal/components/terms-document';

/** /terms-and-conditions (spec 2.14). */
export function TermsScreen() {
  return (
    <>
      <DocumentTitle>Terms and Conditions · Mandap</DocumentTitle>
      <TermsDocument />
    </>
  );
}

/** /privacy-policy shows the same text as the terms (spec 2.1, R1), under its own heading. */
export function PrivacyScreen() {
  return (
    <>
      <DocumentTitle>Privacy Policy · Mandap</DocumentTitle>
      <TermsDocument
        heading="Privacy Policy"
        note="Our privacy policy is part of our terms and conditions. The same terms apply."
      />
    </>
  );
}
