// The write-a-review form, loaded when a review is written.

export const sending = 'भेजा जा रहा है...';
export const cancel = 'रद्द करें';
export const unreachableSendAgain = 'Mandap से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से भेजें।';
export const changesNotSaved = 'आपके बदलाव अभी सहेजे नहीं जा सके। कृपया फिर कोशिश करें।';
export const reviewNotSent = 'आपकी समीक्षा अभी भेजी नहीं जा सकी। कृपया फिर कोशिश करें।';
export const yourRating = 'आपकी रेटिंग';
export const title = 'शीर्षक';
export const titlePlaceholder = 'जैसे: बहुत सुंदर तस्वीरें और हमेशा समय पर';
export const yourReview = 'आपकी समीक्षा';
export const bodyPlaceholder = (firmName: string) =>
  `${firmName} के साथ काम करना कैसा रहा? क्या अच्छा रहा, और क्या बेहतर हो सकता था?`;
/** '2,000 में से 120 अक्षर (कम से कम 30)।', the counts' digits grouped. */
export const bodyCount = (length: string, max: string, min: number) =>
  `${max} में से ${length} अक्षर (कम से कम ${min})।`;
export const photosOptional = 'तस्वीरें (ज़रूरी नहीं)';
export const photosInYourReview = 'आपकी समीक्षा की तस्वीरें';
export const yourReviewPhoto = (n: number, count: number) => `आपकी समीक्षा, ${count} में से तस्वीर ${n}`;
export const removeYourPhoto = (n: number) => `अपनी समीक्षा की तस्वीर ${n} हटाएँ`;
export const addPhotos = 'तस्वीरें जोड़ें';
export const photosHint = (max: number) =>
  `अपने कार्यक्रम की ज़्यादा से ज़्यादा ${max} तस्वीरें, हर एक 5MB से कम।`;
export const checkingPhotos = 'तस्वीरें जाँची जा रही हैं...';
export const photosToAdd = 'जोड़ी जाने वाली तस्वीरें';
export const saveChanges = 'बदलाव सहेजें';
export const sendReview = 'समीक्षा भेजें';
export const tooManyPhotos = (max: number) => `एक समीक्षा में ज़्यादा से ज़्यादा ${max} तस्वीरें हो सकती हैं।`;
