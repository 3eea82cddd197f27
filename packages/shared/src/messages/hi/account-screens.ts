// account-screens: बुकिंग के जवाब का पेज, निलंबित वेंडर अकाउंट की अपील का पेज, और अकाउंट पेजों
// पर नाम और डिवाइस के आसपास के शब्द (issue 32)।

export const bookingYes = (firmName: string) => `हाँ, हमने ${firmName} को बुक किया`;
export const bookingNo = (firmName: string) => `नहीं, हमने ${firmName} को बुक नहीं किया`;
export const bookingAnsweredYes = (firmName: string) =>
  `धन्यवाद। आपने बताया कि आपने ${firmName} को बुक किया।`;
export const bookingAnsweredNo = (firmName: string) =>
  `धन्यवाद। आपने बताया कि आपने ${firmName} को बुक नहीं किया।`;
export const bookingChange = 'मेरा जवाब बदलें';
export const bookingWhy =
  'आपके जवाब से Mandap यह पक्का करता है कि वेंडर अपनी बुकिंग की सही जानकारी दें। आपका जवाब वेंडर को दिखाया जाता है।';
export const bookingInvalidLink =
  'इस लिंक की अवधि ख़त्म हो गई है या यह सही नहीं है। Mandap में साइन इन करें और वहीं वेंडर के साथ अपनी बातचीत खोलकर जवाब दें।';
export const bookingNoToken = 'यह पेज हमारे ईमेल के लिंक से खुलता है। कृपया ईमेल में दिया लिंक इस्तेमाल करें।';
export const bookingNotBooked =
  'इस वेंडर ने आपकी पूछताछ को बुक्ड नहीं बताया है (या बाद में बदल दिया है), इसलिए अभी जवाब देने को कुछ नहीं है।';
export const bookingFailed = 'आपका जवाब सेव नहीं हुआ। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const bookingPageTitle = 'आपकी बुकिंग';

export const appealAccountTitle = 'निलंबित अकाउंट के ख़िलाफ़ अपील करें';
export const appealAccountIntro =
  'Mandap ने आपका वेंडर अकाउंट निलंबित कर दिया है। अपनी अपील लिखने के लिए यहाँ उसी ईमेल और पासवर्ड से ' +
  'साइन इन करें; इसका फ़ैसला वह ऑपरेटर करेगा जिसने इसे निलंबित नहीं किया था, और आपको ईमेल से ' +
  'बता दिया जाएगा। अपील सिर्फ़ एक बार ली जाती है।';
export const appealEmailRequired = 'अपने वेंडर अकाउंट का ईमेल डालें।';
export const appealPasswordRequired = 'अपना पासवर्ड डालें।';
export const appealAccountSent =
  'आपकी अपील भेज दी गई है। इसका फ़ैसला वह ऑपरेटर करेगा जिसने आपका अकाउंट निलंबित नहीं किया था, और आपको ईमेल से बता दिया जाएगा।';
export const appealBackToSignIn = 'वेंडर लॉगिन पर वापस जाएँ';

export const deviceOn = (browser: string, system: string) => `${system} पर ${browser}`;

export const deletedUser = 'हटाया गया यूज़र';

export const phonePlaceholder = '10 अंकों का मोबाइल नंबर';
export const pincodePlaceholder = '6 अंकों का पिनकोड';
