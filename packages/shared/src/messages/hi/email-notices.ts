// सूचना केंद्र की सूचनाएँ, जैसी पाने वाले के लिए रखी और ई-मेल की जाती हैं (issue 32)।

export const openOnMandap = (link: string) => `मंडप पर खोलें: ${link}`;
export const whyYouGetThis = 'आपको यह ई-मेल इसलिए मिला है क्योंकि मंडप पर आपका खाता है।';

const EVENTS: Record<string, string> = {
  wedding: 'शादी',
  engagement: 'सगाई',
  reception: 'रिसेप्शन',
  mehndi: 'मेहंदी',
  haldi: 'हल्दी',
  sangeet: 'संगीत',
  birthday: 'जन्मदिन',
  corporate: 'कॉर्पोरेट इवेंट',
  other: 'कार्यक्रम',
};

export const newEnquiryTitle = (firmName: string, userName: string) =>
  `${firmName} के लिए ${userName} की नई पूछताछ`;
export const newEnquiryBody = (e: {
  eventType: string;
  day: string;
  city: string;
  guests: string;
  budget: string | null;
}) =>
  `${EVENTS[e.eventType] ?? 'कार्यक्रम'}, ${e.day}, ${e.city} में, ` +
  `${e.guests} मेहमान${e.budget === null ? '' : `, बजट ${e.budget}`}।`;

export const newMessageTitle = (senderName: string) => `${senderName} का नया संदेश`;

export const statusTitle = (firmName: string, status: string) => {
  switch (status) {
    case 'booked':
      return `${firmName} ने आपकी पूछताछ पर बुकिंग पक्की कर दी`;
    case 'declined':
      return `${firmName} ने आपकी पूछताछ के लिए मना कर दिया`;
    case 'replied':
      return `${firmName} ने आपकी पूछताछ का जवाब दिया`;
    default:
      return `${firmName} ने आपकी पूछताछ को नया बताया`;
  }
};
export const bookedBody = (firmName: string, eventType: string, day: string) =>
  `${firmName} ${day} को आपके ${EVENTS[eventType] ?? 'कार्यक्रम'} के लिए बुक हो गया है।`;
export const declinedBody = (firmName: string, eventType: string, day: string) =>
  `${firmName} ${day} को आपके ${EVENTS[eventType] ?? 'कार्यक्रम'} के लिए उपलब्ध नहीं है। ` +
  'आप अब भी उन्हें संदेश भेज सकते हैं, या मिलते-जुलते वेंडर से पूछ सकते हैं।';

const gave = (rating: number) =>
  new Intl.PluralRules('hi').select(rating) === 'one' ? 'दिया' : 'दिए';

export const newReviewTitle = (firmName: string, rating: number) =>
  `${firmName} की नई समीक्षा: ${rating} स्टार`;
export const newReviewBody = (r: {
  author: string;
  firmName: string;
  rating: number;
  title: string;
}) =>
  `${r.author} ने ${r.firmName} को ${r.rating} स्टार ${gave(r.rating)}: "${r.title}"। ` +
  'इसे पढ़ें और अपनी समीक्षाएँ स्क्रीन से सबके सामने जवाब दें।';
