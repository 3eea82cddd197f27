import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccountLanguage, signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { type EnrolledOperator, enrolledOperator } from '../../../test/operators';
import type { TestSmtpServer } from '../../../test/smtp';

// The notices of a suspension in the recipient account's language (issue 32): stored in it for
// the notification centre, and e-mailed in it, caught by a real SMTP server.

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let moderator: EnrolledOperator;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
  moderator = await enrolledOperator(t, 'moderator');
});
afterAll(() => close());

const WAIT = { timeout: 20_000, interval: 50 };
let counter = 0;

async function vendorWithListing(language: 'en' | 'hi') {
  counter += 1;
  const vendor = await signedIn(t.app, 'vendor', {
    phone: `92345${String(counter).padStart(5, '0')}`,
  });
  await setAccountLanguage(t.app, vendor.cookie, language);
  const firmName = `Bhasha Beats ${counter}`;
  const listingId = await activeListing(t.app, vendor.cookie, 'dj', { firmName });
  return { vendor, listingId, firmName };
}

async function suspend(listingId: number) {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/admin/listings/${listingId}`,
    headers: { cookie: moderator.cookie },
  });
  expect(read.statusCode, read.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/listings/${listingId}/suspension`,
    headers: { cookie: moderator.cookie },
    payload: {
      action: 'suspend',
      reason: 'fake_or_scam',
      details: 'Photos copied from another firm.',
      version: read.json().version,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function mailsTo(email: string) {
  return smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));
}

describe("a listing's suspension notice", () => {
  it("is written and e-mailed in a Hindi vendor's language, with the Hindi page's link", async () => {
    const { vendor, listingId, firmName } = await vendorWithListing('hi');
    const before = mailsTo(vendor.account.email).length;
    await suspend(listingId);
    const title = 'आपकी लिस्टिंग निलंबित कर दी गई';
    await vi.waitFor(
      () =>
        expect(
          mailsTo(vendor.account.email)
            .slice(before)
            .some((m) => m.headers.get('subject') === title),
        ).toBe(true),
      WAIT,
    );
    const mail = mailsTo(vendor.account.email)
      .slice(before)
      .find((m) => m.headers.get('subject') === title);
    expect(mail?.text).toContain(
      `Mandap ने आपकी लिस्टिंग ${firmName} निलंबित कर दी है: नक़ली, या धोखाधड़ी ` +
        '(Photos copied from another firm.)। अब यह न खोज में दिखती है, न अपने पेज पर।',
    );
    expect(mail?.text).toContain('अपील करें');
    expect(mail?.text).toContain('https://mandap.example/hi/services');
    expect(mail?.text).not.toContain('Mandap suspended');

    // The notification centre shows the same Hindi notice.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: vendor.cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(title);
  });

  it('stays in English, word for word, for an English vendor', async () => {
    const { vendor, listingId, firmName } = await vendorWithListing('en');
    await suspend(listingId);
    const title = 'Your listing was suspended';
    await vi.waitFor(
      () =>
        expect(mailsTo(vendor.account.email).some((m) => m.headers.get('subject') === title)).toBe(
          true,
        ),
      WAIT,
    );
    const mail = mailsTo(vendor.account.email).find((m) => m.headers.get('subject') === title);
    expect(mail?.text).toContain(
      `Mandap suspended your listing ${firmName}: Fake, or a scam (Photos copied from another ` +
        'firm.). It is no longer shown in search or on its page.',
    );
    expect(mail?.text).toContain('https://mandap.example/services');
  });
});
