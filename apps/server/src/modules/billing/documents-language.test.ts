import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccountLanguage, signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { readPdf } from '../../../test/pdf-text';
import type { ReceivedMail, TestSmtpServer } from '../../../test/smtp';

// A Hindi vendor's tax document (issue 32): its notice in the app and its e-mail in Hindi, the
// e-mail's link to the Hindi page; the document and its PDF stay English (the legal record).

const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

describe("a Hindi vendor's tax invoice", () => {
  it('is noticed and e-mailed in Hindi, with the PDF in English', async () => {
    const vendor = await signedIn(t.app, 'vendor', { phone: '9811077001' });
    await setAccountLanguage(t.app, vendor.cookie, 'hi');
    await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Shaadi Beats', plan: 'premium' });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/billing/documents',
      headers: { cookie: vendor.cookie },
    });
    const [invoice] = listed.json().documents as { id: number; number: string }[];
    if (!invoice) throw new Error('no invoice');

    const title = `₹699 का टैक्स इनवॉइस ${invoice.number}`;
    const centre = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: vendor.cookie },
    });
    expect(centre.json().notifications).toContainEqual(
      expect.objectContaining({
        title,
        body: expect.stringContaining(
          `आपके भुगतान के लिए धन्यवाद। ₹699 का आपका टैक्स इनवॉइस ${invoice.number} तैयार है।`,
        ),
        link: `/billing/documents/${invoice.id}`,
      }),
    );

    let mail: ReceivedMail | undefined;
    await vi.waitFor(() => {
      mail = smtp.mails.find(
        (m) => m.to.includes(vendor.account.email) && m.headers.get('subject') === title,
      );
      expect(mail).toBeDefined();
    }, WAIT);
    expect(mail?.text).toContain('इसे Mandap पर देखें या PDF डाउनलोड करें');
    expect(mail?.text).toContain(`https://mandap.example/hi/billing/documents/${invoice.id}`);
    expect(mail?.text).not.toContain('Thank you for your payment');
    const [attachment] = mail?.attachments ?? [];
    const pdf = await readPdf(attachment?.content ?? Buffer.alloc(0));
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain('Rupees Six Hundred Ninety-Nine Only');
  });
});
