// billing-documents: tax documents and billing notices (issue 32).
export const placeholder = 'x';
