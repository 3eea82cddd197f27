// The chrome around every screen: navbar, footer, bottom bar.

export const footerTagline = 'पूरे भारत के शादी और समारोह के वेंडर';
export const footerLegal = 'क़ानूनी जानकारी';
export const privacyPolicy = 'निजता नीति';
export const termsOfService = 'सेवा की शर्तें';
export const grievances = 'शिकायतें';
export const allRightsReserved = (year: number) => `© ${year} Mandap. सर्वाधिकार सुरक्षित।`;
