import type { SessionReply } from '@mandap/shared/schemas/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  EMPTY_SEARCH_REPLY,
  fakeApi,
  json,
  USER,
  USER_SESSION,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const location = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('vendor guard', () => {
  it.each([
    ['/VendorProfile', '/VendorLogin?redirectTo=%2FVendorProfile'],
    ['/VendorList/Hotelregister', '/VendorLogin?redirectTo=%2FVendorList%2FHotelregister'],
    ['/services', '/VendorLogin?redirectTo=%2Fservices'],
    [
      '/payment?service_id=1&vendor_id=VND-1',
      '/VendorLogin?redirectTo=%2Fpayment%3Fservice_id%3D1%26vendor_id%3DVND-1',
    ],
    ['/analytics', '/VendorLogin?redirectTo=%2Fanalytics'],
  ])('sends a visitor from %s to %s', async (path, login) => {
    const { router } = renderRoute(path);
    await waitFor(() => expect(location(router)).toBe(login));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeVisible();
  });

  it('tells a signed-in couple the page is for vendors, with their account and a vendor sign-in', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'POST /api/session/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderRoute('/VendorProfile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for vendors' }),
    ).toBeVisible();
    expect(location(router)).toBe('/VendorProfile');
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and sign in as a vendor' }));
    await waitFor(() => expect(location(router)).toBe('/VendorLogin?redirectTo=%2FVendorProfile'));
    expect(api.calls('POST /api/session/logout')).toHaveLength(1);
  });

  it('shows a loading state, not the page, while the session loads', async () => {
    const reply = deferredReply();
    fakeApi({ 'GET /api/session': reply.handler });
    const { router } = renderRoute('/VendorList/DJRegister');
    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    reply.resolve(json(200, VENDOR_SESSION));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Services Registration' }),
    ).toBeVisible();
    expect(location(router)).toBe('/VendorList/DJRegister');
  });

  it('treats a session that cannot be read as signed out', async () => {
    fakeApi({ 'GET /api/session': () => json(500, { message: 'Something went wrong' }) });
    const { router } = renderRoute('/VendorProfile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/VendorLogin'));
  });

  it('leaves the public pages open', async () => {
    fakeApi({ 'GET /api/search': () => json(200, EMPTY_SEARCH_REPLY) });
    for (const [path, title] of [
      ['/VendorList', 'Vendors'],
      ['/Vendors', 'Wedding vendors'],
      ['/terms-and-conditions', 'Terms and Conditions'],
      ['/', 'Find the perfect vendors for your big day'],
    ] as const) {
      const view = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });
});

describe('account guard (/profile)', () => {
  it('sends a visitor to the user login, which offers the vendor login', async () => {
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(location(router)).toBe('/UserLogin?redirectTo=%2Fprofile'));
    expect(await screen.findByRole('link', { name: 'Vendor Login' })).toHaveAttribute(
      'href',
      '/VendorLogin?redirectTo=%2Fprofile',
    );
  });

  it("shows a user's account", async () => {
    fakeApi({ 'GET /api/session': () => json(200, USER_SESSION) });
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(USER.name)).toBeInTheDocument();
    // The e-mail and the phone are in the account page's Profile section (issue 29).
    expect(main.getAllByText(USER.email).length).toBeGreaterThan(0);
    expect(main.getByLabelText('Phone')).toHaveValue(USER.phone);
    expect(main.getByText('User account')).toBeInTheDocument();
    expect(main.queryByText('Vendor ID')).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: /Vendor Portal/ })).not.toBeInTheDocument();
  });

  it("shows a vendor's account with the Vendor ID and the way to the portal", async () => {
    fakeApi({ 'GET /api/session': () => json(200, VENDOR_SESSION) });
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Vendor account')).toBeInTheDocument();
    expect(main.getByText(VENDOR.vendorUniqueId)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Go to Vendor Portal' })).toHaveAttribute(
      'href',
      '/VendorProfile',
    );
  });

  it('logs a user out to the user login', async () => {
    let session: SessionReply = USER_SESSION;
    const api = fakeApi({
      'GET /api/session': () => json(200, session),
      'POST /api/session/logout': () => {
        session = { role: null };
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location(router)).toBe('/UserLogin'));
    expect(api.calls('POST /api/session/logout')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });
});

describe('navbar My Account', () => {
  it.each([
    ['a vendor', VENDOR_SESSION, true],
    ['a user', USER_SESSION, true],
    ['nobody', { role: null } satisfies SessionReply, false],
  ])('shows for %s: %s', async (_who, session, shown) => {
    fakeApi({ 'GET /api/session': () => json(200, session) });
    renderRoute('/VendorList');
    await screen.findByRole('heading', { level: 1, name: 'Vendors' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    if (shown) {
      expect(await nav.findByRole('link', { name: 'My Account' })).toHaveAttribute(
        'href',
        '/profile',
      );
    } else {
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(nav.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    }
  });
});
