import {
  type SessionReply,
  USER_MESSAGES,
  VENDOR_LOGIN_MESSAGES,
} from '@mandap/shared/schemas/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  EMPTY_SEARCH_REPLY,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  USER,
  USER_SESSION,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { emptyVendorHome } from '@/test/vendor-home-data';

const email = () => screen.getByLabelText('Email', { selector: 'input' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

async function signInWith(
  user: UserEvent,
  values = { email: VENDOR.email, password: 'shaadi@2025' },
) {
  await user.type(email(), values.email);
  await user.type(password(), values.password);
  await user.click(signIn());
}

/** A fake server whose session becomes `after` once the login route answers 200. */
function loginServer(role: 'vendor' | 'user', loginReply?: FakeHandler) {
  let session: SessionReply = { role: null };
  const after = role === 'vendor' ? VENDOR_SESSION : USER_SESSION;
  return fakeApi({
    'GET /api/session': () => json(200, session),
    // A signed-in user lands on the marketplace search (/Vendors), a vendor on their home.
    'GET /api/search': () => json(200, EMPTY_SEARCH_REPLY),
    'GET /api/vendor/home': () => json(200, emptyVendorHome()),
    'GET /api/inbox/counts': () =>
      json(200, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 }),
    [`POST /api/${role}/login`]:
      loginReply ??
      (() => {
        session = after;
        return json(200, role === 'vendor' ? { vendor: VENDOR } : { user: USER });
      }),
  });
}

async function openVendorLogin(path = '/VendorLogin') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Vendor Login' });
  return { ...view, user: userEvent.setup() };
}

describe('vendor login', () => {
  it('has the heading, subtitle, fields, Sign in and the link to register', async () => {
    await openVendorLogin();
    expect(screen.getByText('Sign in to access your vendor dashboard')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a Vendor' })).toHaveAttribute(
      'href',
      '/VendorRegistration',
    );
    expect(document.title).toBe('Vendor Login · Mandap');
  });

  it('asks for both fields before sending anything', async () => {
    const api = loginServer('vendor');
    const { user } = await openVendorLogin();
    await user.click(signIn());
    // The first check loads the schema (not part of the page's first view): its messages follow.
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Email is required'));
    expect(password()).toHaveAccessibleDescription('Password is required');
    await user.type(email(), 'not-an-email');
    await user.click(signIn());
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Invalid email address'));
    expect(api.calls('POST /api/vendor/login')).toHaveLength(0);
  });

  it('reads Processing and is disabled while sending', async () => {
    const reply = deferredReply();
    const api = loginServer('vendor', reply.handler);
    const { user } = await openVendorLogin();
    await signInWith(user);
    const button = await screen.findByRole('button', { name: 'Processing' });
    expect(button).toBeDisabled();
    expect(api.calls('POST /api/vendor/login')[0]?.body).toEqual({
      email: VENDOR.email,
      password: 'shaadi@2025',
    });
    reply.resolve(json(401, { message: 'Invalid credentials', kind: 'auth' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each([
    [
      'a wrong password highlights both fields',
      () => json(401, { message: 'Invalid credentials', kind: 'auth' }),
      VENDOR_LOGIN_MESSAGES.auth,
      { email: true, password: true },
    ],
    [
      'an unknown account highlights the email',
      () => json(401, { message: 'Account not found', kind: 'account' }),
      VENDOR_LOGIN_MESSAGES.account,
      { email: true, password: false },
    ],
    [
      'too many attempts shows the server message',
      () =>
        json(
          429,
          {
            message: 'Too many failed sign-in attempts. Please try again in 12 minutes.',
            kind: 'rate_limited',
          },
          { 'retry-after': '720' },
        ),
      'Too many failed sign-in attempts. Please try again in 12 minutes.',
      { email: false, password: false },
    ],
    [
      'a server error is a connection error',
      () => json(500, { message: 'Something went wrong on our side. Please try again.' }),
      VENDOR_LOGIN_MESSAGES.server,
      { email: false, password: false },
    ],
    [
      'a gateway page is a connection error',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      VENDOR_LOGIN_MESSAGES.server,
      { email: false, password: false },
    ],
    [
      'no answer is a connection error',
      () => networkFailure(),
      VENDOR_LOGIN_MESSAGES.server,
      { email: false, password: false },
    ],
    [
      'another refusal shows the server message',
      () => json(403, { message: 'This request came from another site and was refused.' }),
      'This request came from another site and was refused.',
      { email: false, password: false },
    ],
    [
      'another refusal without a message is a general failure',
      () => new Response('', { status: 404 }),
      VENDOR_LOGIN_MESSAGES.general,
      { email: false, password: false },
    ],
  ])('%s', async (_case, reply, message, invalid) => {
    loginServer('vendor', reply);
    const { user, router } = await openVendorLogin();
    await signInWith(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    for (const [input, expected] of [
      [email(), invalid.email],
      [password(), invalid.password],
    ] as const) {
      if (expected) expect(input).toHaveAttribute('aria-invalid', 'true');
      else expect(input).not.toHaveAttribute('aria-invalid');
    }
    expect(router.state.location.pathname).toBe('/VendorLogin');
  });

  it('clears the error and the highlight when either field is edited', async () => {
    loginServer('vendor', () => json(401, { message: 'Invalid credentials', kind: 'auth' }));
    const { user } = await openVendorLogin();
    await signInWith(user);
    await screen.findByRole('alert');
    await user.type(password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(password()).not.toHaveAttribute('aria-invalid');

    await user.click(signIn());
    await screen.findByRole('alert');
    await user.type(email(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to the vendor home after signing in (issue 31)', async () => {
    loginServer('vendor');
    const { user, router } = await openVendorLogin();
    await signInWith(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor home' })).toBeVisible();
    expect(
      await screen.findByText('Nothing waiting — new enquiries appear here.'),
    ).toBeInTheDocument();
    // Signed in: the navbar offers My Account.
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'My Account',
      }),
    ).toBeInTheDocument();
  });

  it('goes back to the page named by redirectTo', async () => {
    const api = loginServer('vendor');
    // The payment page asks for the listing's order; an order deferred keeps it initializing.
    api.on('POST /api/vendor/listings/7/order', () => new Promise<Response>(() => {}));
    const { user, router } = await openVendorLogin(
      '/VendorLogin?redirectTo=%2Fpayment%3Fservice_id%3D7%26vendor_id%3DVND-7K3M9QX2',
    );
    await signInWith(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?service_id=7&vendor_id=VND-7K3M9QX2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Initializing Payment...' }),
    ).toBeVisible();
  });

  it.each(['//evil.com', 'https://evil.com/steal', '/\\evil.com', '/VendorLogin'])(
    'ignores the unsafe redirectTo %s and goes to the vendor home',
    async (redirectTo) => {
      loginServer('vendor');
      const { user, router } = await openVendorLogin(
        `/VendorLogin?${new URLSearchParams({ redirectTo })}`,
      );
      await signInWith(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-home'));
    },
  );

  it('carries redirectTo to the registration link', async () => {
    await openVendorLogin('/VendorLogin?redirectTo=%2FVendorProfile');
    expect(screen.getByRole('link', { name: 'Register as a Vendor' })).toHaveAttribute(
      'href',
      '/VendorRegistration?redirectTo=%2FVendorProfile',
    );
  });

  it('sends a signed-in vendor on at once', async () => {
    fakeApi({ 'GET /api/session': () => json(200, VENDOR_SESSION) });
    const { router } = renderRoute('/VendorLogin?redirectTo=%2FVendorList%2FDJRegister');
    await waitFor(() => expect(router.state.location.pathname).toBe('/VendorList/DJRegister'));
    expect(screen.queryByRole('heading', { name: 'Vendor Login' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user sign in as a vendor', async () => {
    fakeApi({ 'GET /api/session': () => json(200, USER_SESSION) });
    await openVendorLogin();
    expect(signIn()).toBeEnabled();
  });
});

describe('user login', () => {
  async function openUserLogin(path = '/UserLogin') {
    const view = renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'User Login' });
    return { ...view, user: userEvent.setup() };
  }

  it('has its subtitle, the link to register and the way to the vendor login', async () => {
    await openUserLogin('/UserLogin?redirectTo=%2Fprofile');
    expect(screen.getByText('Sign in to plan your event')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a User' })).toHaveAttribute(
      'href',
      '/UserRegister?redirectTo=%2Fprofile',
    );
    expect(screen.getByText(/Are you a vendor\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendor Login' })).toHaveAttribute(
      'href',
      '/VendorLogin?redirectTo=%2Fprofile',
    );
    expect(document.title).toBe('User Login · Mandap');
  });

  it.each([
    [
      'the server message',
      () => json(401, { message: 'Invalid credentials', kind: 'auth' }),
      'Invalid credentials',
    ],
    [
      'the fallback without one',
      () => new Response('', { status: 401 }),
      USER_MESSAGES.loginFallback,
    ],
    ['the network message', () => networkFailure(), USER_MESSAGES.loginNetwork],
  ])('shows %s', async (_case, reply, message) => {
    loginServer('user', reply);
    const { user } = await openUserLogin();
    await signInWith(user, { email: USER.email, password: 'wrong-pass1!' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('goes to /Vendors after signing in', async () => {
    const api = loginServer('user');
    const { user, router } = await openUserLogin();
    await signInWith(user, { email: USER.email, password: 'shaadi@2025' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Vendors'));
    expect(api.calls('POST /api/user/login')).toHaveLength(1);
  });

  it('sends a signed-in user to /Vendors at once', async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/search': () => json(200, EMPTY_SEARCH_REPLY),
    });
    const { router } = renderRoute('/UserLogin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Vendors'));
  });
});
