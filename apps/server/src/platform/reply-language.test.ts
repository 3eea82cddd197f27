import { maskEmail } from '@mandap/shared/email-verification';
import * as enFields from '@mandap/shared/messages/en/validation-fields';
import * as hiAccounts from '@mandap/shared/messages/hi/server-accounts';
import * as hiErrors from '@mandap/shared/messages/hi/server-errors';
import * as hiFields from '@mandap/shared/messages/hi/validation-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';

// Error replies in the request's language (issue 32): the server writes English, the door
// translates; a cookie outranks Accept-Language.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function registerWithBadEmail(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/register',
    headers,
    payload: { name: 'Asha Verma', email: 'not-an-email', phone: '9876543210', password: 'x' },
  });
}

function signInAsNobody(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/user/shortlist', headers });
}

describe('error replies in Hindi', () => {
  it('answers a validation failure in Hindi to Accept-Language: hi', async () => {
    const res = await registerWithBadEmail({ 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('hi');
    const body = res.json();
    expect(body.message).toBe(hiFields.formErrorsMessage);
    expect(body.fieldErrors.email).toBe(hiFields.invalidEmailAddress);
  });

  it('answers a refusal in Hindi to Accept-Language: hi', async () => {
    const res = await signInAsNobody({ 'accept-language': 'hi' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(hiErrors.pleaseSignInToContinue);
  });

  it('answers in English when the cookie says English, whatever Accept-Language says', async () => {
    const headers = { 'accept-language': 'hi', cookie: 'mandap_lang=en' };
    const invalid = await registerWithBadEmail(headers);
    expect(invalid.json().message).toBe(enFields.formErrorsMessage);
    expect(invalid.json().fieldErrors.email).toBe(enFields.invalidEmailAddress);
    expect(invalid.headers['content-language']).toBeUndefined();
    const refused = await signInAsNobody(headers);
    expect(refused.json().message).toBe('Please sign in to continue.');
  });

  it('leaves English replies as they were', async () => {
    const res = await registerWithBadEmail({});
    expect(res.json()).toMatchObject({
      message: 'Please correct the errors in the form',
      fieldErrors: { email: 'Invalid email address' },
    });
  });

  it('says a successful reply’s message in Hindi too, and nothing else of it', async () => {
    const { cookie, account } = await signedIn(t.app, 'user', {}, { verified: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/email/verification',
      // A signed-in person's account language (English here) outranks Accept-Language; the
      // language cookie outranks both.
      headers: { cookie: `${cookie}; mandap_lang=hi` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(hiAccounts.linkSent(maskEmail(account.email)));
    expect(body.sent).toBe(true);
    expect(res.headers['content-language']).toBe('hi');
  });
});
