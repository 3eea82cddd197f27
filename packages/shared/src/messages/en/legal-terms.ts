// The terms of spec 2.14 (/terms-and-conditions): refunds for listing plans, how to ask for one,
// exceptions and contact. A paragraph with bold words is split around them.

export const heading = 'Terms and Conditions';
export const documentTitle = 'Terms and Conditions · Mandap';
export const intro =
  'These terms apply to vendors who list their services on Mandap and pay for a listing plan (Basic, NORMAL or PREMIUM). By paying for a plan you agree to them.';

export const guaranteeTitle = '7-day money-back guarantee';
export const guaranteeBefore =
  'If you are not satisfied with your listing plan, you can ask for your money back within 7 days of payment and receive a ';
export const guaranteeStrong = '100% refund';
export const guaranteeAfter = ' of the amount paid.';

export const after7Title = 'Refunds after 7 days';
export const after7Before = 'After the first 7 days, a refund of ';
export const after7Percent = '40%';
export const after7Middle = ' is available: ';
export const after7Deducted = '60% is deducted';
export const after7After =
  '. The refund is based on the subscription time that remains on your plan, so the less time that remains, the smaller the refund.';

export const requestTitle = 'How to request a refund';
export const requestBefore = 'To request a refund, contact our support team at ';
export const requestAfter =
  ' with your vendor ID, the name of the service and the payment reference. We will confirm the amount due under these terms and return it to the original payment method.';

export const exceptionsTitle = 'Exceptions';
export const exceptionsIntro = 'No refund is given in the following cases:';
export const violatingLabel = 'Violating terms:';
export const violatingText = ' the vendor has broken these terms and conditions.';
export const misuseLabel = 'Misuse:';
export const misuseText =
  ' the listing or the platform has been misused, for example with false or misleading information.';
export const customizedLabel = 'Customized services:';
export const customizedText = ' work prepared specially for the vendor on request.';

export const contactTitle = 'Contact information';
export const contactIntro = 'For any question about these terms or a refund, contact Mandap:';
