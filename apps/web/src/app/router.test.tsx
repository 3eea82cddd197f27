import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, VENDOR, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const main = () => screen.getByRole('main');

describe('routes', () => {
  // The vendor pages are behind the vendor guard (guards.test.tsx): these tests sign a vendor in.
  beforeEach(() => {
    fakeApi({ 'GET /api/session': () => json(200, VENDOR_SESSION) });
  });

  it.each(CATEGORIES.map((c) => [c.route, c.formTitle, c.title] as const))(
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

  it.each([
    ['/analytics', 'Analytics'],
    ['/chat', 'Chat'],
  ])('%s shows a placeholder titled %s', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(main()).getByText('Coming soon')).toBeInTheDocument();
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
      'GET /api/vendor/profile': () => json(200, VENDOR),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/terms-and-conditions', 'Terms and Conditions · Mandap'],
    ['/privacy-policy', 'Privacy Policy · Mandap'],
  ])('%s shows the terms', async (path, documentTitle) => {
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
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
