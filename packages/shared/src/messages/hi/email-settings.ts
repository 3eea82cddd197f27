// खाते के पेज पर भाषा की सेटिंग (issue 32): साइट की और खाते के ई-मेल की भाषा।

export const heading = 'भाषा';
export const description = 'मंडप की और आपको भेजे जाने वाले ई-मेल की भाषा।';
export const saving = 'सेव हो रहा है…';
export const saveFailed = 'भाषा नहीं बदली जा सकी। कृपया फिर से कोशिश करें।';
