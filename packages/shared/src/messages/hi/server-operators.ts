// server-operators: सर्वर के संदेश (issue 32)।
export const pleaseRemoveTheUnusualCharacters = 'कृपया असामान्य अक्षर हटा दें।';
