// The marketplace's front page.

export const tagline = 'पूरे भारत के शादी और समारोह के वेंडर';
export const heading = 'अपने ख़ास दिन के लिए सबसे अच्छे वेंडर खोजें';
export const intro =
  'फ़ोटोग्राफ़र, कैटरर, डेकोरेटर, मेहंदी और मेकअप आर्टिस्ट, पंडित, DJ और वेन्यू: तस्वीरें और क़ीमतें मिलाकर देखें, फिर सीधे उन्हें कॉल करें।';
export const browseByCategory = 'श्रेणी के हिसाब से देखें';
export const popularCities = 'लोकप्रिय शहर';
export const newlyListed = 'नए जुड़े वेंडर';
export const seeAllVendors = 'सभी वेंडर देखें';
export const newestNotLoaded = 'नए वेंडर अभी लोड नहीं हो सके। ऊपर खोजें, या कोई श्रेणी चुनें।';
export const noVendorsYet = 'अभी कोई वेंडर नहीं जुड़ा है। कृपया जल्द ही फिर देखें।';
export const areYouVendor = 'क्या आप शादी के वेंडर हैं?';
export const listOnMandap = 'मंडप पर अपनी सेवाएँ जोड़ें और शादी की तैयारी कर रहे जोड़ों तक पहुँचें।';
export const listYourServices = 'अपनी सेवाएँ जोड़ें';
