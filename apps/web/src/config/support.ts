/** Where vendors write about refunds and payments: the terms and the payment page name it. */
export const SUPPORT_EMAIL = 'support@mandap.in';
