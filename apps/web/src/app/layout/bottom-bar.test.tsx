import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomBar } from './bottom-bar';

function renderBottomBar() {
  const router = createMemoryRouter([{ path: '*', Component: BottomBar }], {
    initialEntries: ['/VendorList'],
  });
  render(<RouterProvider router={router} />);
  // user-event installs its own clipboard stub on setup; ours is defined after it.
  return userEvent.setup();
}

function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('bottom bar', () => {
  it('has Home, Search, Chat, Share and Profile', () => {
    renderBottomBar();
    const bar = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/Vendors');
    expect(bar.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(bar.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/VendorProfile');
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
});
