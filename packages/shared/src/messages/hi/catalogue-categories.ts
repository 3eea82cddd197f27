import type { CategorySlug } from '../../catalogue/categories';

// The catalogue's names as people read them (issue 32): keyed by the data's slugs and English
// feature names, which stay as they are.

/** Each category's directory title (spec 2.2). */
export const categoryNames: Readonly<Record<CategorySlug, string>> = {
  hotel: 'होटल',
  'photo-video': 'फ़ोटो वीडियो',
  decoration: 'डेकोरेशन',
  'tours-travel': 'टूर्स और ट्रैवल्स',
  catering: 'कैटरिंग',
  varmala: 'वरमाला एंट्री',
  'tent-house': 'टेंट हाउस',
  'makeup-artist': 'मेकअप आर्टिस्ट',
  pandit: 'पंडित',
  'dress-rental': 'किराये पर ड्रेस',
  entertainment: 'मनोरंजन',
  venue: 'वेन्यू',
  dhol: 'ढोल',
  dj: 'DJ',
  band: 'बैंड',
  mehndi: 'मेहंदी',
  corporate: 'कॉर्पोरेट इवेंट',
};

/** Each category's directory badge (spec 2.2). */
export const directoryCategoryNames: Readonly<Record<CategorySlug, string>> = {
  hotel: 'ठहरने की जगह',
  'photo-video': 'फ़ोटोग्राफ़ी',
  decoration: 'सजावट',
  'tours-travel': 'यात्रा',
  catering: 'खान-पान',
  varmala: 'रस्में',
  'tent-house': 'वेन्यू',
  'makeup-artist': 'ब्यूटी',
  pandit: 'रस्में',
  'dress-rental': 'पहनावा',
  entertainment: 'परफ़ॉर्मेंस',
  venue: 'वेन्यू',
  dhol: 'संगीत',
  dj: 'संगीत',
  band: 'संगीत',
  mehndi: 'ब्यूटी',
  corporate: 'कॉर्पोरेट',
};

/** Each category's registration form title (spec 2.7). */
export const formTitles: Readonly<Record<CategorySlug, string>> = {
  hotel: 'सेवाओं का रजिस्ट्रेशन',
  'photo-video': 'फ़ोटो और वीडियो सेवाओं का रजिस्ट्रेशन',
  decoration: 'सेवाओं का रजिस्ट्रेशन',
  'tours-travel': 'सेवाओं का रजिस्ट्रेशन',
  catering: 'सेवाओं का रजिस्ट्रेशन',
  varmala: 'सेवाओं का रजिस्ट्रेशन',
  'tent-house': 'सेवाओं का रजिस्ट्रेशन',
  'makeup-artist': 'सेवाओं का रजिस्ट्रेशन',
  pandit: 'सेवाओं का रजिस्ट्रेशन',
  'dress-rental': 'सेवाओं का रजिस्ट्रेशन',
  entertainment: 'सेवाओं का रजिस्ट्रेशन',
  venue: 'सेवाओं का रजिस्ट्रेशन',
  dhol: 'सेवाओं का रजिस्ट्रेशन',
  dj: 'सेवाओं का रजिस्ट्रेशन',
  band: 'बैंड सेवाओं का रजिस्ट्रेशन',
  mehndi: 'मेहंदी सेवाओं का रजिस्ट्रेशन',
  corporate: 'कॉर्पोरेट सेवाओं का रजिस्ट्रेशन',
};

export const serviceInformation = 'सेवा की जानकारी';
export const serviceFeatures = 'सेवा की ख़ासियतें';
export const firmNameIsRequired = 'फ़र्म का नाम ज़रूरी है';
export const bandInformation = 'बैंड की जानकारी';
export const bandFeatures = 'बैंड की ख़ासियतें';
export const bandNameIsRequired = 'बैंड का नाम ज़रूरी है';
export const corporateNameIsRequired = 'कॉर्पोरेट का नाम ज़रूरी है';
