import { LIMITS } from '@mandap/shared/limits';
import { PRIVACY_NOTICE_VERSION, SIGN_UP_CONSENT_TEXTS } from '@mandap/shared/privacy-notice';
import { USER_MESSAGES } from '@mandap/shared/schemas/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, networkFailure } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** The message shown beside a field: the describing element whose id marks it as the error. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

async function fill(user: UserEvent, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

const VALID = {
  Name: 'Asha Verma',
  Email: 'Asha@Example.in',
  Phone: '9876543210',
  Password: 'shaadi@2025',
};

const submit = () => screen.getByRole('button', { name: 'Create Account' });

const adultBox = () => screen.getByRole('checkbox', { name: 'I am 18 or older' });
const noticeBox = () =>
  screen.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' });
const marketingBox = () =>
  screen.getByRole('checkbox', { name: SIGN_UP_CONSENT_TEXTS.marketingLabel });

/** The four fields filled with valid values, 18+ and the privacy notice ticked (issue 29). */
async function fillValid(user: UserEvent) {
  await fill(user, VALID);
  await user.click(adultBox());
  await user.click(noticeBox());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('vendor registration', () => {
  async function open() {
    const view = renderRoute('/VendorRegistration');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
    return { ...view, user: userEvent.setup() };
  }

  it('has the heading, a Sign in link to the vendor login and the four fields', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/VendorLogin');
    for (const label of ['Name', 'Email', 'Phone', 'Password']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Vendor Registration · Mandap');
    // Whom the account is for, and the way to the other side's form (decision 0082).
    expect(
      screen.getByText('A vendor account, to list your services and answer couples.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register as a User' })).toHaveAttribute(
      'href',
      '/UserRegister',
    );
  });

  it('shows each required message beside its field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await open();
    await user.click(submit());
    expect(errorOf(field('Name'))).toBe('Name is required');
    expect(errorOf(field('Email'))).toBe('Email is required');
    expect(errorOf(field('Phone'))).toBe('Phone number is required');
    expect(errorOf(field('Password'))).toBe('Password is required');
    for (const label of ['Name', 'Email', 'Phone', 'Password']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Name')).toHaveFocus();
    expect(api.calls('POST /api/vendor/register')).toHaveLength(0);
  });

  it.each([
    ['Name', 'A', 'Name must be at least 2 characters'],
    ['Name', 'Asha 2', 'Name should only contain letters and spaces'],
    ['Email', 'asha@example', 'Invalid email address'],
    ['Phone', '98765', 'Please enter a valid 10-digit phone number: this one has 5 digits.'],
    [
      'Phone',
      '+1 415 555 0100',
      'Please enter a valid 10-digit phone number: only Indian (+91) numbers are accepted.',
    ],
    ['Phone', '98765abcde', 'Please enter a valid 10-digit phone number'],
    ['Password', 'ab1!', 'Must be at least 8 characters'],
    ['Password', 'abcdefg!', 'Must contain a number'],
    ['Password', '1234567!', 'Must contain a letter'],
    ['Password', 'abcdefg1', 'Must contain a special character'],
  ])('%s %j: %s', async (label, value, message) => {
    const { user } = await open();
    await fill(user, { ...VALID, [label]: value });
    await user.click(submit());
    expect(errorOf(field(label))).toBe(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    const others = Object.keys(VALID).filter((other) => other !== label);
    for (const other of others) expect(field(other)).not.toHaveAttribute('aria-invalid');
  });

  it('moves the strength bar through 0, 25, 50, 75 and 100 and ticks the rules', async () => {
    const { user } = await open();
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    expect(rules).toHaveTextContent('Must be at least 8 characters');
    expect(rules).toHaveTextContent('Must contain a special character');

    for (const [value, strength] of [
      ['a', '25'],
      ['abcdefgh', '50'],
      ['abcdefg1', '75'],
      ['abcdef1!', '100'],
      ['', '0'],
    ] as const) {
      await fill(user, { Password: value });
      expect(bar).toHaveAttribute('aria-valuenow', strength);
      expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(Number(strength) / 25);
    }
  });

  it('shows and hides the password', async () => {
    const { user } = await open();
    await fill(user, { Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Password')).toHaveValue('secret');
  });

  it('shows a taken email beside the email field', async () => {
    fakeApi({
      'POST /api/vendor/register': () =>
        json(409, { message: EMAIL_TAKEN, fieldErrors: { email: EMAIL_TAKEN } }),
    });
    const { user, router } = await open();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(errorOf(field('Email'))).toBe(EMAIL_TAKEN));
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/VendorRegistration');
  });

  it('shows the server field messages of a 400 beside their fields', async () => {
    fakeApi({
      'POST /api/vendor/register': () =>
        json(400, {
          message: 'Please correct the errors in the form',
          fieldErrors: { phone: 'Please enter a valid 10-digit phone number' },
        }),
    });
    const { user } = await open();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(field('Phone'))).toBe('Please enter a valid 10-digit phone number'),
    );
  });

  it('asks for 18 or older and the privacy notice, with marketing e-mails unticked', async () => {
    const api = fakeApi();
    const { user } = await open();
    expect(adultBox()).not.toBeChecked();
    expect(noticeBox()).not.toBeChecked();
    expect(marketingBox()).not.toBeChecked();
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await fill(user, VALID);
    await user.click(submit());
    expect(errorOf(adultBox())).toBe(SIGN_UP_CONSENT_TEXTS.adultRequired);
    expect(errorOf(noticeBox())).toBe(SIGN_UP_CONSENT_TEXTS.noticeRequired);
    expect(adultBox()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(marketingBox())).toBeNull();
    expect(adultBox()).toHaveFocus();
    expect(api.calls('POST /api/vendor/register')).toHaveLength(0);

    // 18 or older alone is not enough: the notice must be accepted too.
    await user.click(adultBox());
    await user.click(submit());
    expect(errorOf(noticeBox())).toBe(SIGN_UP_CONSENT_TEXTS.noticeRequired);
    expect(api.calls('POST /api/vendor/register')).toHaveLength(0);
  });

  it('sends the marketing choice when ticked, and shows the server refusing an old notice', async () => {
    const api = fakeApi({
      'POST /api/vendor/register': () =>
        json(400, {
          message: 'Please correct the errors in the form',
          fieldErrors: { noticeAccepted: SIGN_UP_CONSENT_TEXTS.noticeOutdated },
        }),
    });
    const { user } = await open();
    await fillValid(user);
    await user.click(marketingBox());
    await user.click(submit());
    await waitFor(() => expect(errorOf(noticeBox())).toBe(SIGN_UP_CONSENT_TEXTS.noticeOutdated));
    expect(api.calls('POST /api/vendor/register')[0]?.body).toMatchObject({
      ageConfirmed: true,
      noticeAccepted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      marketingEmails: true,
    });
  });

  it('registers, says so and goes to the vendor login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      'POST /api/vendor/register': ({ body }) =>
        json(201, { vendor: { vendorUniqueId: 'VND-1', ...(body as object) } }),
    });
    const view = renderRoute('/VendorRegistration');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
    await fillValid(user);
    await user.click(submit());

    expect(
      await screen.findByText('Registration successful! Redirecting to login...'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/vendor/register')[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      password: 'shaadi@2025',
      ageConfirmed: true,
      noticeAccepted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      marketingEmails: false,
    });
    expect(submit()).toBeDisabled();

    act(() => vi.advanceTimersByTime(LIMITS.redirectAfterRegistrationMs - 500));
    expect(view.router.state.location.pathname).toBe('/VendorRegistration');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/VendorLogin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeVisible();
    // The email just registered is filled in.
    expect(field('Email')).toHaveValue('asha@example.in');
  });
});

describe('user registration', () => {
  async function open() {
    const view = renderRoute('/UserRegister');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account (As A user)' });
    return { ...view, user: userEvent.setup() };
  }

  it('has a Sign in link to the user login', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/UserLogin');
    expect(document.title).toBe('User Registration · Mandap');
    expect(
      screen.getByText(
        'For couples and families planning a wedding or event: shortlist and contact vendors.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register as a Vendor' })).toHaveAttribute(
      'href',
      '/VendorRegistration',
    );
  });

  it('sends to the user endpoint and goes to the user login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      'POST /api/user/register': () =>
        json(201, { user: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' } }),
    });
    const view = renderRoute('/UserRegister');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account (As A user)' });
    await fillValid(user);
    await user.click(submit());
    await screen.findByText('Registration successful! Redirecting to login...');
    expect(api.calls('POST /api/user/register')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(LIMITS.redirectAfterRegistrationMs + 100));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/UserLogin'));
  });

  it.each([
    [
      'the server message',
      () => json(400, { message: 'Registrations are paused today.' }),
      'Registrations are paused today.',
    ],
    [
      'the fallback when the reply has no message',
      () => new Response('<html></html>', { status: 502 }),
      USER_MESSAGES.registrationFallback,
    ],
    [
      'the network message when no answer came',
      () => networkFailure(),
      USER_MESSAGES.registrationNetwork,
    ],
  ])('shows %s', async (_case, reply, message) => {
    fakeApi({ 'POST /api/user/register': reply });
    const { user } = await open();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(submit()).toBeEnabled();
  });
});
