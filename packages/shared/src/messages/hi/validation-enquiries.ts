// validation-enquiries: moved from the code that says them (issue 32).
export const enterTheNumberOfGuests = 'मेहमानों की संख्या लिखें, जैसे 200।';
export const enterTheNumberOfGuests2 = 'मेहमानों की संख्या पूरी संख्या में लिखें, जैसे 200।';
export const budgetExample = 'अपना बजट पूरे रुपयों में लिखें, जैसे 1,50,000';
export const chooseTheDateOfYour = 'अपने इवेंट की तारीख़ चुनें।';
export const chooseTheTypeOfEvent = 'इवेंट का प्रकार चुनें।';
export const enterTheCityOfYour = 'अपने इवेंट का शहर लिखें।';
export const theCityCanBeAt = 'शहर का नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है।';
export const writeAMessageToThe = 'वेंडर के लिए संदेश लिखें।';
export const tickAtLeastOneVendor = 'कम से कम एक वेंडर चुनें।';
export const writeAMessage = 'संदेश लिखें।';
export const statusIsBookedOrDeclined = 'स्टेटस booked या declined होना चाहिए।';
export const chooseFrom1To5 = '1 से 5 स्टार में से चुनें।';
export const giveYourReviewATitle = 'अपनी समीक्षा को एक शीर्षक दें।';
export const writeYourReview = 'अपनी समीक्षा लिखें।';
export const pageIsAWholeNumber = 'पेज एक पूरी संख्या होनी चाहिए।';
export const pageStartsAt1 = 'पेज 1 से शुरू होते हैं।';
export const pageCanBeAtMost = 'पेज ज़्यादा से ज़्यादा 1000 हो सकता है।';
export const writeYourReply = 'अपना जवाब लिखें।';
export const tellUsWhatIsWrong = 'बताएँ कि इस समीक्षा में क्या ग़लत है।';
export const grievanceLinkMessage =
  'Mandap पर किसी लिस्टिंग या समीक्षा का लिंक डालें (यह /Vendors/ से शुरू होता है), या इसे ख़ाली छोड़ दें।';
export const chooseWhatYourGrievanceIs = 'चुनें कि आपकी शिकायत किस बारे में है।';
export const pleaseDescribeYourGrievance = 'कृपया अपनी शिकायत बताएँ।';
