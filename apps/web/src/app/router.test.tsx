import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoryLabel } from '@/lib/categories';
import {
  type FakeHandler,
  fakeApi,
  json,
  USER_SESSION,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { listingDetail } from '@/test/listing';
import { renderRoute } from '@/test/render-route';

const main = () => screen.getByRole('main');

const LISTING_41 = listingDetail();

// A signed-in person's navbar and bottom bar ask for unread counts (issue 15).
const counts: FakeHandler = () =>
  json(200, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 });

describe('routes', () => {
  // The vendor pages are behind the vendor guard (guards.test.tsx): these tests sign a vendor in.
  beforeEach(() => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': counts,
    });
  });

  it.each(CATEGORIES.map((c) => [c.route, c.formTitle, categoryLabel(c.slug)] as const))(
    '%s opens its form: %s',
    async (route, formTitle, title) => {
      renderRoute(route);
      expect(await screen.findByRole('heading', { level: 1, name: formTitle })).toBeInTheDocument();
      expect(within(main()).getByText(title)).toBeInTheDocument();
    },
  );

  it('ignores case and a trailing slash: the directory card path opens the Entertainment form', async () => {
    renderRoute('/VendorList/EntertainMentRegister/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Services Registration' }),
    ).toBeInTheDocument();
    expect(within(main()).getByText('Entertainment')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Entertainment: Services Registration · Mandap'),
    );
  });

  it('shows Photo & Video Services Registration for the photo form', async () => {
    renderRoute('/vendorlist/PHOTVIDEO');
    expect(
      await screen.findByRole('heading', { name: 'Photo & Video Services Registration' }),
    ).toBeInTheDocument();
    expect(within(main()).getByText('Photo Video')).toBeInTheDocument();
  });

  it('opens the directory at /vendorlist', async () => {
    renderRoute('/vendorlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
  });

  it.each(['/Services', '/services', '/SERVICES/'])('%s is the list of listings', async (path) => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': counts,
      'GET /api/vendor/listings': () => json(200, { listings: [] }),
    });
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Details' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No service data available.')).toBeInTheDocument();
  });

  it.each([
    ['/ServiceDetails?data=Shaadi%20Studio&vendor=VND-1', 'Service Details'],
    ['/edit-hotel?data=Shaadi&vendor=VND-1', 'Edit Service'],
    ['/editMedia', 'Edit Media'],
    ['/EditServices?firm_name=Shaadi', 'Submit Your Service'],
  ])('%s opens its screen, which asks for a listing id', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/No service selected/);
  });

  it('/analytics opens the analytics screen', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': counts,
      'GET /api/vendor/analytics': () =>
        json(200, {
          from: '2026-03-15',
          to: '2026-03-15',
          days: [
            {
              day: '2026-03-15',
              views: 4,
              appearances: 9,
              enquiries: 1,
              shortlists: 0,
              enquiryRate: 25,
            },
          ],
          totals: { views: 4, appearances: 9, enquiries: 1, shortlists: 0, enquiryRate: 25 },
          previous: { views: 0, appearances: 0, enquiries: 0, shortlists: 0, enquiryRate: null },
          listings: [],
        }),
    });
    renderRoute('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(
      await within(main()).findByRole('region', { name: 'Storefront views' }),
    ).toHaveTextContent('4');
    expect(within(main()).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it.each([
    ['/VendorLogin', 'Vendor Login'],
    ['/VendorRegistration', 'Create Your Account'],
    ['/UserLogin', 'User Login'],
    ['/UserRegister', 'Create Your Account (As A user)'],
  ])('%s shows %s to a visitor', async (path, title) => {
    fakeApi();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/VendorProfile', 'Vendor Portal'],
    ['/profile', 'My Account'],
  ])('%s shows %s to a signed-in vendor', async (path, title) => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': counts,
      'GET /api/vendor/profile': () => json(200, VENDOR),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/chat', USER_SESSION, 'Chat'],
    ['/Chat/', VENDOR_SESSION, 'Chat'],
    ['/notifications', USER_SESSION, 'Notifications'],
    ['/notifications', VENDOR_SESSION, 'Notifications'],
    ['/enquiries', VENDOR_SESSION, 'Enquiries'],
    ['/availability?service_id=41', VENDOR_SESSION, 'Booked dates: Shaadi Studio'],
  ])('%s opens its screen for a signed-in %s', async (path, session, title) => {
    fakeApi({
      'GET /api/session': () => json(200, session),
      'GET /api/inbox/counts': counts,
      'GET /api/conversations': () => json(200, { conversations: [] }),
      'GET /api/notifications': () => json(200, { notifications: [] }),
      'GET /api/vendor/enquiries': () => json(200, { enquiries: [] }),
      'GET /api/vendor/listings': () => json(200, { listings: [] }),
      'GET /api/vendor/listings/41': () => json(200, { ...LISTING_41, firmName: 'Shaadi Studio' }),
      'GET /api/vendor/listings/41/booked-dates': () => json(200, { dates: [] }),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('opens a conversation at /chat/:enquiryId', async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/inbox/counts': counts,
      'GET /api/conversations': () => json(200, { conversations: [] }),
      'GET /api/conversations/7': () => json(404, { message: 'This conversation was not found.' }),
    });
    renderRoute('/chat/7');
    expect(await screen.findByText('This conversation was not found.')).toBeInTheDocument();
  });

  it.each([
    ['/chat', '/UserLogin', '?redirectTo=%2Fchat'],
    ['/chat/7', '/UserLogin', '?redirectTo=%2Fchat%2F7'],
    ['/notifications', '/UserLogin', '?redirectTo=%2Fnotifications'],
    ['/enquiries?enquiry=7', '/VendorLogin', '?redirectTo=%2Fenquiries%3Fenquiry%3D7'],
    [
      '/availability?service_id=41',
      '/VendorLogin',
      '?redirectTo=%2Favailability%3Fservice_id%3D41',
    ],
  ])('%s sends a visitor to %s and back', async (path, login, search) => {
    fakeApi();
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
    expect(router.state.location.search).toBe(search);
  });

  it.each(['/enquiries', '/availability?service_id=41'])(
    '%s is for vendors: a signed-in user is told so, with a way to sign in as a vendor',
    async (path) => {
      fakeApi({
        'GET /api/session': () => json(200, USER_SESSION),
        'GET /api/inbox/counts': counts,
      });
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page is for vendors' }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
      expect(
        screen.getByRole('button', { name: 'Sign out and sign in as a vendor' }),
      ).toBeInTheDocument();
    },
  );

  it.each([
    ['/terms-and-conditions', 'Terms and Conditions', 'Terms and Conditions · Mandap'],
    ['/privacy-policy', 'Privacy Policy', 'Privacy Policy · Mandap'],
  ])('%s shows its page', async (path, heading, documentTitle) => {
    // The privacy notice names the grievance officer (issue 29).
    fakeApi({
      'GET /api/grievance-officer': () =>
        json(200, { name: 'Meera Iyer', email: 'grievance@mandap.in', address: 'Jaipur 302001' }),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle));
  });

  it('shows Page not found with a link home for an unknown path', async () => {
    renderRoute('/VendorList/NoSuchRegister');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('wraps every screen in the chrome', async () => {
    renderRoute('/VendorList');
    await screen.findByRole('heading', { level: 1, name: 'Vendors' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('goes from a directory card to its form', async () => {
    const user = userEvent.setup();
    renderRoute('/VendorList');
    const list = await screen.findByRole('list', { name: 'Vendor categories' });
    await user.click(within(list).getByRole('link', { name: /Entertainment/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Services Registration' }),
    ).toBeInTheDocument();
  });
});
