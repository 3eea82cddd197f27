// server-errors: moved from the code that says them (issue 32).
export const invalidValue = 'मान सही नहीं है';
export const fstErrCtpInvalidJsonBody = 'अनुरोध का body सही JSON नहीं है। कृपया इसे जाँचकर फिर से भेजें।';
export const fstErrCtpEmptyJsonBody =
  'अनुरोध का body ख़ाली है। कृपया एक JSON ऑब्जेक्ट भेजें, या Content-Type हेडर न भेजें।';
export const fstErrCtpInvalidMediaType =
  'यहाँ यह content type स्वीकार नहीं है। कृपया JSON (Content-Type: application/json) भेजें, या फ़ाइलों वाले फ़ॉर्म के लिए multipart/form-data।';
export const fstErrCtpBodyTooLarge = 'अनुरोध बहुत बड़ा है। कृपया कम डेटा भेजें।';
export const fstErrCtpInvalidContentLength =
  'अनुरोध का body उसकी Content-Length से मेल नहीं खाता। कृपया इसे फिर से भेजें।';
export const somethingWentWrongOnOur = 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।';
export const pleaseSignInAsVendor = 'आगे बढ़ने के लिए कृपया वेंडर के रूप में साइन इन करें।';
export const pleaseSignInToContinue = 'आगे बढ़ने के लिए कृपया साइन इन करें।';
export const starting = 'Mandap शुरू हो रहा है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।';
export const migrating = 'Mandap अपना डेटाबेस अपडेट कर रहा है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।';
export const draining = 'यह Mandap सर्वर बंद हो रहा है। कृपया फिर से कोशिश करें।';
export const malformedFormMessage =
  'फ़ॉर्म अधूरा या बिगड़ा हुआ पहुँचा। कृपया इसे multipart/form-data के रूप में फिर से भेजें।';
export const pleaseSendTheFormAs = 'कृपया फ़ॉर्म multipart/form-data के रूप में भेजें।';
export const theFormHasTooMany = 'फ़ॉर्म में बहुत ज़्यादा हिस्से हैं।';
export const theFormHasAField = 'फ़ॉर्म में एक ऐसा फ़ील्ड नाम है जिसकी अनुमति नहीं है।';
export const thisRequestCameFromAnother =
  'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए स्वीकार नहीं किया गया।';
export const thisAddressIsNotValid = 'यह पता सही नहीं है।';
export const thisAddressIsTooLong = 'यह पता बहुत लंबा है।';
export const controlCharacterMessage = 'कृपया इस टेक्स्ट से कंट्रोल कैरेक्टर (जैसे NUL) हटा दें।';
export const theQueryStringIsNested = 'क्वेरी स्ट्रिंग बहुत गहराई तक नेस्टेड है। कृपया सरल क्वेरी भेजें।';
export const requestTimeoutMessage =
  'अनुरोध पहुँचने में बहुत देर लगी। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।';
export const requestTimeout = 'अनुरोध का समय ख़त्म';
export const requestHeaderFieldsTooLarge = 'अनुरोध के हेडर बहुत बड़े हैं';
export const theRequestHeadersOrAddress = 'अनुरोध के हेडर या पता बहुत लंबे हैं। कृपया इन्हें छोटा करें।';
export const badRequest = 'ग़लत अनुरोध';
export const theRequestIsNotValid = 'यह अनुरोध सही HTTP नहीं है।';
export const theRequestWasCutOff = 'अनुरोध बीच में कट गया।';
