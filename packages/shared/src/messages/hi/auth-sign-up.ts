// वेंडर और यूज़र रजिस्ट्रेशन (spec 2.4, 2.5)।

export const vendorHeading = 'अपना खाता बनाएँ';
export const vendorTitle = 'वेंडर रजिस्ट्रेशन · Mandap';
export const vendorForWhom = 'वेंडर खाता: अपनी सेवाएँ लिस्ट करने और जोड़ों को जवाब देने के लिए।';
export const vendorOtherQuestion = 'शादी या कोई इवेंट प्लान कर रहे हैं?';
export const userHeading = 'अपना खाता बनाएँ (यूज़र के रूप में)';
export const userTitle = 'यूज़र रजिस्ट्रेशन · Mandap';
export const userForWhom =
  'शादी या इवेंट की तैयारी कर रहे जोड़ों और परिवारों के लिए: वेंडर शॉर्टलिस्ट करें और उनसे संपर्क करें।';
export const userOtherQuestion = 'आप कोई सेवा देते हैं?';
export const registerAsVendor = 'वेंडर के रूप में रजिस्टर करें';
export const registerAsUser = 'यूज़र के रूप में रजिस्टर करें';
export const alreadyHaveAccount = 'पहले से खाता है?';
export const signIn = 'साइन इन करें';

export const name = 'नाम';
export const password = 'पासवर्ड';
export const registered = 'रजिस्ट्रेशन हो गया! लॉगिन पेज पर ले जा रहे हैं...';
export const creatingAccount = 'आपका खाता बन रहा है...';
export const createAccount = 'खाता बनाएँ';
