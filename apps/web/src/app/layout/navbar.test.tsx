import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import type { InboxCounts } from '@mandap/shared/schemas/enquiries';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryLabel } from '@/lib/categories';
import { type FakeHandler, fakeApi, json } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-route';
import { Navbar } from './navbar';

const session = vi.hoisted(() => ({
  signedIn: false,
  status: 'signed-out' as 'signed-out' | 'vendor' | 'user',
  vendor: { vendorUniqueId: 'VND-1' },
  user: { email: 'asha@example.in' },
}));
vi.mock('@/hooks/use-session', () => ({ useSession: () => session }));

function renderNavbar() {
  const router = createMemoryRouter([{ path: '*', Component: Navbar }], {
    initialEntries: ['/VendorList'],
  });
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, unmount: view.unmount };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const NO_COUNTS: InboxCounts = { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 };

function countsApi(handler: FakeHandler = () => json(200, NO_COUNTS)) {
  return fakeApi({ 'GET /api/inbox/counts': handler });
}

beforeEach(() => {
  session.signedIn = false;
  session.status = 'signed-out';
  countsApi();
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('navbar', () => {
  it('has the brand, Home, Find vendors, Categories, and For vendors for a visitor', () => {
    renderNavbar();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Mandap' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Find vendors' })).toHaveAttribute('href', '/Vendors');
    expect(nav.getByRole('button', { name: 'Categories' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'For vendors' })).toHaveAttribute('href', '/VendorLogin');
    expect(nav.queryByRole('link', { name: 'Vendor Profile' })).not.toBeInTheDocument();
  });

  it('shows Vendor Profile to a vendor only, and a couple neither vendor link', async () => {
    session.signedIn = true;
    session.status = 'vendor';
    const api = countsApi();
    const vendor = renderNavbar();
    expect(within(mainNav()).getByRole('link', { name: 'Vendor Profile' })).toHaveAttribute(
      'href',
      '/VendorProfile',
    );
    expect(screen.queryByRole('link', { name: 'For vendors' })).not.toBeInTheDocument();
    vendor.unmount();

    session.status = 'user';
    renderNavbar();
    expect(within(mainNav()).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vendor Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'For vendors' })).not.toBeInTheDocument();
    // Both accounts' counts are asked for before the test ends, not during the next one.
    await waitFor(() => expect(api.calls('GET /api/inbox/counts')).toHaveLength(2));
  });

  it('offers a visitor the user login and registration, and no My Account', () => {
    session.signedIn = false;
    renderNavbar();
    const nav = within(mainNav());
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/UserLogin');
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/UserRegister');
  });

  it('shows My Account linking to /profile when signed in, instead of Login and Register', async () => {
    session.signedIn = true;
    session.status = 'user';
    const api = countsApi();
    renderNavbar();
    await waitFor(() => expect(api.calls('GET /api/inbox/counts')).toHaveLength(1));
    expect(within(mainNav()).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('opens the category menu with the 17 categories, each leading to its search, and closes it with Escape', async () => {
    const { user } = renderNavbar();
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('list', { name: 'Categories' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      CATEGORIES.map((c) => `/Vendors?category=${c.slug}`),
    );
    for (const category of CATEGORIES) {
      expect(menu.getByRole('link', { name: categoryLabel(category.slug) })).toHaveAttribute(
        'href',
        `/Vendors?category=${category.slug}`,
      );
    }
    // Vendors sign in and land on their home (issue 31); its Add Services leads to the directory.
    expect(screen.getByRole('link', { name: 'See all vendors' })).toHaveAttribute(
      'href',
      '/Vendors',
    );
    expect(
      screen.getByRole('link', { name: 'Are you a vendor? List your services' }),
    ).toHaveAttribute('href', '/VendorLogin');

    await user.tab();
    expect(screen.getByRole('link', { name: CATEGORIES[0]?.title })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Hotel' })).not.toBeInTheDocument();
  });

  it('moves through the category menu with the arrow keys, Home and End', async () => {
    const { user } = renderNavbar();
    const button = screen.getByRole('button', { name: 'Categories' });
    const link = (name: string) => screen.getByRole('link', { name });
    const first = CATEGORIES[0]?.title ?? '';
    const second = CATEGORIES[1]?.title ?? '';
    const lastLink = 'Are you a vendor? List your services';

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(link(first)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link(second)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(link(first)).toHaveFocus();
    await user.keyboard('{End}');
    expect(link(lastLink)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link(lastLink)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('See all vendors')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link(first)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(link(lastLink)).toHaveFocus();
  });

  it('closes the category menu after a category is chosen', async () => {
    const { user, router } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(screen.getByRole('link', { name: 'Pandit' }));
    expect(router.state.location.pathname).toBe('/Vendors');
    expect(router.state.location.search).toBe('?category=pandit');
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('slides away on scrolling down and comes back when a link gets keyboard focus', async () => {
    const { user } = renderNavbar();
    expect(mainNav()).toHaveAttribute('data-hidden', 'false');
    scrollTo(300);
    expect(mainNav()).toHaveAttribute('data-hidden', 'true');
    expect(mainNav()).toHaveClass('-translate-y-full');

    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Mandap' })).toHaveFocus();
    expect(mainNav()).toHaveAttribute('data-hidden', 'false');
  });

  it('gives a signed-in person Chat and the notification bell, with their unread counts', async () => {
    session.signedIn = true;
    countsApi(() => json(200, { unreadMessages: 3, unreadNotifications: 2, newEnquiries: 1 }));
    renderNavbar();
    const nav = within(mainNav());
    expect(await nav.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(nav.getByRole('link', { name: 'Chat, 3 unread' })).toHaveAttribute('href', '/chat');
  });

  it('names the bell and Chat plainly when nothing is unread', async () => {
    session.signedIn = true;
    const api = countsApi();
    renderNavbar();
    await waitFor(() => expect(api.calls('GET /api/inbox/counts')).toHaveLength(1));
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('gives a visitor neither, and asks for no counts', () => {
    const api = countsApi();
    renderNavbar();
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(api.calls('GET /api/inbox/counts')).toHaveLength(0);
  });
});
