// वेंडर पोर्टल (spec 2.6), उसका मेन्यू, खाते के फ़ॉर्म और सेशन, और साइन इन से जुड़े पेज।

export const portalTitle = 'वेंडर पोर्टल · Mandap';
export const portalHeading = 'वेंडर पोर्टल';
export const logoutFailed = 'लॉग आउट नहीं हो सका। कृपया फिर से कोशिश करें।';
export const welcome = (firstName: string) => `स्वागत है, ${firstName}`;
export const vendorId = 'वेंडर ID';
export const email = 'ईमेल';
export const phone = 'फ़ोन';
export const editProfileHeading = 'अपनी प्रोफ़ाइल बदलें';
export const profileLoadFailed = 'आपकी प्रोफ़ाइल लोड नहीं हो सकी। कृपया फिर से कोशिश करें।';
export const tryAgain = 'फिर से कोशिश करें';
export const loadingProfile = 'आपकी प्रोफ़ाइल लोड हो रही है...';
export const portalFooter = (year: number) => `© ${year} Mandap वेंडर पोर्टल। सर्वाधिकार सुरक्षित।`;

export const vendorMenu = 'वेंडर मेन्यू';
export const menuVendorHome = 'वेंडर होम';
export const menuProfile = 'प्रोफ़ाइल';
export const menuAddServices = 'सेवाएँ जोड़ें';
export const menuManageServices = 'सेवाएँ मैनेज करें';
export const menuEnquiries = 'पूछताछ';
export const menuAnalytics = 'आँकड़े';
export const menuReviews = 'समीक्षाएँ';
export const menuBilling = 'बिलिंग';
export const loggingOut = 'लॉग आउट हो रहा है...';
export const logout = 'लॉग आउट';
export const newCount = (n: number) => `${n} नई`;
export const unreadCount = (n: number) => `${n} बिना पढ़े`;

export const name = 'नाम';
export const saving = 'सेव हो रहा है...';
export const saveChanges = 'बदलाव सेव करें';
export const emailIs = 'ईमेल:';
export const changeEmailLink = 'अपना ईमेल पता “मेरा खाता” पेज पर बदलें';
export const currentPassword = 'मौजूदा पासवर्ड';
export const newPassword = 'नया पासवर्ड';

export const loadingSessions = 'आप कहाँ-कहाँ साइन इन हैं, यह लोड हो रहा है...';
export const indiaTime = '(भारतीय समय)';
export const signOutDevice = (device: string, lastUsed: string) =>
  `${device} से साइन आउट करें, आख़िरी बार ${lastUsed} को इस्तेमाल हुआ`;

export const dismiss = 'बंद करें';
export const checkingSession = 'आपका सेशन जाँचा जा रहा है...';
export const accountClosedTitle = 'खाता बंद हो गया · Mandap';
