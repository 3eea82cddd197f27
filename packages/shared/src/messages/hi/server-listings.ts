// server-listings: moved from the code that says them (issue 32).
export const thereIsNoSuchService = 'ऐसी कोई सेवा श्रेणी नहीं है।';
export const noSuchServiceWasFound = 'ऐसी कोई सेवा नहीं मिली।';
export const pleaseChooseAnImageTo = 'कृपया अपलोड करने के लिए एक फ़ोटो चुनें।';
export const noSuchImageOrVideo = 'ऐसी कोई फ़ोटो या वीडियो नहीं मिला।';
