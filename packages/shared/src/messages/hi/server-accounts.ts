// लॉगिन, अकाउंट पेज, पासवर्ड भूलना/बदलना और ईमेल की पुष्टि: पेज और सर्वर के संदेश (issue 32)।
export const auth = 'ईमेल या पासवर्ड सही नहीं है। कृपया अपनी जानकारी जाँचकर दोबारा कोशिश करें।';
export const account = 'अकाउंट नहीं मिला। कृपया अपना ईमेल जाँचें या नए वेंडर के रूप में रजिस्टर करें।';
export const server = 'कनेक्शन में गड़बड़ी। कृपया अपना इंटरनेट कनेक्शन जाँचें या थोड़ी देर बाद कोशिश करें।';
export const general = 'लॉगिन नहीं हो सका। कृपया दोबारा कोशिश करें।';
export const appealLink = 'अपने अकाउंट के निलंबन के ख़िलाफ़ अपील करें';
export const loginFallback = 'लॉगिन की जानकारी सही नहीं है। कृपया दोबारा कोशिश करें।';
export const loginNetwork = 'फ़ॉर्म भेजते समय गड़बड़ी हुई। कृपया थोड़ी देर बाद कोशिश करें।';
export const registrationFallback = 'रजिस्ट्रेशन नहीं हो सका। कृपया दोबारा कोशिश करें।';
export const registrationNetwork = 'फ़ॉर्म भेजते समय गड़बड़ी हुई। कृपया दोबारा कोशिश करें।';
export const saved = 'प्रोफ़ाइल अपडेट हो गई!';
export const failed = 'कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद कोशिश करें।';
export const profileHeading = 'प्रोफ़ाइल';
export const passwordHeading = 'पासवर्ड';
export const sessionsHeading = 'आप कहाँ-कहाँ साइन इन हैं';
export const currentPasswordRequired = 'कृपया अपना मौजूदा पासवर्ड डालें।';
export const wrongCurrentPassword = 'आपका मौजूदा पासवर्ड सही नहीं है।';
export const samePassword = 'ऐसा नया पासवर्ड चुनें जो आपके मौजूदा पासवर्ड से अलग हो।';
export const passwordChanged =
  'आपका पासवर्ड बदल दिया गया। बाकी सभी जगहों से आपको साइन आउट कर दिया गया है।';
export const passwordFailed = 'आपका पासवर्ड नहीं बदला जा सका। कृपया दोबारा कोशिश करें।';
export const changePassword = 'पासवर्ड बदलें';
export const changingPassword = 'बदला जा रहा है...';
export const sessionNotFound = 'यह साइन-इन नहीं मिला। हो सकता है यह पहले ही ख़त्म हो चुका हो।';
export const sessionIsCurrent =
  'यह वही डिवाइस है जिसे आप अभी इस्तेमाल कर रहे हैं। यहाँ से साइन आउट करने के लिए लॉग आउट दबाएँ।';
export const sessionsFailed = 'हम यह नहीं दिखा सके कि आप कहाँ-कहाँ साइन इन हैं। कृपया दोबारा कोशिश करें।';
export const thisDevice = 'यह डिवाइस';
export const unknownDevice = 'अनजान डिवाइस';
export const lastUsed = 'आख़िरी बार इस्तेमाल';
export const signOut = 'साइन आउट करें';
export const signingOut = 'साइन आउट हो रहा है...';
export const signOutOthers = 'बाकी सभी जगहों से साइन आउट करें';
export const signOutOthersTitle = 'बाकी सभी जगहों से साइन आउट करें?';
export const signOutOthersConfirm =
  'आपके अकाउंट में साइन इन बाकी सभी ब्राउज़र और डिवाइस साइन आउट हो जाएँगे। यह डिवाइस साइन इन रहेगा।';
export const keepSignedIn = 'साइन इन रहने दें';
export const signedOutOne = 'उस डिवाइस को साइन आउट कर दिया गया।';
export const signedOutOthers = 'आपको बाकी सभी जगहों से साइन आउट कर दिया गया।';
export const signOutFailed = 'साइन आउट नहीं हो सका। कृपया दोबारा कोशिश करें।';
export const onlyThisDevice = 'आप सिर्फ़ इसी डिवाइस पर साइन इन हैं।';
export const passwordChangedMailSubject = 'आपके मंडप खाते का पासवर्ड बदल दिया गया है';
export const forgotLink = 'पासवर्ड भूल गए?';
export const forgotHeading = 'अपना पासवर्ड भूल गए?';
export const forgotIntro = 'अपने अकाउंट का ईमेल पता लिखें। नया पासवर्ड सेट करने का लिंक हम आपको भेज देंगे।';
export const forgotSent =
  'अगर इस पते से कोई अकाउंट है, तो हमने उस पर नया पासवर्ड सेट करने का लिंक भेज दिया है। यह लिंक 30 मिनट तक काम करता है। ईमेल न मिले तो अपना स्पैम फ़ोल्डर देखें।';
export const resetHeading = 'नया पासवर्ड सेट करें';
export const resetIntro = 'अपने मंडप अकाउंट के लिए नया पासवर्ड चुनें।';
export const passwordsDiffer = 'दोनों पासवर्ड एक जैसे नहीं हैं';
export const linkExpired = 'इस लिंक की अवधि ख़त्म हो गई है या इसका इस्तेमाल हो चुका है। नया लिंक माँगें।';
export const askAgain = 'नया लिंक माँगें';
export const resetDone =
  'आपका पासवर्ड बदल दिया गया है, और आपके अकाउंट में साइन इन हर डिवाइस को साइन आउट कर दिया गया। अपने नए पासवर्ड से साइन इन करें।';
export const signIn = 'साइन इन करें';
export const changeEmailHeading = 'ईमेल पता बदलें';
export const changeEmailIntro = 'हम नए पते पर एक लिंक भेजेंगे। आपका ईमेल तभी बदलेगा जब आप वह लिंक खोलेंगे।';
export const sameEmail = 'यह पहले से ही आपका ईमेल पता है';
export const emailTaken = 'यह ईमेल पता किसी दूसरे अकाउंट में पहले से इस्तेमाल हो रहा है';
export const wrongPassword = 'आपका मौजूदा पासवर्ड सही नहीं है';
export const confirmHeading = 'अपने नए ईमेल पते की पुष्टि करें';
export const confirming = 'आपके नए ईमेल पते की पुष्टि हो रही है...';
export const confirmAskAgain = 'मेरा अकाउंट पेज से नया लिंक माँगें';
export const failed2 = 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।';
export const mailSubject = 'मंडप के लिए अपने ई-मेल की पुष्टि करें';
export const checking = 'आपका लिंक जाँचा जा रहा है…';
export const verified = 'आपके ईमेल की पुष्टि हो गई है';
export const continueText = 'जहाँ थे, वहीं से आगे बढ़ें';
export const goHome = 'मंडप पर जाएँ';
export const failedHeading = 'इस लिंक का इस्तेमाल नहीं हो सकता';
export const linkInvalid =
  'इस लिंक की अवधि ख़त्म हो गई है या इसका इस्तेमाल हो चुका है। नया लिंक पुराने लिंक की जगह ले लेता है। कृपया नया लिंक माँगें।';
export const linkOldAddress =
  'यह लिंक ऐसे पते पर भेजा गया था जो अब आपके अकाउंट का ईमेल नहीं है। कृपया नया लिंक माँगें।';
export const signInForNewLink = 'नया लिंक माँगने के लिए साइन इन करें।';
export const noToken = 'इस पेज के लिए आपके ईमेल वाला लिंक चाहिए। कृपया ईमेल में दिया लिंक दोबारा खोलें।';
export const resend = 'लिंक दोबारा भेजें';
export const resending = 'भेजा जा रहा है…';
export const alreadyVerified = 'आपके ईमेल पते की पुष्टि पहले ही हो चुकी है।';
export const resendFailed = 'लिंक नहीं भेजा जा सका। कृपया थोड़ी देर बाद कोशिश करें।';
export const sendAgainAfter = 'लिंक खोलने के बाद, दोबारा भेजें दबाएँ।';
export const payAfter = 'लिंक खोलने के बाद, भुगतान पर आगे बढ़ें।';
export const continueToPayment = 'भुगतान पर आगे बढ़ें';
export const badge = 'ईमेल की पुष्टि हो चुकी है';
export const emailTaken2 = 'इस ईमेल से एक अकाउंट पहले से है। कृपया साइन इन करें।';
export const invalidCredentials = 'लॉगिन की जानकारी सही नहीं है';
export const accountNotFound = 'अकाउंट नहीं मिला';

export const tooManyResetRequests = (minutes: number) =>
  `पासवर्ड लिंक के लिए बहुत ज़्यादा अनुरोध हो गए। कृपया ${minutes} मिनट बाद दोबारा कोशिश करें।`;
export const changeEmailSent = (masked: string) =>
  `हमने ${masked} पर एक लिंक भेजा है। अपने नए ईमेल पते की पुष्टि के लिए इसे 24 घंटे के अंदर खोलें। तब तक आपका ईमेल पहले जैसा ही रहेगा।`;
export const tooManyEmailChanges = (minutes: number) =>
  `ईमेल पता बदलने के लिए बहुत ज़्यादा अनुरोध हो गए। कृपया ${minutes} मिनट बाद दोबारा कोशिश करें।`;
export const confirmDone = (email: string) =>
  `अब आपका ईमेल पता ${email} है। आगे से साइन इन के लिए इसी का इस्तेमाल करें।`;
export const verifiedDetail = (email: string) =>
  `${email} की पुष्टि आपके मंडप अकाउंट के ईमेल के रूप में हो गई है।`;
export const linkSent = (maskedEmail: string) =>
  `हमने ${maskedEmail} पर नया लिंक भेजा है। यह 7 दिन तक काम करेगा।`;
export const tooManyLinks = (minutes: number) =>
  `आप पहले ही कई लिंक माँग चुके हैं। कृपया ${minutes} मिनट बाद दोबारा कोशिश करें।`;
export const enquiryGate = (maskedEmail: string) =>
  `पूछताछ भेजने से पहले कृपया अपने ईमेल पते की पुष्टि करें। हमने ${maskedEmail} पर एक लिंक भेजा है।`;
export const paymentGate = (maskedEmail: string) =>
  `लिस्टिंग का भुगतान करने से पहले कृपया अपने ईमेल पते की पुष्टि करें। हमने ${maskedEmail} पर एक लिंक भेजा है।`;
export const tooManyAccounts = (minutes: number) =>
  `पिछले एक घंटे में आपके नेटवर्क से बहुत ज़्यादा अकाउंट बनाए गए हैं। कृपया ${minutes} मिनट बाद दोबारा कोशिश करें, या अगर आपका अकाउंट पहले से है तो साइन इन करें।`;
export const tooManyLoginAttempts = (minutes: number) =>
  `साइन इन की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया ${minutes} मिनट बाद दोबारा कोशिश करें।`;
export const phoneTooFew = (digits: number) =>
  `कृपया 10 अंकों का सही फ़ोन नंबर डालें: इस नंबर में ${digits} अंक हैं।`;
export const phoneTooMany = (digits: number) =>
  `कृपया 10 अंकों का सही फ़ोन नंबर डालें: इस नंबर में ${digits} अंक हैं।`;
