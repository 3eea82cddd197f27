// account-screens: निलंबित वेंडर अकाउंट की अपील का पेज, और अकाउंट पेजों
// पर नाम और डिवाइस के आसपास के शब्द (issue 32)।

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
