// server-billing: moved from the code that says them (issue 32).
export const noSuchInvoice = 'आपके इनवॉइस में ऐसा कोई कमीशन इनवॉइस नहीं मिला।';
export const alreadyPaid = 'इस कमीशन इनवॉइस का भुगतान पहले ही हो चुका है।';
export const bookingValueRequired = 'बुकिंग की क़ीमत रुपयों में लिखें, जैसे 1,50,000।';
export const bookingValueInvalid =
  'बुकिंग की क़ीमत रुपयों में लिखें, जैसे 1,50,000 या 150000 (दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।';
export const reasonRequired = 'चुनें कि यह लाइन क्यों ग़लत है।';
export const rightValueRequired = 'बुकिंग की सही क़ीमत रुपयों में लिखें, जैसे 1,20,000।';
export const rightValueSame = 'सही क़ीमत स्टेटमेंट पर लिखी क़ीमत से अलग होनी चाहिए।';
export const rightValueOnlyForWrongValue =
  'सही क़ीमत सिर्फ़ "क़ीमत ग़लत है" कारण के साथ दी जाती है। इसे हटाएँ, या वही कारण चुनें।';
export const noSuchStatement = 'ऐसा कोई स्टेटमेंट नहीं मिला।';
export const noSuchLine = 'इस स्टेटमेंट पर ऐसी कोई लाइन नहीं मिली।';
export const ifSomethingOnItIs = 'अगर इसमें कुछ ग़लत है, तो शिकायत वाले पेज से हमें लिखें।';
export const alreadyDisputed =
  'इस लाइन पर पहले ही आपत्ति की जा चुकी है। Mandap इस पर फ़ैसला करके आपको बताएगा; एक लाइन पर एक ही बार आपत्ति की जा सकती है।';
export const statementClosed =
  'यह स्टेटमेंट अब खुला नहीं है: इसके कमीशन का इनवॉइस बन चुका है। अगर इसमें कुछ ग़लत है, तो शिकायत वाले पेज से हमें लिखें।';
export const decisionRequired = 'मानें या न मानें, चुनें।';
export const noSuchDispute = 'ऐसी कोई आपत्ति नहीं मिली।';
export const alreadyDecided = 'इस आपत्ति पर कोई और पहले ही फ़ैसला कर चुका है। सूची फिर से लोड कर दी गई है।';
export const monthFormat = 'महीना YYYY-MM के रूप में लिखा जाता है, जैसे 2027-03।';
export const noSuchDocument = 'ऐसा कोई दस्तावेज़ नहीं है।';
export const aStatementIsNamedBy = 'स्टेटमेंट को उसके नंबर से पहचाना जाता है, जैसे 12।';
export const aLineIsNamedBy = 'लाइन को उसके नंबर से पहचाना जाता है, जैसे 40।';
export const theSandboxCheckoutIsNot = 'सैंडबॉक्स भुगतान चालू नहीं है।';
export const providerDown = 'भुगतान सेवा से कोई जवाब नहीं मिला। कृपया कुछ मिनट बाद फिर से कोशिश करें।';
export const noOrder = 'भुगतान का ऐसा कोई ऑर्डर नहीं मिला। कृपया भुगतान फिर से शुरू करें।';
export const alreadyRefunded = 'इस सेवा का रिफ़ंड पहले ही हो चुका है।';
export const thisOrderIsAlreadySettled = 'इस ऑर्डर का हिसाब पहले ही हो चुका है।';
export const upi_failed = 'UPI भुगतान नहीं हो सका। कृपया फिर से कोशिश करें या कार्ड से भुगतान करें।';
export const upi_unknown =
  'सैंडबॉक्स में UPI ID success@razorpay से भुगतान करें (failure@razorpay से भुगतान विफल होता है)।';
export const thisOrderIsAlreadyPaid = 'इस ऑर्डर का भुगतान पहले ही हो चुका है।';
export const thisOrderIsNoLonger = 'यह ऑर्डर अब खुला नहीं है। कृपया भुगतान फिर से शुरू करें।';
export const theWebhookBodyIsNot = 'वेबहुक का डेटा JSON नहीं है।';
export const theWebhookBodyIsNot2 = 'वेबहुक का डेटा ऐसा भुगतान इवेंट नहीं है जिसे Mandap पढ़ सके।';
export const invalidWebhookSignature = 'वेबहुक का सिग्नेचर मान्य नहीं है।';
export const onlyAPaidListingCan = 'सिर्फ़ उसी सेवा का रिफ़ंड हो सकता है जिसका भुगतान हुआ हो।';
