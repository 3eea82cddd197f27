// स्टोरफ़्रंट पर 'पूछताछ भेजें', और उसके बाद: मिलते-जुलते वेंडर (issue 15, 31)।

export const heading = 'पूछताछ भेजें';
export const intro = (firmName: string) =>
  `${firmName} को अपने समारोह के बारे में बताएँ; उनका जवाब आपकी चैट में आएगा।`;
export const vendorSignedIn = (firmName: string) =>
  `पूछताछ उपयोगकर्ता अकाउंट से भेजी जाती है। आप वेंडर के रूप में साइन इन हैं: ${firmName} को पूछताछ भेजने के लिए उपयोगकर्ता अकाउंट से साइन इन करें।`;
export const signInAsUser = 'उपयोगकर्ता के रूप में साइन इन करें';
export const unreachable = 'Mandap से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से भेजें।';
export const sendFailed = 'आपकी पूछताछ अभी नहीं भेजी जा सकी। कृपया दोबारा कोशिश करें।';
export const keptNotSent =
  'साइन इन से पहले लिखी गई आपकी पूछताछ नहीं भेजी गई: कृपया नीचे चिह्नित फ़ील्ड ठीक करें।';
export const eventDate = 'समारोह की तारीख़';
export const eventType = 'समारोह का प्रकार';
export const chooseEventType = 'समारोह का प्रकार चुनें';
export const city = 'शहर';
export const guests = 'मेहमानों की संख्या';
export const guestsPlaceholder = 'जैसे 200';
export const budget = 'रुपयों में बजट (वैकल्पिक)';
export const budgetPlaceholder = 'जैसे 1,50,000';
export const message = 'संदेश';
export const messagePlaceholder = (firmName: string) =>
  `${firmName} को बताएँ कि आपको क्या चाहिए: सेवाएँ, समय और कोई ख़ास बात।`;
export const messageHint = 'ज़्यादा से ज़्यादा 2,000 अक्षर।';
export const phone = 'आपका फ़ोन';
export const phoneHint = 'वेंडर आपको इस नंबर पर कॉल कर सकता है।';
export const email = 'आपका ई-मेल';
export const bookedWarning = (firmName: string, day: string) =>
  `${firmName} ने ${day} को बुक्ड मार्क किया है।`;
export const bookedWarningHint = 'आप फिर भी पूछ सकते हैं: “फिर भी भेजें” दबाएँ, या कोई दूसरी तारीख़ चुनें।';
export const sendingKept = 'साइन इन से पहले लिखी गई आपकी पूछताछ भेजी जा रही है...';
export const keptHeading = (firmName: string) =>
  `आपकी पूछताछ सँभालकर रखी गई है। इसे ${firmName} को भेजने के लिए साइन इन करें।`;
export const keptHint = 'साइन इन करें या उपयोगकर्ता अकाउंट बनाएँ; इस पेज पर लौटते ही यह भेज दी जाएगी।';
export const signIn = 'साइन इन करें';
export const createAccount = 'अकाउंट बनाएँ';
export const signInFirst =
  'भेजने से पहले आपसे साइन इन करने या उपयोगकर्ता अकाउंट बनाने को कहा जाएगा। आपका लिखा सँभालकर रखा जाता है, और ख़ाली छोड़ा गया फ़ोन या ई-मेल आपके अकाउंट से ले लिया जाता है।';
export const sending = 'भेजा जा रहा है...';
export const sendAnyway = 'फिर भी भेजें';
export const sendEnquiry = 'पूछताछ भेजें';

export const sent = (firmName: string) =>
  `आपकी पूछताछ ${firmName} को भेज दी गई। उनका जवाब आपको चैट में मिलेगा।`;
export const openConversation = 'बातचीत खोलें';
export const writeAnother = 'एक और पूछताछ लिखें';
export const sendToSelected = (count: number) =>
  count === 0 ? 'चुने गए वेंडरों को भेजें' : `चुने गए ${count} ${count === 1 ? 'वेंडर' : 'वेंडरों'} को भेजें`;
export const tickOne = 'कम से कम एक वेंडर चुनें।';
export const forwardFailed = 'आपकी पूछताछ उन्हें नहीं भेजी जा सकी। कृपया दोबारा कोशिश करें।';
export const similarHeading = 'मिलते-जुलते वेंडरों से भी पूछें';
export const similarIntro =
  'ये उसी शहर में वही सेवा मिलते-जुलते दामों पर देते हैं और इन्होंने आपकी तारीख़ बुक्ड मार्क नहीं की है। जिन्हें आप यही पूछताछ भेजना चाहते हैं, उन्हें चुनें।';
export const alsoSentTo = 'आपकी पूछताछ इन्हें भी भेजी गई:';
export const conversationWith = (firmName: string) => `${firmName} से बातचीत`;
export const conversation = 'बातचीत';
export const similarVendors = 'मिलते-जुलते वेंडर';
export const viewVendor = (firmName: string) => `${firmName} देखें`;
export const view = 'देखें';
