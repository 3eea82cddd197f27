// The head of the public pages (title and description), which the home, search and storefront
// routes share: apart from their pages' own texts, so that no page carries another's.

// What a search is about, for its heading and head.
export const weddingVendors = 'शादी के वेंडर';
/** 'जयपुर में फ़ोटोग्राफ़र'. */
export const inCity = (what: string, city: string) => `${city} में ${what}`;
/** 'Photo Video में “dhol”'. */
export const textInCategory = (text: string, category: string) => `${category} में “${text}”`;
/** A category's or a city's page, under its heading; `count` is the total, digits grouped. */
export const introAll = (count: string, _total: number, city: string | undefined) =>
  `मंडप पर ${city ? `${city} में` : 'पूरे भारत में'} शादी और समारोह के ${count} वेंडर: फ़ोटोग्राफ़र, कैटरर, डेकोरेटर, वेन्यू और भी बहुत कुछ, उनकी तस्वीरों और क़ीमतों के साथ।`;
export const introCategory = (
  count: string,
  vendors: string,
  city: string | undefined,
  offers: string,
) =>
  `मंडप पर ${city ? `${city} में` : 'पूरे भारत में'} ${count} ${vendors}, उनकी तस्वीरों और क़ीमतों के साथ। ${offers}`;
export const pageSuffix = (page: number) => ` (पेज ${page})`;
export const compareDescription = (subject: string, count: number) =>
  `${subject}: मंडप पर ${count} वेंडरों की तस्वीरें, सुविधाएँ और क़ीमतें मिलाकर देखें।`;
export const emptyDescription = 'मंडप पर पूरे भारत के शादी और समारोह के वेंडर खोजें।';

// The home page.
export const homeTitle = 'Mandap · पूरे भारत के शादी और समारोह के वेंडर';
export const homeDescription =
  'पूरे भारत में शादी और समारोह के वेंडर खोजें: फ़ोटोग्राफ़र, कैटरर, डेकोरेटर, मेहंदी और मेकअप आर्टिस्ट, पंडित, DJ, वेन्यू और भी बहुत कुछ। तस्वीरें और क़ीमतें मिलाकर देखें।';

// A storefront.
/** The page's head: 'Shaadi Studio, जयपुर में फ़ोटोग्राफ़र · Mandap'. */
export const storefrontTitle = (firmName: string, category: string, city: string) =>
  `${firmName}, ${city} में ${category} · Mandap`;
/** The description's start: 'जयपुर, राजस्थान में फ़ोटोग्राफ़र। शुरुआती क़ीमत ₹25,000।' */
export const storefrontLead = (
  category: string,
  city: string,
  state: string,
  from: string | null,
) => `${city}, ${state} में ${category}।${from !== null ? ` शुरुआती क़ीमत ${from}।` : ''}`;
