import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, USER_SESSION, VENDOR_SESSION } from '@/test/fake-api';
import { eligibility, storefront } from '@/test/marketplace-data';
import { currentUrl, renderMarketplace } from './test/render-marketplace';

const PATH = '/Vendors/42/shaadi-clicks-studio';
const CONTACT = { phone: '9876543210', email: 'hello@shaadiclicks.in' };

const contactBox = () => screen.getByRole('region', { name: 'Contact' });

describe('contact box', () => {
  it('asks a visitor to sign in, and the login comes back to the storefront', async () => {
    const api = fakeApi({ 'GET /api/listings/42': () => json(200, storefront()) });
    const { router } = renderMarketplace(PATH);
    const box = within(await screen.findByRole('region', { name: 'Contact' }));
    const signIn = box.getByRole('link', { name: 'Sign in to see contact details' });
    expect(signIn).toHaveAttribute(
      'href',
      '/UserLogin?redirectTo=%2FVendors%2F42%2Fshaadi-clicks-studio',
    );
    expect(box.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/UserRegister?redirectTo=%2FVendors%2F42%2Fshaadi-clicks-studio',
    );
    expect(box.queryByRole('link', { name: /Call|WhatsApp/ })).not.toBeInTheDocument();
    // Nobody is signed in: the listing is not asked for again.
    expect(api.calls('GET /api/listings/42')).toHaveLength(1);

    await userEvent.setup().click(signIn);
    expect(currentUrl(router)).toBe('/UserLogin?redirectTo=%2FVendors%2F42%2Fshaadi-clicks-studio');
  });

  it('shows a signed-in user the phone with call and WhatsApp links, and the email', async () => {
    // The first answer is what the (cached) server render would get; the browser's own request
    // with the session cookie gets the contact details.
    let served = 0;
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/user/listings/42/review': () => json(200, eligibility()),
      'GET /api/user/shortlist': () => json(200, { items: [] }),
      'GET /api/listings/42': () => {
        served += 1;
        return json(200, storefront({ contact: served === 1 ? null : CONTACT }));
      },
    });
    renderMarketplace(PATH);
    const call = await within(await screen.findByRole('region', { name: 'Contact' })).findByRole(
      'link',
      { name: 'Call' },
    );
    const box = within(contactBox());
    expect(call).toHaveAttribute('href', 'tel:+919876543210');
    expect(box.getByRole('link', { name: '98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(box.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(box.getByRole('link', { name: 'hello@shaadiclicks.in' })).toHaveAttribute(
      'href',
      'mailto:hello@shaadiclicks.in',
    );
    expect(box.queryByRole('link', { name: 'Sign in to see contact details' })).toBeNull();
  });

  it('tells a vendor who does not own the listing that details are for couples', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/listings/42': () => json(200, storefront()),
    });
    renderMarketplace(PATH);
    expect(
      await within(await screen.findByRole('region', { name: 'Contact' })).findByText(
        'Contact details are shown to couples signed in with a user account.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the details cannot be loaded', async () => {
    let served = 0;
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/user/listings/42/review': () => json(200, eligibility()),
      'GET /api/user/shortlist': () => json(200, { items: [] }),
      'GET /api/listings/42': () => {
        served += 1;
        if (served === 1) return json(200, storefront());
        if (served === 2) return json(500, { message: 'Internal error' });
        return json(200, storefront({ contact: CONTACT }));
      },
    });
    renderMarketplace(PATH);
    const box = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Contact details could not be loaded.');
    await userEvent.setup().click(box.getByRole('button', { name: 'Try again' }));
    expect(await box.findByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  });
});
