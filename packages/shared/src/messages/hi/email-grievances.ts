// शिकायत भेजने वाले को मिलने वाले ई-मेल (issue 32): उसी भाषा में जिसमें शिकायत भेजी गई।
import type { GrievanceSubject } from '../../grievances';

const ABOUT: Record<GrievanceSubject, string> = {
  listing: 'एक लिस्टिंग',
  review: 'एक समीक्षा',
  vendor: 'एक वेंडर',
  payment: 'किसी भुगतान या रिफ़ंड',
  account: 'आपके खाते या आपके डेटा',
  other: 'किसी और बात',
};

export const receiptSubject = (reference: string) => `आपकी शिकायत ${reference} हमें मिल गई है`;
export const receiptText = (g: {
  name: string;
  subject: GrievanceSubject;
  receivedAt: string;
  reference: string;
  acknowledgeWithinHours: number;
  acknowledgeBy: string;
  resolveBy: string;
  details: string;
  link: string | null;
  officerEmail: string;
}) =>
  [
    `प्रिय ${g.name},`,
    '',
    `${ABOUT[g.subject] ?? ABOUT.other} के बारे में आपकी शिकायत हमें ${g.receivedAt} (भारतीय समय) पर मिली।`,
    `आपका संदर्भ नंबर ${g.reference} है। इस शिकायत के बारे में हर संदेश में इसे लिखें।`,
    '',
    'आगे क्या होगा:',
    `- हमारे शिकायत अधिकारी ${g.acknowledgeWithinHours} घंटे के अंदर, ${g.acknowledgeBy} तक, इसकी पावती देंगे।`,
    `- शिकायत मिलने के एक महीने के अंदर, ${g.resolveBy} तक, हम इसका समाधान करेंगे और नतीजा इसी पते पर लिखकर भेजेंगे।`,
    '',
    'आपने हमें यह बताया:',
    g.details,
    ...(g.link ? ['', `किसके बारे में: ${g.link}`] : []),
    '',
    `कुछ और जोड़ना हो तो ${g.reference} लिखकर ${g.officerEmail} पर जवाब दें।`,
  ].join('\n');

export const replySubject = (reference: string) => `Re: आपकी शिकायत ${reference}`;
export const dear = (name: string) => `प्रिय ${name},`;
export const referenceLine = (reference: string) => `संदर्भ: ${reference}`;
export const officerSignature = (name: string) => `${name}, शिकायत अधिकारी, मंडप`;
