import { TermsDocument } from './terms-document';

/** /terms-and-conditions (spec 2.14). */
export function TermsScreen() {
  return (
    <>
      <title>Terms and Conditions · Mandap</title>
      <TermsDocument />
    </>
  );
}

/** /privacy-policy shows the same text as the terms (spec 2.1, R1). */
export function PrivacyScreen() {
  return (
    <>
      <title>Privacy Policy · Mandap</title>
      <TermsDocument note="Privacy Policy: our privacy policy is part of the terms and conditions below. The same terms apply." />
    </>
  );
}
