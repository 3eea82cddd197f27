// वेंडर और यूज़र लॉगिन, पासवर्ड फ़ील्ड, और "पासवर्ड भूल गए?" (features/auth)।

export const vendorLoginHeading = 'वेंडर लॉगिन';
export const vendorLoginSubtitle = 'अपने वेंडर डैशबोर्ड पर जाने के लिए साइन इन करें';
export const vendorLoginTitle = 'वेंडर लॉगिन · Mandap';
export const vendorLoginDescription =
  'मंडप पर वेंडर लॉगिन। मंडप पूरे भारत के शादी और इवेंट वेंडरों का बाज़ार है: अपने वेंडर डैशबोर्ड पर जाने के लिए साइन इन करें।';
export const userLoginHeading = 'यूज़र लॉगिन';
export const userLoginSubtitle = 'अपने इवेंट की तैयारी के लिए साइन इन करें';
export const userLoginTitle = 'यूज़र लॉगिन · Mandap';
export const userLoginDescription =
  'मंडप पर यूज़र लॉगिन। मंडप पूरे भारत के शादी और इवेंट वेंडरों का बाज़ार है: अपने इवेंट की तैयारी के लिए साइन इन करें।';
export const registerAsVendor = 'वेंडर के रूप में रजिस्टर करें';
export const registerAsUser = 'यूज़र के रूप में रजिस्टर करें';
export const areYouVendor = 'क्या आप वेंडर हैं?';
export const noAccount = 'खाता नहीं है?';

export const email = 'ईमेल';
export const password = 'पासवर्ड';
export const signIn = 'साइन इन करें';
export const signingIn = 'साइन इन हो रहा है...';

export const showPassword = 'पासवर्ड दिखाएँ';
export const hidePassword = 'पासवर्ड छिपाएँ';
export const passwordStrength = 'पासवर्ड कितना मज़बूत है';
export const passwordRules = 'पासवर्ड के नियम';
export const ruleMet = 'पूरा हुआ:';
export const ruleNotMet = 'पूरा नहीं हुआ:';
export const strengthLabels = {
  0: 'बहुत कमज़ोर',
  25: 'कमज़ोर',
  50: 'ठीक-ठाक',
  75: 'अच्छा',
  100: 'मज़बूत',
};

export const backToSignIn = 'साइन इन पर वापस जाएँ';
export const sending = 'भेजा जा रहा है...';
export const sendMeLink = 'मुझे लिंक भेजें';
export const newPassword = 'नया पासवर्ड';
export const newPasswordAgain = 'नया पासवर्ड दोबारा';
export const saving = 'सेव हो रहा है...';
export const setNewPassword = 'नया पासवर्ड सेट करें';
export const tryAgain = 'फिर से कोशिश करें';
export const pageTitle = (heading: string) => `${heading} · Mandap`;
