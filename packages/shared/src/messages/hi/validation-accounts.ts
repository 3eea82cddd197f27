// validation-accounts: moved from the code that says them (issue 32).
export const passwordIsRequired = 'पासवर्ड ज़रूरी है';
export const theLinkHasNoToken = 'इस लिंक में टोकन नहीं है।';
export const chooseWhetherToReceiveMarketing = 'चुनें कि आप मार्केटिंग ई-मेल पाना चाहते हैं या नहीं';
