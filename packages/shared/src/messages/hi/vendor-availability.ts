// A listing's booked dates (issue 15): the screen and its month calendar. Days come in words.

export const bookedDates = 'बुक की गई तारीख़ें';
export const bookedDatesOf = (firmName: string) => `बुक की गई तारीख़ें: ${firmName}`;
export const withSite = (title: string) => `${title} · Mandap`;
export const manageServices = 'सेवाएँ मैनेज करें';
export const intro = 'बुक किए गए दिन उस तारीख़ की खोज में नहीं दिखते, और आपके पेज पर वे बुक दिखाए जाते हैं।';
export const noService =
  'कोई सेवा नहीं चुनी गई। "सेवाएँ संभालें" खोलें और अपनी किसी सेवा पर "बुक की गई तारीख़ें" चुनें।';
export const loadingService = 'सेवा लोड हो रही है...';
export const serviceNotFound = 'यह सेवा आपकी सेवाओं में नहीं मिली। "सेवाएँ संभालें" से कोई सेवा चुनें।';
export const serviceLoadFailed = 'हम यह सेवा लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const tryAgain = 'फिर से कोशिश करें';
export const toggleFailed = (day: string, booked: boolean, why: string) =>
  `${day} को ${booked ? 'बुक' : 'ख़ाली'} नहीं किया जा सका, इसलिए यह पहले जैसा ही है। ${why}`;
export const checkConnection = 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const calendar = 'कैलेंडर';
export const loadingMonth = (month: string) => `${month} की बुक की गई तारीख़ें लोड हो रही हैं...`;
export const monthLoadFailed = (month: string) =>
  `हम ${month} की बुक की गई तारीख़ें लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।`;
export const key = 'संकेत';
export const keyFree = 'ख़ाली: बुक करने के लिए टैप करें';
export const keyBooked = 'बुक: ख़ाली करने के लिए टैप करें';
export const bookedFromEnquiry = 'पूछताछ से बुक हुआ';
export const bookedFromEnquiriesIn = (month: string) => `${month} में पूछताछ से बुक हुए दिन`;
export const openEnquiry = (day: string) => `${day}: पूछताछ खोलें`;
export const previousMonth = 'पिछला महीना';
export const nextMonth = 'अगला महीना';
export const calendarHelp =
  'किसी दिन को बुक या ख़ाली करने के लिए उस पर टैप करें। कीबोर्ड से, ऐरो कीज़ से दिनों के बीच जाएँ और Enter या Space से बदलें।';
export const dayPassed = 'यह दिन बीत चुका है और बदला नहीं जा सकता';
