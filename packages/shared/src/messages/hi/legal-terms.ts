// स्पेक 2.14 की शर्तें (/terms-and-conditions): लिस्टिंग प्लान के रिफ़ंड, उनके लिए अनुरोध कैसे करें,
// अपवाद और संपर्क। जिस अनुच्छेद में कुछ शब्द बोल्ड हैं, वह उनके आस-पास बाँटा गया है।

export const heading = 'नियम और शर्तें';
export const documentTitle = 'नियम और शर्तें · Mandap';
export const intro =
  'ये शर्तें उन वेंडरों पर लागू होती हैं जो Mandap पर अपनी सेवाएँ लिस्ट करते हैं और किसी लिस्टिंग प्लान (बेसिक, नॉर्मल या प्रीमियम) का भुगतान करते हैं। प्लान का भुगतान करके आप इन शर्तों से सहमत होते हैं।';

export const guaranteeTitle = '7 दिन की पैसे वापसी की गारंटी';
export const guaranteeBefore =
  'अगर आप अपने लिस्टिंग प्लान से संतुष्ट नहीं हैं, तो आप भुगतान के 7 दिनों के भीतर अपने पैसे वापस माँग सकते हैं और चुकाई गई राशि का ';
export const guaranteeStrong = '100% रिफ़ंड';
export const guaranteeAfter = ' पा सकते हैं।';

export const after7Title = '7 दिन के बाद रिफ़ंड';
export const after7Before = 'पहले 7 दिनों के बाद ';
export const after7Percent = '40%';
export const after7Middle = ' रिफ़ंड मिल सकता है: ';
export const after7Deducted = '60% काट लिया जाता है';
export const after7After =
  '। रिफ़ंड आपके प्लान की बची हुई सदस्यता अवधि के आधार पर तय होता है, यानी जितना कम समय बचा हो, रिफ़ंड उतना ही कम होगा।';

export const requestTitle = 'रिफ़ंड का अनुरोध कैसे करें';
export const requestBefore = 'रिफ़ंड का अनुरोध करने के लिए हमारी सपोर्ट टीम से ';
export const requestAfter =
  ' पर संपर्क करें और अपनी वेंडर ID, सेवा का नाम और भुगतान का रेफ़रेंस बताएँ। हम इन शर्तों के तहत बनने वाली राशि की पुष्टि करेंगे और उसे भुगतान के मूल तरीक़े में वापस भेज देंगे।';

export const exceptionsTitle = 'अपवाद';
export const exceptionsIntro = 'इन स्थितियों में कोई रिफ़ंड नहीं दिया जाता:';
export const violatingLabel = 'शर्तों का उल्लंघन:';
export const violatingText = ' वेंडर ने इन नियमों और शर्तों को तोड़ा है।';
export const misuseLabel = 'दुरुपयोग:';
export const misuseText = ' लिस्टिंग या प्लेटफ़ॉर्म का दुरुपयोग हुआ है, जैसे ग़लत या भ्रामक जानकारी देकर।';
export const customizedLabel = 'कस्टमाइज़्ड सेवाएँ:';
export const customizedText = ' वेंडर के अनुरोध पर ख़ास तौर से उनके लिए तैयार किया गया काम।';

export const contactTitle = 'संपर्क जानकारी';
export const contactIntro = 'इन शर्तों या किसी रिफ़ंड के बारे में किसी भी सवाल के लिए Mandap से संपर्क करें:';
