// The vendor's analytics (R13): the screen, its cards, charts and table. Days come formatted.

export const documentTitle = 'एनालिटिक्स · Mandap';
export const vendorPortal = 'वेंडर पोर्टल';
export const heading = 'आँकड़े';
export const allYourServices = 'आपकी सभी सेवाएँ';
export const thisService = 'यह सेवा';
export const periodOf = (from: string, to: string, subject: string) =>
  `${from} से ${to} तक, ${subject}`;
export const service = 'सेवा';
export const allServices = 'सभी सेवाएँ';
export const serviceNumber = (id: number) => `सेवा #${id}`;
export const range = 'अवधि';
export const lastDays = (days: number) => `पिछले ${days} दिन`;
/** 'Last 30 days' shown as 'Last ' (hidden on phones) and '30 days'. */
export const lastWord = 'पिछले ';
export const days = (days: number) => `${days} दिन`;
export const showAsCharts = 'चार्ट के रूप में दिखाएँ';
export const showAsTable = 'टेबल के रूप में दिखाएँ';
export const downloadCsv = 'CSV डाउनलोड करें';
export const updating = 'अपडेट हो रहा है...';
export const loading = 'आपके एनालिटिक्स लोड हो रहे हैं...';
export const showAllServices = 'सभी सेवाएँ दिखाएँ';
export const loadFailed = 'हम आपके एनालिटिक्स लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const reloadFailed = 'हम ये एनालिटिक्स लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const numbersByDay = 'दिन के हिसाब से आँकड़े';
export const numbersByDayCaption = (from: string, to: string) =>
  `दिन के हिसाब से आँकड़े, ${from} से ${to} तक, सबसे नए पहले`;
export const numbersByDayScrollable = 'दिन के हिसाब से आँकड़े, स्क्रॉल करें';
export const day = 'दिन';
export const total = 'कुल';
export const noServices = 'अभी Mandap पर आपकी कोई सेवा नहीं है।';
export const noDataAll =
  'आपकी सेवाओं का अभी कोई आँकड़ा नहीं है: Mandap पर उनके पहले दिन से व्यूज़, खोज में दिखना, पूछताछ और शॉर्टलिस्ट यहाँ दिखेंगे।';
export const noDataOne =
  'इस सेवा का अभी कोई आँकड़ा नहीं है: Mandap पर इसके पहले दिन से व्यूज़, खोज में दिखना, पूछताछ और शॉर्टलिस्ट यहाँ दिखेंगे।';
export const addService = 'सेवा जोड़ें';
export const chooseLongerRange = 'और पीछे तक देखने के लिए लंबी अवधि चुनें।';

// The measures: a card's and a column's title, and what its chart shows
export const measureLabels = {
  views: 'स्टोरफ़्रंट व्यूज़',
  appearances: 'खोज में दिखना',
  enquiries: 'पूछताछ',
  shortlists: 'शॉर्टलिस्ट',
  enquiryRate: 'हर 100 व्यूज़ पर पूछताछ',
};
export const measurePerDay = {
  views: 'हर दिन के स्टोरफ़्रंट व्यूज़',
  appearances: 'हर दिन खोज में दिखना',
  enquiries: 'हर दिन की पूछताछ',
  shortlists: 'हर दिन के शॉर्टलिस्ट',
  enquiryRate: 'हर 100 व्यूज़ पर पूछताछ, दिन-ब-दिन',
};
export const noRate =
  'इस अवधि में स्टोरफ़्रंट का कोई व्यू नहीं हुआ, इसलिए पूछताछ की दर का चार्ट अभी नहीं बन सकता।';
export const noViewsYet = 'अभी कोई व्यू नहीं';
export const overPeriod = (value: string) => `पूरी अवधि में ${value}`;
export const inTotal = (value: string) => `कुल ${value}`;
export const chartName = (perDay: string, from: string, to: string, summary: string) =>
  `${perDay}, ${from} से ${to} तक: ${summary}`;

// The change against the previous period
export const noChange = 'कोई बदलाव नहीं';
export const noViewsInPeriod = 'इस अवधि में कोई व्यू नहीं';
export const isNew = 'नया';
export const points = (signed: string, _n: number) => `${signed} पॉइंट`;
export const versusPrevious = (change: string, days: number) =>
  `पिछले ${days} दिनों के मुक़ाबले ${change}`;
