// How each category is named on its search pages (decision 0038): the heading's plural, one and
// many in a sentence, and what its vendors offer. The URL word stays in
// catalogue/readable-paths.ts, the same in every language.
import type { CategorySlug } from '../../catalogue/categories';

export interface CategoryPageWords {
  /** The heading's plural ('जयपुर में फ़ोटोग्राफ़र'). */
  heading: string;
  /** In a sentence, one and many. */
  one: string;
  many: string;
  /** What vendors of the category offer: the search page's own short text. */
  offers: string;
}

export const categoryPageWords: Readonly<Record<CategorySlug, CategoryPageWords>> = {
  hotel: {
    heading: 'होटल',
    one: 'होटल',
    many: 'होटल',
    offers: 'बारातियों और मेहमानों के लिए कमरे, बैंक्वेट हॉल, रेस्टोरेंट और पार्किंग।',
  },
  'photo-video': {
    heading: 'फ़ोटोग्राफ़र',
    one: 'फ़ोटोग्राफ़र',
    many: 'फ़ोटोग्राफ़र',
    offers: 'शादी और समारोह की फ़ोटोग्राफ़ी, कैंडिड और पोर्ट्रेट शूट, ड्रोन कवरेज और सिनेमैटिक फ़िल्में।',
  },
  decoration: {
    heading: 'डेकोरेटर',
    one: 'डेकोरेटर',
    many: 'डेकोरेटर',
    offers: 'शादी, जन्मदिन और समारोहों के लिए स्टेज, फूलों, थीम और रोशनी की सजावट।',
  },
  'tours-travel': {
    heading: 'ट्रैवल एजेंट',
    one: 'ट्रैवल एजेंट',
    many: 'ट्रैवल एजेंट',
    offers: 'बारातियों और मेहमानों के लिए कारें, बसें और टूर पैकेज।',
  },
  catering: {
    heading: 'कैटरर',
    one: 'कैटरर',
    many: 'कैटरर',
    offers: 'शादी की दावतें, बुफ़े और लाइव काउंटर, शाकाहारी और मांसाहारी मेन्यू।',
  },
  varmala: {
    heading: 'वरमाला एंट्री सेवाएँ',
    one: 'वरमाला एंट्री सेवा',
    many: 'वरमाला एंट्री सेवाएँ',
    offers: 'शानदार एंट्री और वरमाला की रस्म: घूमते स्टेज, पायरो इफ़ेक्ट और बहुत कुछ।',
  },
  'tent-house': {
    heading: 'टेंट हाउस',
    one: 'टेंट हाउस',
    many: 'टेंट हाउस',
    offers: 'शादी और समारोहों के लिए शामियाने, टेंट, फ़र्नीचर और रोशनी।',
  },
  'makeup-artist': {
    heading: 'मेकअप आर्टिस्ट',
    one: 'मेकअप आर्टिस्ट',
    many: 'मेकअप आर्टिस्ट',
    offers: 'दुल्हन और पार्टी का मेकअप, हेयरस्टाइलिंग और ड्रेपिंग।',
  },
  pandit: {
    heading: 'पंडित',
    one: 'पंडित',
    many: 'पंडित',
    offers: 'विवाह संस्कार, पूजा और मुहूर्त, आपके परिवार की रीति और भाषा में।',
  },
  'dress-rental': {
    heading: 'किराये पर ड्रेस',
    one: 'किराये पर ड्रेस की दुकान',
    many: 'किराये पर ड्रेस की दुकानें',
    offers: 'हर समारोह के लिए लहंगे, शेरवानी और कपड़े, किराये पर।',
  },
  entertainment: {
    heading: 'मनोरंजन कलाकार',
    one: 'मनोरंजन कलाकार',
    many: 'मनोरंजन कलाकार',
    offers: 'शादी और समारोहों के लिए एंकर, डांसर, गायक और कलाकार।',
  },
  venue: {
    heading: 'वेन्यू',
    one: 'वेन्यू',
    many: 'वेन्यू',
    offers: 'शादी के लिए बैंक्वेट हॉल, लॉन, महल, फ़ार्महाउस और रिज़ॉर्ट।',
  },
  dhol: {
    heading: 'ढोल वादक',
    one: 'ढोल वादक',
    many: 'ढोल वादक',
    offers: 'बारात, संगीत और हर जश्न के लिए ढोल और नगाड़ा वादक।',
  },
  dj: {
    heading: 'DJ',
    one: 'DJ',
    many: 'DJ',
    offers: 'संगीत, रिसेप्शन और पार्टियों के लिए साउंड और लाइट के साथ DJ।',
  },
  band: {
    heading: 'बैंड',
    one: 'बैंड',
    many: 'बैंड',
    offers: 'बारात और रिसेप्शन के लिए शादी के बैंड और ब्रास बैंड।',
  },
  mehndi: {
    heading: 'मेहंदी आर्टिस्ट',
    one: 'मेहंदी आर्टिस्ट',
    many: 'मेहंदी आर्टिस्ट',
    offers: 'दुल्हन और मेहमानों की मेहंदी, अरबी, राजस्थानी और नए ज़माने के डिज़ाइन।',
  },
  corporate: {
    heading: 'कॉर्पोरेट इवेंट प्लानर',
    one: 'कॉर्पोरेट इवेंट प्लानर',
    many: 'कॉर्पोरेट इवेंट प्लानर',
    offers: 'कॉन्फ़्रेंस, लॉन्च, ऑफ़साइट और कंपनी के जश्न, शुरू से आख़िर तक की योजना के साथ।',
  },
};
