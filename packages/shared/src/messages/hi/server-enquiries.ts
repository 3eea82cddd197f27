// server-enquiries: moved from the code that says them (issue 32).
export const idMessage = 'पूछताछ उसके नंबर से पहचानी जाती है, जैसे 12।';
export const bothMessage = 'संदेश किसी एक से पहले या बाद के माँगें, दोनों नहीं: before या after में से एक हटाएँ।';
export const noSuchEnquiry = 'ऐसी कोई पूछताछ नहीं मिली।';
export const noSuchConversation = 'ऐसी कोई बातचीत नहीं मिली।';
export const listingNotTakingEnquiries =
  'यह वेंडर अभी Mandap पर लिस्टेड नहीं है, इसलिए इसे पूछताछ नहीं भेजी जा सकती। कृपया कोई दूसरा वेंडर चुनें।';
export const notAmongSimilar =
  'यह पूछताछ सिर्फ़ इसके लिए सुझाए गए मिलते-जुलते वेंडरों को भेजी जा सकती है। कृपया सूची से उन्हें फिर से चुनें।';
