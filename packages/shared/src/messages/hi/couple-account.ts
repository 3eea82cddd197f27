// मेरा अकाउंट (/profile): कौन साइन इन है, साइन आउट, और ई-मेल पता बदलना।

export const documentTitle = 'मेरा अकाउंट · Mandap';
export const heading = 'मेरा अकाउंट';
export const vendorAccount = 'वेंडर अकाउंट';
export const userAccount = 'यूज़र अकाउंट';
export const vendorId = 'वेंडर ID';
export const goToVendorPortal = 'वेंडर पोर्टल पर जाएँ';
export const loggingOut = 'लॉग आउट हो रहा है...';
export const logout = 'लॉग आउट';
export const logoutFailed = 'लॉग आउट नहीं हो सका। कृपया फिर से कोशिश करें।';
export const currentEmail = 'अभी: ';
export const newEmail = 'नया ई-मेल पता';
export const currentPassword = 'मौजूदा पासवर्ड';
export const sending = 'भेजा जा रहा है...';
export const sendConfirmationLink = 'पुष्टि का लिंक भेजें';
