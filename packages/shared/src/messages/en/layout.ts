// The chrome around every screen: navbar, footer, bottom bar.

export const footerTagline = 'Wedding and event vendors across India';
export const footerLegal = 'Legal';
export const privacyPolicy = 'Privacy Policy';
export const termsOfService = 'Terms of Service';
export const grievances = 'Grievances';
export const allRightsReserved = (year: number) => `© ${year} Mandap. All rights reserved.`;
