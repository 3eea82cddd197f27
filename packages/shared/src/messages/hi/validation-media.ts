// validation-media: moved from the code that says them (issue 32).
export const tooLarge = 'हर फ़ोटो 5MB से छोटी होनी चाहिए';
export const wrongType = 'फ़ोटो JPG, PNG, GIF या WebP फ़ाइल होनी चाहिए।';
export const videoTooLarge = 'हर वीडियो 50MB से छोटा होना चाहिए';
export const videoWrongType = 'वीडियो MP4, MOV या AVI फ़ाइल होना चाहिए।';
export const imageTooLarge = 'फ़ोटो का साइज़ 2MB से ज़्यादा नहीं होना चाहिए।';
export const imageWrongType = 'सिर्फ़ JPG, JPEG और PNG फ़ोटो ही मान्य हैं।';
export const videoTooLarge2 = 'वीडियो का साइज़ 10MB से ज़्यादा नहीं होना चाहिए।';
export const videoWrongType2 = 'सिर्फ़ MP4 वीडियो फ़ाइलें ही मान्य हैं।';
export const image = 'मान्य फ़ॉर्मैट: JPG, PNG, GIF';
export const video = 'मान्य फ़ॉर्मैट: MP4, MOV, AVI';
export const governmentIdNotice =
  'कृपया सरकारी दस्तावेज़ (आधार, PAN, पासपोर्ट, वोटर ID, ड्राइविंग लाइसेंस) अपलोड न करें।';
export const imageBlocked = 'अपलोड रोका गया: सरकारी दस्तावेज़ अपलोड नहीं किए जा सकते।';
export const imageFailed = 'फ़ोटो की सामग्री जाँची नहीं जा सकी।';
export const videoBlocked = 'अपलोड रोका गया: वीडियो में सरकारी ID हो सकती है।';
export const videoFailed = 'वीडियो की सामग्री जाँची नहीं जा सकी।';
export const videoLoadFailed = 'वीडियो फ़ाइल लोड करने में गड़बड़ी हुई।';
export const editMediaVideoBlocked = 'अपलोड रोका गया: वीडियो थंबनेल में सरकारी ID का टेक्स्ट दिख रहा है।';
export const editMediaVideoFailed = 'वीडियो थंबनेल की सामग्री जाँची नहीं जा सकी।';

/** 'Please upload at most 10 images.': a count over one form's rule. */
export const tooManyFiles = (kind: 'image' | 'video', max: number) =>
  `कृपया ज़्यादा से ज़्यादा ${max} ${kind === 'image' ? 'फ़ोटो' : 'वीडियो'} अपलोड करें।`;

/** 'A listing can have at most 10 images. This one has 8, so you can add 2 more.' */
export const listingCap = (kind: 'image' | 'video', cap: number, has: number) => {
  const what = kind === 'image' ? 'फ़ोटो' : 'वीडियो';
  const rule = `एक लिस्टिंग में ज़्यादा से ज़्यादा ${cap} ${what} हो सकते हैं।`;
  const room = cap - has;
  if (room > 0) return `${rule} इसमें ${has} हैं, इसलिए आप ${room} और जोड़ सकते हैं।`;
  const over = has - cap + 1;
  return `${rule} इसमें ${has} हैं, इसलिए जब तक आप ${over === 1 ? 'एक' : `उनमें से ${over}`} डिलीट नहीं करते, और नहीं जोड़ सकते।`;
};
