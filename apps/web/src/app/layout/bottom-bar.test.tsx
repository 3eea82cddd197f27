import type { InboxCounts } from '@mandap/shared/schemas/enquiries';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, USER_SESSION, VENDOR_SESSION } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-route';
import { BottomBar } from './bottom-bar';

function renderBottomBar(path = '/VendorList') {
  const router = createMemoryRouter([{ path: '*', Component: BottomBar }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // user-event installs its own clipboard stub on setup; ours is defined after it.
  return userEvent.setup();
}

function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

const counts = (unreadMessages: number): InboxCounts => ({
  unreadMessages,
  unreadNotifications: 0,
  newEnquiries: 0,
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.useRealTimers();
});

const quickLinks = () => screen.getByRole('navigation', { name: 'Quick links' });

describe('bottom bar', () => {
  it('has Home, Search, Chat, Share and Profile', () => {
    renderBottomBar();
    const bar = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/Vendors');
    expect(bar.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(bar.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    '/',
    '/Vendors',
    '/Vendors/in/jaipur/photographers',
    '/Vendors/42/shaadi-clicks-studio',
    '/privacy-policy',
  ])('offers Share on the public page %s', (path) => {
    renderBottomBar(path);
    expect(within(quickLinks()).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it.each([
    '/profile',
    '/chat/12',
    '/VendorProfile',
    '/enquiries',
    '/analytics',
    '/UserLogin',
    '/admin',
  ])('offers no Share on the private page %s', (path) => {
    renderBottomBar(path);
    const bar = within(quickLinks());
    expect(bar.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it("opens a signed-in user's account page from Profile", async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/inbox/counts': () => json(200, counts(0)),
    });
    renderBottomBar();
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it("opens a signed-in vendor's Vendor Portal from Profile", async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': () => json(200, counts(0)),
    });
    renderBottomBar();
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/VendorProfile',
    );
  });

  it('offers a visitor the user and the vendor sign-in from Profile', async () => {
    const api = fakeApi();
    const user = renderBottomBar();
    await waitFor(() => expect(api.calls('GET /api/session')).toHaveLength(1));
    const profile = screen.getByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('link', { name: 'Vendor login' })).not.toBeInTheDocument();

    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    const choices = within(screen.getByRole('list', { name: 'Sign in' }));
    expect(choices.getByRole('link', { name: 'Sign in as a couple' })).toHaveAttribute(
      'href',
      '/UserLogin',
    );
    expect(choices.getByRole('link', { name: 'Vendor login' })).toHaveAttribute(
      'href',
      '/VendorLogin',
    );

    // Escape closes it and gives focus back to Profile; so does choosing a sign-in.
    await user.keyboard('{Escape}');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(profile);
    await user.click(screen.getByRole('link', { name: 'Vendor login' }));
    expect(screen.queryByRole('list', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('closes the sign-in choice on a tap outside it and when focus leaves it', async () => {
    fakeApi();
    const user = renderBottomBar();
    const profile = screen.getByRole('button', { name: 'Profile' });
    await user.click(profile);
    await user.click(document.body);
    expect(profile).toHaveAttribute('aria-expanded', 'false');

    await user.click(profile);
    screen.getByRole('link', { name: 'Home' }).focus();
    await waitFor(() => expect(profile).toHaveAttribute('aria-expanded', 'false'));
  });

  it('copies the link and says so when the browser cannot share', async () => {
    const user = renderBottomBar();
    expect('share' in navigator).toBe(false);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('opens the share sheet with the page title and URL when the browser can share', async () => {
    const user = renderBottomBar();
    document.title = 'Vendors · Mandap';
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'Vendors · Mandap', url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a signed-in person their unread messages on Chat', async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/inbox/counts': () => json(200, counts(3)),
    });
    renderBottomBar();
    const chat = await screen.findByRole('link', { name: 'Chat, 3 unread' });
    expect(chat).toHaveAttribute('href', '/chat');
  });

  it('shows no count when nothing is unread', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': () => json(200, counts(0)),
    });
    renderBottomBar();
    await waitFor(() => expect(api.calls('GET /api/inbox/counts')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('asks a visitor for no counts', async () => {
    const api = fakeApi();
    renderBottomBar();
    await waitFor(() => expect(api.calls('GET /api/session')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(api.calls('GET /api/inbox/counts')).toHaveLength(0);
  });

  it('updates the count every 20 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/inbox/counts': () => json(200, counts(unread)),
    });
    renderBottomBar();
    expect(await screen.findByRole('link', { name: 'Chat, 1 unread' })).toBeInTheDocument();
    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('link', { name: 'Chat, 4 unread' })).toBeInTheDocument();
  });
});
