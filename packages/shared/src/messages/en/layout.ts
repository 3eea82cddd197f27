// The chrome around every screen: navbar, footer, bottom bar.

export const footerTagline = 'Wedding and event vendors across India';
export const footerLegal = 'Legal';
export const privacyPolicy = 'Privacy Policy';
export const termsOfService = 'Terms of Service';
export const grievances = 'Grievances';
export const allRightsReserved = (year: number) => `© ${year} Mandap. All rights reserved.`;

export const skipToContent = 'Skip to content';
export const mainNavigation = 'Main';
export const home = 'Home';
export const findVendors = 'Find vendors';
export const vendorProfile = 'Vendor Profile';
export const forVendors = 'For vendors';
export const chat = 'Chat';
export const notifications = 'Notifications';
export const myAccount = 'My Account';
export const login = 'Login';
export const register = 'Register';
/** A link's name with its unread count: 'Chat, 3 unread'. */
export const unreadName = (label: string, count: number) => `${label}, ${count} unread`;
export const quickLinks = 'Quick links';
export const search = 'Search';
export const profile = 'Profile';
export const signIn = 'Sign in';
export const signInAsCouple = 'Sign in as a couple';
export const vendorLogin = 'Vendor login';
export const categories = 'Categories';
export const vendorCategories = 'Vendor categories';
export const seeAllVendors = 'See all vendors';
export const listYourServices = 'Are you a vendor? List your services';
export const share = 'Share';
export const linkCopied = 'Link copied';
export const couldNotCopyLink = 'Could not copy the link';
/** The description of a page without one of its own. */
export const siteDescription = 'Mandap: wedding and event vendors across India, all in one place.';

/** index.html's line for a browser without JavaScript (the Hindi build writes the Hindi one). */
export const noScript = 'Mandap needs JavaScript to run.';
