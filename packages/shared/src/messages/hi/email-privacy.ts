// The e-mail sent when a copy of an account's data is ready, in Hindi (issue 32).

export const exportReadySubject = 'आपका Mandap डेटा डाउनलोड के लिए तैयार है';
export const exportReadyBody = (name: string, until: string, link: string) =>
  [
    `प्रिय ${name},`,
    '',
    'आपने अपने डेटा की जो कॉपी माँगी थी, वह तैयार है।',
    `इसे ${until} (भारतीय समय) तक अपने खाते के पेज से डाउनलोड करें: ${link}`,
    'इसके लिए आपको साइन इन करना होगा; यह लिंक सिर्फ़ आपके लिए काम करता है।',
    '',
    'अगर आपने यह नहीं माँगा था, तो अपना पासवर्ड बदलें और शिकायत पेज से हमें लिखें।',
    '',
    '-- ',
    'Mandap',
    '',
  ].join('\n');
