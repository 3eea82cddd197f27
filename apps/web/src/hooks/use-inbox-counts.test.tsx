import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, USER_SESSION } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-route';
import { useInboxCounts } from './use-inbox-counts';

function Counts() {
  const counts = useInboxCounts();
  return <p>{counts ? `${counts.unreadMessages} unread` : 'No counts'}</p>;
}

function renderCounts() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Counts />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useInboxCounts', () => {
  it('asks every 20 seconds while the tab is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/inbox/counts': () =>
        json(200, { unreadMessages: 2, unreadNotifications: 0, newEnquiries: 0 }),
    });
    renderCounts();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    const asked = () => api.calls('GET /api/inbox/counts').length;
    expect(asked()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(asked()).toBe(2));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(asked()).toBe(2);

    // Back in view: it catches up at once.
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(asked()).toBe(3));
    visibility.mockRestore();
  });

  it('asks nothing for a visitor', async () => {
    const api = fakeApi();
    renderCounts();
    await waitFor(() => expect(api.calls('GET /api/session')).toHaveLength(1));
    expect(screen.getByText('No counts')).toBeInTheDocument();
    expect(api.calls('GET /api/inbox/counts')).toHaveLength(0);
  });
});
