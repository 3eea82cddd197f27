import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAccount, SIGN_UP_CONSENTS, signedIn, signupAddress } from '../../../test/accounts';
import { activeListing, enquire } from '../../../test/contact';
import { GRIEVANCE_OFFICER_SETTINGS } from '../../../test/grievance-officer';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import type { TestSmtpServer } from '../../../test/smtp';
import { registerSessionLookup, requireSignedIn } from '../../platform/guards';
import { registerLanguage } from '../../platform/language';

// Each account's language (issue 32): set with PUT /api/account/language, taken from the request
// at sign-up, read with the session by the signed-in scopes, and the language of its e-mails.

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp(GRIEVANCE_OFFICER_SETTINGS));
});
afterAll(() => close());

const WAIT = { timeout: 20_000, interval: 50 };

function setLanguage(cookie: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    ...(cookie ? { headers: { cookie } } : {}),
    payload: payload as object,
  });
}

async function languageOf(cookie: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/language',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { language: string }).language;
}

async function storedLanguage(table: 'users' | 'vendors', email: string) {
  const [row] = await t.database.sql.query<{ language: string }>(
    `SELECT language FROM ${table} WHERE email = $1`,
    [email.toLowerCase()],
  );
  return row?.language;
}

function mailsTo(email: string) {
  return smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));
}

describe('PUT /api/account/language', () => {
  it('answers a visitor 401 and a value not ours 400, and sets what it is given', async () => {
    expect((await setLanguage(undefined, { language: 'hi' })).statusCode).toBe(401);

    const user = await signedIn(t.app, 'user');
    expect(await languageOf(user.cookie)).toBe('en');
    for (const bad of [{ language: 'fr' }, { language: '' }, {}, { language: 1 }]) {
      const res = await setLanguage(user.cookie, bad);
      expect(res.statusCode).toBe(400);
    }
    expect(await languageOf(user.cookie)).toBe('en');

    const set = await setLanguage(user.cookie, { language: 'hi' });
    expect(set.statusCode).toBe(204);
    expect(set.body).toBe('');
    expect(await languageOf(user.cookie)).toBe('hi');
    expect(await storedLanguage('users', user.account.email)).toBe('hi');

    // A vendor too, and back to English.
    const vendor = await signedIn(t.app, 'vendor');
    expect((await setLanguage(vendor.cookie, { language: 'hi' })).statusCode).toBe(204);
    expect(await languageOf(vendor.cookie)).toBe('hi');
    expect((await setLanguage(vendor.cookie, { language: 'en' })).statusCode).toBe(204);
    expect(await storedLanguage('vendors', vendor.account.email)).toBe('en');
  });
});

describe('sign-up', () => {
  it("records the request's language as the new account's", async () => {
    for (const role of ['user', 'vendor'] as const) {
      const hindi = newAccount();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${role}/register`,
        headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
        payload: hindi,
        remoteAddress: signupAddress(),
      });
      expect(res.statusCode).toBe(201);
      expect(await storedLanguage(role === 'user' ? 'users' : 'vendors', hindi.email)).toBe('hi');
    }
    const english = await signedIn(t.app, 'user');
    expect(await storedLanguage('users', english.account.email)).toBe('en');
  });

  it('e-mails the verification link in Hindi, to the Hindi page, to a Hindi sign-up', async () => {
    const hindi = newAccount({ name: 'आशा वर्मा' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { cookie: 'mandap_lang=hi' },
      payload: { ...hindi, ...SIGN_UP_CONSENTS },
      remoteAddress: signupAddress(),
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(hindi.email)).toHaveLength(1), WAIT);
    const [mail] = mailsTo(hindi.email);
    expect(mail?.headers.get('subject')).toBe('मंडप के लिए अपने ई-मेल की पुष्टि करें');
    expect(mail?.text).toContain('नमस्ते आशा वर्मा,');
    expect(mail?.text).toMatch(/https:\/\/mandap\.example\/hi\/verify-email\?token=[\w-]{43}\n/);
  });
});

describe("the signed-in scopes answer in the account's language", () => {
  it('reads the language with the session, and a cookie outranks it', async () => {
    const user = await signedIn(t.app, 'user');
    await setLanguage(user.cookie, { language: 'hi' });
    const token = user.cookie.split('=')[1] ?? '';
    expect(await t.app.lookupSession(token)).toMatchObject({ role: 'user', language: 'hi' });

    // A scope like the app's, whose route tells the language the request is answered in.
    const probe = Fastify();
    registerLanguage(probe);
    registerSessionLookup(probe, (cookieToken) => t.app.lookupSession(cookieToken));
    await probe.register(async (scope) => {
      requireSignedIn(scope);
      scope.get('/probe', async (request) => ({
        language: request.language,
        source: request.languageSource,
      }));
    });
    try {
      const plain = await probe.inject({ url: '/probe', headers: { cookie: user.cookie } });
      expect(plain.json()).toEqual({ language: 'hi', source: 'account' });
      const header = await probe.inject({
        url: '/probe',
        headers: { cookie: user.cookie, 'accept-language': 'en-IN' },
      });
      expect(header.json()).toEqual({ language: 'hi', source: 'account' });
      const chosen = await probe.inject({
        url: '/probe',
        headers: { cookie: `${user.cookie}; mandap_lang=en` },
      });
      expect(chosen.json()).toEqual({ language: 'en', source: 'cookie' });
    } finally {
      await probe.close();
    }
  });
});

describe("a Hindi account's e-mails", () => {
  it('sends the password reset link in Hindi, to the Hindi page', async () => {
    const user = await signedIn(t.app, 'user');
    await setLanguage(user.cookie, { language: 'hi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/forgot',
      payload: { email: user.account.email },
      remoteAddress: signupAddress(),
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(
      () =>
        expect(
          mailsTo(user.account.email).filter(
            (m) => m.headers.get('subject') === 'मंडप का नया पासवर्ड बनाएँ',
          ),
        ).toHaveLength(1),
      WAIT,
    );
    const mail = mailsTo(user.account.email).find(
      (m) => m.headers.get('subject') === 'मंडप का नया पासवर्ड बनाएँ',
    );
    expect(mail?.text).toContain('प्रिय Asha Verma,');
    expect(mail?.text).toContain('30 मिनट के अंदर');
    expect(mail?.text).toMatch(
      /https:\/\/mandap\.example\/hi\/reset-password\?token=[\w-]+&role=user\n/,
    );
    expect(mail?.text).toContain('\n-- \nमंडप\n');
  });

  it("writes a Hindi vendor's new-enquiry notice in Hindi, in the app and by e-mail", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    await setLanguage(vendor.cookie, { language: 'hi' });
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'DJ Sonu' });
    const user = await signedIn(t.app, 'user');
    const enquiryId = await enquire(t.app, user.cookie, listingId, {
      eventDate: '2027-01-15',
      guests: 300,
      budgetRupees: 125000,
    });

    const title = 'DJ Sonu के लिए Asha Verma की नई पूछताछ';
    await vi.waitFor(
      () =>
        expect(
          mailsTo(vendor.account.email).filter((m) => m.headers.get('subject') === title),
        ).toHaveLength(1),
      WAIT,
    );
    const mail = mailsTo(vendor.account.email).find((m) => m.headers.get('subject') === title);
    expect(mail?.text).toContain('शादी, 15 जनवरी 2027, Jaipur में, 300 मेहमान, बजट ₹1,25,000।');
    expect(mail?.text).toContain(
      `मंडप पर खोलें: https://mandap.example/hi/enquiries?enquiry=${enquiryId}\n`,
    );
    expect(mail?.text).toContain('आपको यह ई-मेल इसलिए मिला है क्योंकि मंडप पर आपका खाता है।');

    const centre = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: vendor.cookie },
    });
    expect(JSON.stringify(centre.json())).toContain(title);
  });

  it("keeps an English account's notices in English, word for word", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'DJ Mohan' });
    const user = await signedIn(t.app, 'user');
    await enquire(t.app, user.cookie, listingId, { eventDate: '2027-01-15', budgetRupees: 125000 });
    const title = 'New enquiry for DJ Mohan from Asha Verma';
    await vi.waitFor(
      () =>
        expect(
          mailsTo(vendor.account.email).filter((m) => m.headers.get('subject') === title),
        ).toHaveLength(1),
      WAIT,
    );
    const mail = mailsTo(vendor.account.email).find((m) => m.headers.get('subject') === title);
    expect(mail?.text).toContain('Wedding on 15 Jan 2027 in Jaipur, 300 guests, budget ₹1,25,000.');
    expect(mail?.text).toContain('Open it on Mandap: https://mandap.example/enquiries?enquiry=');
  });

  it("answers a visitor's grievance in the language it was sent in", async () => {
    const email = `kavya.${Date.now().toString(36)}@example.in`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      headers: { 'accept-language': 'hi' },
      payload: {
        name: 'Kavya Rao',
        email,
        subject: 'listing',
        details: 'The listing shows photos of another venue, not the one we visited in Jaipur.',
      },
      remoteAddress: signupAddress(),
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json() as { reference: string };
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), WAIT);
    const [mail] = mailsTo(email);
    expect(mail?.headers.get('subject')).toBe(`आपकी शिकायत ${reference} हमें मिल गई है`);
    expect(mail?.text).toContain('एक लिस्टिंग के बारे में आपकी शिकायत हमें');
    expect(mail?.text).toMatch(
      /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}, /,
    );
    expect(mail?.text).toContain('Test Grievance Officer, शिकायत अधिकारी, मंडप');
  });
});
