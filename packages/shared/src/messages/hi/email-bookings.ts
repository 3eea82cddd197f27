// वेंडर ने पूछताछ को बुक बताया हो तो जोड़े से पूछा जाने वाला ई-मेल (issue 30), उनकी भाषा में (issue 32)।

export const bookingQuestionSubject = (firmName: string, day: string) =>
  `क्या आपने ${day} के लिए ${firmName} को बुक किया?`;
export const bookingQuestionText = (q: {
  coupleName: string;
  firmName: string;
  day: string;
  yesLink: string;
  noLink: string;
  until: string;
}) =>
  [
    `प्रिय ${q.coupleName},`,
    '',
    `${q.firmName} ने ${q.day} की आपकी पूछताछ को मंडप पर बुक के रूप में दर्ज किया है।`,
    '',
    `क्या आपने ${q.day} के लिए ${q.firmName} को बुक किया?`,
    '',
    `हाँ, हमने बुक किया: ${q.yesLink}`,
    `नहीं, हमने बुक नहीं किया: ${q.noLink}`,
    '',
    'हर लिंक एक बटन वाला पेज खोलता है; बटन दबाने पर ही आपका जवाब सेव होता है। आप मंडप पर',
    `${q.firmName} के साथ अपनी बातचीत में भी जवाब दे सकते हैं। ये लिंक`,
    `${q.until} तक काम करेंगे।`,
    '',
    'आपके जवाब से मंडप को यह देखने में मदद मिलती है कि वेंडर अपनी बुकिंग सही बताएँ। आपका जवाब वेंडर को दिखाया जाता है।',
    '',
    '-- ',
    'मंडप',
    '',
  ].join('\n');
