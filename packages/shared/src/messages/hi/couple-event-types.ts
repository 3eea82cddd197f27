// पूछताछ किस तरह के समारोह के लिए है (स्टोरफ़्रंट का फ़ॉर्म, इनबॉक्स)।

export const eventTypeLabels = {
  wedding: 'शादी',
  engagement: 'सगाई',
  reception: 'रिसेप्शन',
  mehndi: 'मेहंदी',
  haldi: 'हल्दी',
  sangeet: 'संगीत',
  birthday: 'जन्मदिन',
  corporate: 'कॉर्पोरेट इवेंट',
  other: 'अन्य',
};
