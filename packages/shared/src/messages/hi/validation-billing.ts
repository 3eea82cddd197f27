// validation-billing: moved from the code that says them (issue 32).
export const legalNameIsRequired = 'क़ानूनी नाम ज़रूरी है';
export const legalNameMustBeAt = 'क़ानूनी नाम कम से कम 2 अक्षरों का होना चाहिए';
export const pleaseUseAtMost200 = 'कृपया ज़्यादा से ज़्यादा 200 अक्षर लिखें';
export const billingAddressIsRequired = 'बिलिंग पता ज़रूरी है';
export const pleaseGiveTheFullBilling = 'कृपया शहर और पिनकोड के साथ पूरा बिलिंग पता दें';
export const pleaseUseAtMost500 = 'कृपया ज़्यादा से ज़्यादा 500 अक्षर लिखें';
export const pleaseChooseTheStateOf = 'कृपया बिलिंग पते का राज्य चुनें';
export const plan_invoice = 'टैक्स इनवॉइस';
export const credit_note = 'क्रेडिट नोट';
export const answerYesOrNo = 'हाँ या ना में जवाब दें।';
export const tokenMessage = 'यह लिंक अधूरा है। कृपया ई-मेल में दिया लिंक फिर से खोलें।';
export const upiIdMessage = 'कृपया सही UPI ID डालें, जैसे yourname@okhdfcbank।';
export const cardOrUpi =
  'ऑर्डर के साथ कार्ड नंबर या UPI ID एक JSON ऑब्जेक्ट में भेजें: { orderId, cardNumber } या { orderId, vpa }।';
export const thePaymentOrderIsMissing = 'पेमेंट ऑर्डर नहीं मिला। कृपया पेमेंट फिर से शुरू करें।';
export const thisPaymentOrderIsNot = 'यह पेमेंट ऑर्डर सही नहीं है। कृपया पेमेंट फिर से शुरू करें।';
export const pleaseEnterTheCardNumber = 'कृपया कार्ड नंबर डालें।';
export const pleaseEnterAValidCard = 'कृपया सही कार्ड नंबर डालें।';
export const pleaseEnterYourUpiId = 'कृपया अपनी UPI ID डालें।';
export const paysForOne = 'बताएँ कि पेमेंट किसके लिए है: listingId या documentId (दोनों नहीं)।';
