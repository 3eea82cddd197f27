import { LIMITS } from '@mandap/shared/limits';
import { PROFILE_MESSAGES, type SessionReply } from '@mandap/shared/schemas/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const NO_COUNTS = { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 };

function portalServer(put?: FakeHandler, counts = NO_COUNTS) {
  let session: SessionReply = VENDOR_SESSION;
  return fakeApi({
    'GET /api/session': () => json(200, session),
    'GET /api/inbox/counts': () => json(200, counts),
    'GET /api/vendor/profile': () => json(200, VENDOR),
    'PUT /api/vendor/profile': put ?? (({ body }) => json(200, { ...VENDOR, ...(body as object) })),
    'POST /api/session/logout': () => {
      session = { role: null };
      return new Response(null, { status: 204 });
    },
  });
}

async function openPortal(user: UserEvent = userEvent.setup()) {
  const view = renderRoute('/VendorProfile');
  await screen.findByRole('heading', { level: 2, name: 'Edit Your Profile' });
  return { ...view, user };
}

const form = () => within(screen.getByRole('region', { name: 'Edit Your Profile' }));
const field = (label: string) => form().getByLabelText(label);
const save = () => form().getByRole('button', { name: 'Save Changes' });
const successToast = () => screen.getAllByRole('status').find((el) => el.textContent !== '');

afterEach(() => {
  vi.useRealTimers();
});

describe('vendor portal', () => {
  it('says it is loading the profile, then shows it', async () => {
    const profile = deferredReply();
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': () => json(200, NO_COUNTS),
      'GET /api/vendor/profile': profile.handler,
    });
    renderRoute('/VendorProfile');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    profile.resolve(json(200, VENDOR));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, Asha' })).toBeVisible();
    expect(screen.queryByText('Loading your profile...')).not.toBeInTheDocument();
  });

  it('has the heading, the menu, the details and a copyright line', async () => {
    portalServer();
    await openPortal();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Portal' })).toBeVisible();
    const menu = within(screen.getByRole('navigation', { name: 'Vendor menu' }));
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Add Services' })).toHaveAttribute('href', '/VendorList');
    expect(menu.getByRole('link', { name: 'Manage Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(menu.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', '/enquiries');
    expect(menu.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(menu.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(menu.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/vendor-reviews');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const welcome = within(screen.getByRole('region', { name: 'Welcome, Asha' }));
    const term = (name: string) => welcome.getByText(name, { selector: 'dt' });
    expect(term('Vendor ID').nextElementSibling).toHaveTextContent(VENDOR.vendorUniqueId);
    expect(term('Email').nextElementSibling).toHaveTextContent(VENDOR.email);
    expect(term('Phone').nextElementSibling).toHaveTextContent(VENDOR.phone);
    // The avatar's initial is decoration: the name is in the text.
    expect(welcome.getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/© \d{4} Mandap Vendor Portal/)).toBeInTheDocument();
    expect(document.title).toBe('Vendor Portal · Mandap');
  });

  it('shows new enquiries and unread messages on the Enquiries entry', async () => {
    portalServer(undefined, { unreadMessages: 3, unreadNotifications: 1, newEnquiries: 2 });
    await openPortal();
    const menu = within(screen.getByRole('navigation', { name: 'Vendor menu' }));
    expect(await menu.findByRole('link', { name: 'Enquiries, 2 new, 3 unread' })).toHaveAttribute(
      'href',
      '/enquiries',
    );
  });

  it('shows only what there is on the Enquiries entry', async () => {
    portalServer(undefined, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 1 });
    await openPortal();
    const menu = within(screen.getByRole('navigation', { name: 'Vendor menu' }));
    expect(await menu.findByRole('link', { name: 'Enquiries, 1 new' })).toBeInTheDocument();
  });

  it('fills the edit form with the profile; the e-mail is changed from My Account only', async () => {
    portalServer();
    await openPortal();
    expect(field('Name')).toHaveValue(VENDOR.name);
    expect(field('Phone')).toHaveValue(VENDOR.phone);
    // Decision 0068: an address changes only through a link sent to it.
    expect(form().queryByLabelText('Email')).not.toBeInTheDocument();
    expect(form().getByText(VENDOR.email)).toBeVisible();
    expect(
      form().getByRole('link', { name: 'Change your e-mail address on My Account' }),
    ).toHaveAttribute('href', '/profile');
  });

  it('checks the fields before saving', async () => {
    const api = portalServer();
    const { user } = await openPortal();
    await user.clear(field('Name'));
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '12345');
    await user.click(save());
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Phone')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit phone number: this one has 5 digits.',
    );
    expect(api.calls('PUT /api/vendor/profile')).toHaveLength(0);
  });

  it('saves, shows the success toast for 3 seconds and updates the welcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = portalServer();
    const { user } = await openPortal(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Meera Iyer');
    await user.click(save());

    await waitFor(() => expect(successToast()).toHaveTextContent(PROFILE_MESSAGES.saved));
    expect(api.calls('PUT /api/vendor/profile')[0]?.body).toEqual({
      name: 'Meera Iyer',
      phone: VENDOR.phone,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Meera' })).toBeVisible();

    act(() => vi.advanceTimersByTime(LIMITS.toastMs - 500));
    expect(successToast()).toHaveTextContent(PROFILE_MESSAGES.saved);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText(PROFILE_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => json(500, { message: 'Something went wrong on our side.' })],
    ['no answer', () => networkFailure()],
  ])('shows the error toast on %s', async (_case, reply) => {
    portalServer(reply);
    const { user } = await openPortal();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.failed);
  });

  it('logs out to the vendor login, and the portal then needs a login again', async () => {
    const api = portalServer();
    const { user, router } = await openPortal();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Vendor menu' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/VendorLogin'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeVisible();
    expect(api.calls('POST /api/session/logout')).toHaveLength(1);

    await act(() => router.navigate('/VendorProfile'));
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2FVendorProfile'));
  });

  it('sends the vendor to log in when the profile says the session has ended', async () => {
    let session: SessionReply = VENDOR_SESSION;
    fakeApi({
      'GET /api/session': () => json(200, session),
      'GET /api/inbox/counts': () => json(200, NO_COUNTS),
      'GET /api/vendor/profile': () => {
        session = { role: null };
        return json(401, { message: 'Please sign in as a vendor.' });
      },
    });
    const { router } = renderRoute('/VendorProfile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/VendorLogin'));
  });
});
