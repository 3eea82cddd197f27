import type { PlanId } from '../../plans';
import { planTitles } from './catalogue-plans';

// billing-documents: टैक्स दस्तावेज़ जैसे पोर्टल का पेज उन्हें दिखाता है, और कमीशन इनवॉइस और टैक्स
// दस्तावेज़ों की सूचनाएँ (issue 32)। सेव किए दस्तावेज़ और उनकी PDF अंग्रेज़ी में ही रहते हैं (क़ानूनी
// रिकॉर्ड): पेज उनकी लाइनें और शब्दों में रक़म अपनी भाषा में दिखाता है।

/** 0 से 99 तक के नाम: हिंदी में हर संख्या का अपना शब्द है। */
const BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

/** एक पूरी संख्या शब्दों में, भारतीय ढंग से: 150000 है "एक लाख पचास हज़ार"। */
export const numberInWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number: ${n}`);
  if (n < 100) return BELOW_HUNDRED[n] as string;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  return [
    crore ? `${numberInWords(crore)} करोड़` : '',
    lakh ? `${BELOW_HUNDRED[lakh]} लाख` : '',
    thousand ? `${BELOW_HUNDRED[thousand]} हज़ार` : '',
    hundred ? `${BELOW_HUNDRED[hundred]} सौ` : '',
    rest ? (BELOW_HUNDRED[rest] as string) : '',
  ]
    .filter(Boolean)
    .join(' ');
};
/** रक़म शब्दों में: "छह सौ निन्यानवे रुपये और पचास पैसे मात्र"। */
export const amountInWords = (paise: number) => {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not whole paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWord = rupees === 1 ? 'रुपया' : 'रुपये';
  return `${numberInWords(rupees)} ${rupeeWord}${rest ? ` और ${numberInWords(rest)} पैसे` : ''} मात्र`;
};
export const totalInWords = (_stored: string, paise: number) => amountInWords(paise);

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'March 2027' (as a stored line says it) in Hindi: 'मार्च 2027'. */
function monthFromEnglish(text: string): string {
  const [name, year] = text.split(' ');
  const index = ENGLISH_MONTHS.indexOf(name ?? '');
  if (index < 0 || !year) return text;
  return month(`${year}-${String(index + 1).padStart(2, '0')}-01`);
}

function planTitle(english: string): string {
  return planTitles[english.toLowerCase() as PlanId] ?? english;
}

/** एक दस्तावेज़ की लाइन का विवरण (सेव किया हुआ अंग्रेज़ी में), जैसा पेज दिखाता है। */
export const lineDescription = (stored: string): string => {
  const listing =
    /^Listing of "(.*)" on Mandap: (\S+) plan \((\d+) months without commission\)$/.exec(stored);
  if (listing) {
    return `Mandap पर "${listing[1]}" की लिस्टिंग: ${planTitle(listing[2] as string)} प्लान (${listing[3]} महीने बिना कमीशन)`;
  }
  const refund = /^Refund of (\S+): (.*)$/.exec(stored);
  if (refund) {
    const what =
      refund[2] === 'listing plan' ? 'लिस्टिंग प्लान' : lineDescription(refund[2] as string);
    return `${refund[1]} का रिफ़ंड: ${what}`;
  }
  const commission = /^Commission at (\S+) on (\d+) bookings? in (\S+ \d{4})$/.exec(stored);
  if (commission) {
    return `${monthFromEnglish(commission[3] as string)} में ${bookings(Number(commission[2]))} पर ${commission[1]} कमीशन`;
  }
  return stored;
};

/** भुगतान के ऑर्डर का विवरण (अंग्रेज़ी में सेव किया हुआ), जैसा पेज दिखाता है। */
export const orderDescription = (stored: string): string => {
  const plan = /^(.*): (\S+) plan$/.exec(stored);
  if (plan) return `${plan[1]}: ${planTitle(plan[2] as string)} प्लान`;
  const invoice = /^Commission invoice (\S+) \((\S+ \d{4})\)$/.exec(stored);
  if (invoice) return `कमीशन इनवॉइस ${invoice[1]} (${monthFromEnglish(invoice[2] as string)})`;
  return stored;
};

export const stateNames: Readonly<Record<string, string>> = {
  '01': 'जम्मू और कश्मीर',
  '02': 'हिमाचल प्रदेश',
  '03': 'पंजाब',
  '04': 'चंडीगढ़',
  '05': 'उत्तराखंड',
  '06': 'हरियाणा',
  '07': 'दिल्ली',
  '08': 'राजस्थान',
  '09': 'उत्तर प्रदेश',
  '10': 'बिहार',
  '11': 'सिक्किम',
  '12': 'अरुणाचल प्रदेश',
  '13': 'नागालैंड',
  '14': 'मणिपुर',
  '15': 'मिज़ोरम',
  '16': 'त्रिपुरा',
  '17': 'मेघालय',
  '18': 'असम',
  '19': 'पश्चिम बंगाल',
  '20': 'झारखंड',
  '21': 'ओडिशा',
  '22': 'छत्तीसगढ़',
  '23': 'मध्य प्रदेश',
  '24': 'गुजरात',
  '26': 'दादरा और नगर हवेली और दमन और दीव',
  '27': 'महाराष्ट्र',
  '29': 'कर्नाटक',
  '30': 'गोवा',
  '31': 'लक्षद्वीप',
  '32': 'केरल',
  '33': 'तमिलनाडु',
  '34': 'पुदुचेरी',
  '35': 'अंडमान और निकोबार द्वीपसमूह',
  '36': 'तेलंगाना',
  '37': 'आंध्र प्रदेश',
  '38': 'लद्दाख',
};
export const stateLabel = (code: string) => `${stateNames[code] ?? 'अज्ञात राज्य'} (${code})`;

export const day = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const month = (monthStartDay: string) =>
  new Date(`${monthStartDay.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('hi-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const bookings = (n: number) => `${n} बुकिंग`;

export const invoicedTitle = (number: string, due: string) =>
  `कमीशन इनवॉइस ${number} का भुगतान ${due} तक करना है`;
export const invoicedBody = (i: {
  number: string;
  month: string;
  total: string;
  taxable: string;
  bookings: number;
  gst: string;
  due: string;
}) =>
  `${i.month} का आपका कमीशन इनवॉइस ${i.number} ${i.total} का है: ${bookings(i.bookings)} पर ` +
  `${i.taxable} कमीशन, और ${i.gst} GST। कृपया ${i.due} तक बिलिंग पेज पर इसका भुगतान करें; ` +
  'इनवॉइस भी वहीं है।';
export const reminderTitle = (which: 'first' | 'second', number: string, due: string) =>
  `${which === 'first' ? 'याद दिलाना' : 'दूसरी बार याद दिलाना'}: कमीशन इनवॉइस ${number} का भुगतान ${due} तक करना है`;
export const reminderBody = (number: string, month: string, total: string, due: string) =>
  `${month} का कमीशन इनवॉइस ${number}, ${total}, अभी चुकाया नहीं गया है। कृपया ${due} तक ` +
  'बिलिंग पेज पर इसका भुगतान करें। अगर उस दिन के बाद भी यह बकाया रहा, तो भुगतान होने तक ' +
  'आपकी सेवाएँ खोज में नहीं दिखेंगी।';
export const overdueTitle = 'आपकी सेवाएँ खोज में नहीं दिख रही हैं';
export const hiddenListings = (number: string) =>
  `कमीशन इनवॉइस ${number} की आख़िरी तारीख़ निकल गई है, इसलिए आपकी सेवाएँ खोज में नहीं दिख रही हैं। इसका भुगतान करें, सेवाएँ फिर से दिखने लगेंगी।`;
export const overdueBody = (number: string, due: string, total: string) =>
  `${hiddenListings(number)} इसकी आख़िरी तारीख़ ${due} थी; बिलिंग पेज पर ${total} चुकाने हैं। ` +
  'भुगतान होते ही सेवाएँ वापस दिखने लगेंगी।';

export const creditNoteTitle = (number: string, amount: string) =>
  `${amount} का क्रेडिट नोट ${number}`;
export const creditNoteBody = (number: string, amount: string, refersTo: string | null) =>
  `आपके रिफ़ंड का क्रेडिट नोट ${number}, ${amount} का, बन गया है` +
  `${refersTo ? ` (टैक्स इनवॉइस ${refersTo} के सामने)` : ''}। ` +
  'इसे Mandap पर देखें या PDF डाउनलोड करें (PDF इस ई-मेल के साथ भी जुड़ी है)।';
export const taxInvoiceTitle = (number: string, amount: string) =>
  `${amount} का टैक्स इनवॉइस ${number}`;
export const taxInvoiceBody = (number: string, amount: string) =>
  `आपके भुगतान के लिए धन्यवाद। ${amount} का आपका टैक्स इनवॉइस ${number} तैयार है। ` +
  'इसे Mandap पर देखें या PDF डाउनलोड करें (PDF इस ई-मेल के साथ भी जुड़ी है)।';
