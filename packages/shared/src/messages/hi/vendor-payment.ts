// The payment page: a listing's plan or a commission invoice, the sandbox checkout, refunds.
// Spec 2.13 and 8 'Payment' word for word, the rest ours. Amounts come formatted ('₹699').

export const documentTitle = 'भुगतान · Mandap';
export const listingPayment = 'सेवा का भुगतान';
export const initializing = 'भुगतान शुरू हो रहा है...';
export const verifyingHeading = 'भुगतान की पुष्टि हो रही है...';
export const paymentComplete = 'भुगतान पूरा हुआ';
export const incompleteLink = 'यह भुगतान लिंक अधूरा है। कृपया इसे अपनी सेवाओं की सूची से दोबारा खोलें।';
export const orderFailed = 'ऑर्डर नहीं बन सका!';
export const orderNotFound = 'यह सेवा आपकी सेवाओं में नहीं मिली।';
export const verifyFailed = 'भुगतान की पुष्टि नहीं हो सकी। कृपया सहायता टीम से संपर्क करें।';
export const verifyError = 'भुगतान की पुष्टि करते समय गड़बड़ी हुई। कृपया सहायता टीम से संपर्क करें।';
export const cancelled = 'भुगतान रद्द हो गया। आप फिर से कोशिश कर सकते हैं।';
export const checkoutUnavailable =
  'भुगतान की विंडो नहीं खुल सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const sessionEnded = 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।';
export const alreadyPaid = 'इस सेवा का भुगतान पहले ही हो चुका है।';
export const declined = 'आपका कार्ड अस्वीकार हो गया। कृपया कोई दूसरा कार्ड आज़माएँ।';
export const sandboxFailed = 'भुगतान पूरा नहीं हो सका। कृपया फिर से कोशिश करें।';
export const refundFailed = 'रिफ़ंड का अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।';
export const refundPeriodOver = 'इस सेवा के रिफ़ंड की अवधि ख़त्म हो चुकी है।';
export const refundRule =
  'हमारी शर्तों के अनुसार, भुगतान के 7 दिनों के भीतर पूरी रक़म (100%) वापस मिलती है; उसके बाद रक़म का 40%, बची हुई मुफ़्त अवधि के अनुपात में।';
export const redirecting = (seconds: number) => `भुगतान हो गया! ${seconds} सेकंड में आगे ले जा रहे हैं...`;
export const confirmRefund = (amount: string) => `${amount} के रिफ़ंड की पुष्टि करें`;
export const refundRequested = (amount: string) =>
  `${amount} के रिफ़ंड का अनुरोध भेज दिया गया। आपकी सेवा अब निष्क्रिय है।`;
export const pay = (amount: string) => `${amount} का भुगतान करें`;

// The page's steps
export const creatingOrder = 'आपका ऑर्डर बनाया जा रहा है...';
export const tryAgain = 'फिर से कोशिश करें';
export const completeInCheckout = 'भुगतान की विंडो में भुगतान पूरा करें।';
export const openCheckoutAgain = 'भुगतान की विंडो फिर से खोलें';
export const verifyingPayment = 'आपके भुगतान की पुष्टि हो रही है...';
export const paymentReference = (id: string) => `भुगतान का रेफ़रेंस: ${id}। इसके साथ `;
export const withIt = ' पर लिखें।';
export const tryVerifyingAgain = 'पुष्टि फिर से करें';
export const goToServices = 'अपनी सेवाओं पर जाएँ';
export const listing = 'लिस्टिंग';
export const amount = 'रक़म';
export const secondsLeft = (left: number, total: number) => `${total} में से ${left} सेकंड बाकी`;
export const redirectingToServices = 'आपकी सेवाओं पर ले जा रहे हैं';
export const listingNowActive = 'आपकी सेवा अब सक्रिय है।';
export const goToServicesNow = 'अभी अपनी सेवाओं पर जाएँ';

// A commission invoice (decision 0076)
export const invoiceHeading = 'कमीशन का भुगतान';
export const invoiceSummaryLabel = 'कमीशन इनवॉइस';
export const invoiceIncompleteLink = 'यह भुगतान लिंक अधूरा है। कृपया इसे बिलिंग पेज से दोबारा खोलें।';
export const invoiceNotFound = 'यह कमीशन इनवॉइस आपके इनवॉइस में नहीं मिला।';
export const invoiceAlreadyPaid = 'इस कमीशन इनवॉइस का भुगतान पहले ही हो चुका है।';
export const backToBilling = 'बिलिंग पर जाएँ';
export const invoicePaidNext = 'आपके कमीशन इनवॉइस का भुगतान हो गया है।';
export const redirectingToBilling = 'बिलिंग पर ले जा रहे हैं';
export const goToBillingNow = 'अभी बिलिंग पर जाएँ';

// Already paid: the listing's status and its refund
export const statusLabels = {
  pending_payment: 'भुगतान बाकी',
  active: 'सक्रिय',
  suspended: 'निलंबित',
  expired: 'अवधि ख़त्म',
};
export const status = 'स्थिति';
export const loadingListing = 'आपकी सेवा लोड हो रही है...';
export const checkingRefundable = 'कितना रिफ़ंड मिल सकता है, यह देखा जा रहा है...';
export const refund = 'रिफ़ंड';
export const refundableNow = 'अभी वापस मिल सकता है:';
export const youPaid = (amount: string, day: string) => `आपने ${day} को ${amount} का भुगतान किया। `;
export const readTerms = 'नियम और शर्तें पढ़ें';
export const requestingRefund = 'रिफ़ंड का अनुरोध भेजा जा रहा है...';
export const keepListing = 'मेरी सेवा रहने दें';
export const backToServices = 'अपनी सेवाओं पर वापस';
export const requestRefund = 'रिफ़ंड माँगें';

// The sandbox checkout
export const methodUpi = 'UPI';
export const methodCard = 'कार्ड';
export const sandboxTitle = 'Mandap सैंडबॉक्स चेकआउट';
export const cancelPayment = 'भुगतान रद्द करें';
export const upiPayment = 'UPI भुगतान';
export const cardDetails = 'कार्ड की जानकारी';
export const payWith = 'भुगतान का तरीका';
export const testMode = 'टेस्ट मोड: कोई असली पैसा नहीं कटता।';
export const success = 'सफल:';
export const failure = 'असफल:';
export const decline = 'अस्वीकार:';
export const anyExpiry = 'आगे की कोई भी एक्सपायरी तारीख़ और कोई भी CVV।';
export const upiId = 'UPI ID';
export const upiHint = 'आपके बैंक या UPI ऐप (Google Pay, PhonePe, Paytm, BHIM) की UPI ID।';
export const cardNumber = 'कार्ड नंबर';
export const expiry = 'एक्सपायरी (MM/YY)';
export const expiryPlaceholder = 'MM/YY';
export const cvv = 'CVV';
export const nameOnCard = 'कार्ड पर लिखा नाम';
export const processing = 'प्रोसेस हो रहा है...';
export const sandboxFootnote = 'Mandap सैंडबॉक्स: असली UPI या कार्ड भुगतान जैसे ही क़दम';
export const payByUpi = 'UPI से भुगतान करें';
export const cardMessages = {
  cardNumber: 'कृपया सही कार्ड नंबर डालें',
  expiry: 'कृपया एक्सपायरी MM/YY के रूप में डालें',
  expired: 'इस कार्ड की अवधि ख़त्म हो चुकी है',
  cvv: 'कृपया 3 या 4 अंकों का CVV डालें',
  name: 'कृपया कार्ड पर लिखा नाम डालें',
};
