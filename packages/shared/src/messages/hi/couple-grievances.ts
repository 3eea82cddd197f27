// सार्वजनिक शिकायत पेज (issue 28, decision 0062)।

export const documentTitle = 'शिकायतें · Mandap';
export const heading = 'शिकायतें';
export const intro =
  'अगर Mandap पर आपके साथ कुछ ग़लत हुआ है (कोई लिस्टिंग, समीक्षा, वेंडर, भुगतान या आपका डेटा), तो हमारे शिकायत अधिकारी को बताएँ। कोई भी लिख सकता है, अकाउंट हो या न हो।';
export const deadlines = (hours: number) =>
  `उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार, हम हर शिकायत की ${hours} घंटे के भीतर पावती देते हैं और मिलने के एक महीने के भीतर उसका समाधान करते हैं।`;
export const sendHeading = 'शिकायत भेजें';
export const officerHeading = 'शिकायत अधिकारी';
export const officerFailed =
  'शिकायत अधिकारी का विवरण अभी लोड नहीं हो सका। आप फिर भी नीचे अपनी शिकायत भेज सकते हैं।';
export const officerLoading = 'शिकायत अधिकारी का विवरण लोड हो रहा है…';
export const unreachable = 'Mandap से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से भेजें।';
export const sendFailed = 'आपकी शिकायत अभी नहीं भेजी जा सकी। कृपया दोबारा कोशिश करें।';
export const name = 'आपका नाम';
export const email = 'आपका ई-मेल';
export const emailHint = 'पावती और हमारा जवाब हम इसी पते पर भेजते हैं।';
export const subject = 'शिकायत किस बारे में है?';
export const chooseSubject = 'चुनें कि आपकी शिकायत किस बारे में है';
export const subjects = {
  listing: 'कोई लिस्टिंग',
  review: 'कोई समीक्षा',
  vendor: 'कोई वेंडर',
  payment: 'कोई भुगतान या रिफ़ंड',
  account: 'मेरा अकाउंट या मेरा डेटा',
  other: 'कुछ और',
};
export const details = 'विवरण';
export const detailsHint = (min: number) =>
  `क्या हुआ, कब हुआ, और आप हमसे क्या चाहते हैं (कम से कम ${min} अक्षर)।`;
export const link = 'किसी लिस्टिंग या समीक्षा का लिंक (वैकल्पिक)';
export const linkHint =
  'अगर आपकी शिकायत Mandap की किसी लिस्टिंग के बारे में है, तो उसके पेज का पता कॉपी करें।';
export const sending = 'आपकी शिकायत भेजी जा रही है…';
export const send = 'शिकायत भेजें';
export const received = 'शिकायत मिल गई';
export const referenceBefore = 'आपका रेफ़रेंस नंबर है ';
export const referenceAfter = '। इस शिकायत के बारे में हर संदेश में इसका ज़िक्र करें।';
export const acknowledgement = (ackBy: string, resolveBy: string) =>
  `हमने आपके ई-मेल पर पावती भेज दी है। हमारे शिकायत अधिकारी ${ackBy} तक आपकी शिकायत की पावती देंगे और ${resolveBy} (भारतीय समय) तक उसका समाधान करेंगे।`;
export const another = 'एक और शिकायत भेजें';
const dateTimeFormat = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
export const dateTime = (at: Date) => dateTimeFormat.format(at);
