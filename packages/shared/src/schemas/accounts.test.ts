import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, SIGN_UP_CONSENT_TEXTS } from '../privacy-notice';
import { LoginSchema, RegisterSchema, UpdateProfileSchema } from './accounts';
import { passwordStrength } from './fields';

// What sign-up also asks (issue 29, decision 0071): 18 or older, the notice in force accepted.
const consents = {
  ageConfirmed: true,
  noticeAccepted: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  marketingEmails: false,
};

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Shaadi@2026',
  ...consents,
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);
}

describe('RegisterSchema (spec 5)', () => {
  it('accepts a valid registration and lower-cases the email', () => {
    const parsed = RegisterSchema.parse({
      ...valid,
      email: ' Asha@Example.IN ',
      name: ' Asha Verma ',
    });
    expect(parsed).toEqual({ ...valid, email: 'asha@example.in' });
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ name: 'A' }, 'name: Name must be at least 2 characters'],
    [{ name: 'Asha_V' }, 'name: Name should only contain letters and spaces'],
    [{ name: 'आशा वर्मा' }, null],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'asha.example.in' }, 'email: Invalid email address'],
    [{ email: 'asha@example' }, 'email: Invalid email address'],
    [{ phone: '' }, 'phone: Phone number is required'],
    [
      { phone: '987654321' },
      'phone: Please enter a valid 10-digit phone number: this one has 9 digits.',
    ],
    [
      { phone: '98765432101' },
      'phone: Please enter a valid 10-digit phone number: this one has 11 digits.',
    ],
    [{ phone: '98765abcde' }, 'phone: Please enter a valid 10-digit phone number'],
    [{ password: '' }, 'password: Password is required'],
  ])('%j -> %s', (change, message) => {
    const result = RegisterSchema.safeParse({ ...valid, ...change });
    expect(messages(result)).toEqual(message ? [message] : []);
  });

  it('lists every unmet password rule', () => {
    expect(messages(RegisterSchema.safeParse({ ...valid, password: 'abc' }))).toEqual([
      'password: Must be at least 8 characters',
      'password: Must contain a number',
      'password: Must contain a special character',
    ]);
    expect(messages(RegisterSchema.safeParse({ ...valid, password: '12345678' }))).toEqual([
      'password: Must contain a letter',
      'password: Must contain a special character',
    ]);
  });

  it('reports a missing field with its required message', () => {
    expect(messages(RegisterSchema.safeParse({}))).toEqual([
      'name: Name is required',
      'email: Email is required',
      'phone: Phone number is required',
      'password: Password is required',
      `ageConfirmed: ${SIGN_UP_CONSENT_TEXTS.adultRequired}`,
      `noticeAccepted: ${SIGN_UP_CONSENT_TEXTS.noticeRequired}`,
      // The form always sends the version it showed: only a hand-made request lacks it.
      expect.stringMatching(/^noticeVersion: /),
    ]);
  });

  it('requires 18 or older and the notice accepted; marketing e-mails stay optional', () => {
    expect(messages(RegisterSchema.safeParse({ ...valid, ageConfirmed: false }))).toEqual([
      `ageConfirmed: ${SIGN_UP_CONSENT_TEXTS.adultRequired}`,
    ]);
    expect(messages(RegisterSchema.safeParse({ ...valid, noticeAccepted: false }))).toEqual([
      `noticeAccepted: ${SIGN_UP_CONSENT_TEXTS.noticeRequired}`,
    ]);
    const { marketingEmails: _omitted, ...withoutMarketing } = valid;
    expect(RegisterSchema.parse(withoutMarketing).marketingEmails).toBe(false);
  });
});

describe('passwordStrength (spec 5)', () => {
  it.each([
    ['', 0],
    ['a', 25],
    ['a1', 50],
    ['a1!', 75],
    ['abcdefg1!', 100],
    ['12345678', 50],
    ['!!!!!!!!', 50],
  ])('%j -> %i', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('LoginSchema and UpdateProfileSchema', () => {
  it('requires email and password, and does not trim the password', () => {
    expect(messages(LoginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email: Email is required',
      'password: Password is required',
    ]);
    expect(LoginSchema.parse({ email: 'A@B.in', password: ' x ' })).toEqual({
      email: 'a@b.in',
      password: ' x ',
    });
  });

  it('edits a profile with the registration formats; the e-mail changes only by its link', () => {
    expect(messages(UpdateProfileSchema.safeParse({ name: '', email: '', phone: '' }))).toEqual([
      'name: Name is required',
      'phone: Phone number is required',
    ]);
    // An e-mail sent with it is dropped (decision 0068: POST /api/account/email moves it).
    expect(
      UpdateProfileSchema.parse({ name: 'Asha', email: 'x@example.in', phone: '9876543210' }),
    ).toEqual({ name: 'Asha', phone: '9876543210' });
  });
});
