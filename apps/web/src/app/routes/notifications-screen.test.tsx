import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conversation, countsHandler, notification, summary } from '@/features/inbox/test/data';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute, renderSentToLogin } from '@/test/render-route';

const REPLY = notification({ id: 3 });
const BOOKED = notification({
  id: 2,
  kind: 'status',
  title: 'Shaadi Studio marked your enquiry Booked',
  body: 'Your date, Sat, 12 Dec 2026, is booked.',
  read: true,
});

function notificationsServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, USER_SESSION),
    'GET /api/inbox/counts': countsHandler(),
    'GET /api/notifications': () => json(200, { notifications: [REPLY, BOOKED] }),
    'POST /api/notifications/read': () => new Response(null, { status: 204 }),
    ...handlers,
  });
}

const list = () => screen.findByRole('list', { name: 'Notifications, newest first' });

describe('notifications', () => {
  it('sends a visitor to sign in and back', async () => {
    const { search } = await renderSentToLogin('/notifications', '/UserLogin');
    expect(search).toBe('?redirectTo=%2Fnotifications');
  });

  it('says it is loading, then lists them with the unread ones marked, each linking to its page', async () => {
    const reply = deferredReply();
    notificationsServer({ 'GET /api/notifications': reply.handler });
    renderRoute('/notifications');
    expect(await screen.findByText('Loading your notifications...')).toBeInTheDocument();
    reply.resolve(json(200, { notifications: [REPLY, BOOKED] }));
    const links = within(await list()).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(/^Unread:\s*New message from Shaadi Studio/);
    expect(links[0]).toHaveTextContent('Yes, we are free that day.');
    expect(links[0]).toHaveAttribute('href', '/chat/7');
    expect(links[1]).toHaveAccessibleName(/^Shaadi Studio marked your enquiry Booked/);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('works for vendors too, and a new enquiry opens in Enquiries', async () => {
    notificationsServer({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/notifications': () =>
        json(200, {
          notifications: [
            notification({
              id: 5,
              kind: 'enquiry',
              title: 'New enquiry from Rohan Mehta',
              link: '/enquiries?enquiry=7',
            }),
          ],
        }),
    });
    renderRoute('/notifications');
    expect(
      within(await list()).getByRole('link', { name: /New enquiry from Rohan Mehta/ }),
    ).toHaveAttribute('href', '/enquiries?enquiry=7');
  });

  it('never links outside the app', async () => {
    notificationsServer({
      'GET /api/notifications': () =>
        json(200, {
          notifications: [notification({ id: 6, title: 'Odd link', link: '//evil.example/x' })],
        }),
    });
    renderRoute('/notifications');
    const region = within(await list());
    expect(region.getByText('Odd link')).toBeInTheDocument();
    expect(region.queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks all as read', async () => {
    const api = notificationsServer();
    const user = userEvent.setup();
    renderRoute('/notifications');
    await list();
    const counts = api.calls('GET /api/inbox/counts').length;
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.calls('POST /api/notifications/read')[0]?.body).toEqual({});
    expect(await screen.findByText('All caught up.')).toBeInTheDocument();
    expect(
      within(await list()).getByRole('link', { name: /New message from Shaadi Studio/ }),
    ).not.toHaveAccessibleName(/^Unread/);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() => expect(api.calls('GET /api/inbox/counts').length).toBeGreaterThan(counts));
  });

  it('puts them back as unread, with a message, when marking fails', async () => {
    notificationsServer({ 'POST /api/notifications/read': () => networkFailure() });
    const user = userEvent.setup();
    renderRoute('/notifications');
    await list();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications were not marked as read.',
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('opening one marks it read and goes to its page', async () => {
    const api = notificationsServer({
      'GET /api/conversations': () => json(200, { conversations: [summary()] }),
      'GET /api/conversations/7': () => json(200, conversation()),
      'POST /api/conversations/7/read': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/notifications');
    await user.click(within(await list()).getByRole('link', { name: /New message from Shaadi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/7'));
    expect(api.calls('POST /api/notifications/read')[0]?.body).toEqual({ ids: [3] });
    expect(await screen.findByRole('article', { name: 'Shaadi Studio' })).toBeInTheDocument();
  });

  it('opening one already read sends nothing', async () => {
    const api = notificationsServer({
      'GET /api/conversations': () => json(200, { conversations: [summary()] }),
      'GET /api/conversations/7': () => json(200, conversation()),
      'POST /api/conversations/7/read': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/notifications');
    await user.click(
      within(await list()).getByRole('link', { name: /marked your enquiry Booked/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/7'));
    expect(api.calls('POST /api/notifications/read')).toHaveLength(0);
    await screen.findByRole('article', { name: 'Shaadi Studio' });
  });

  it('says when there are none yet', async () => {
    notificationsServer({ 'GET /api/notifications': () => json(200, { notifications: [] }) });
    renderRoute('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says when they cannot be loaded and tries again', async () => {
    let fail = true;
    notificationsServer({
      'GET /api/notifications': () =>
        fail ? json(500, {}) : json(200, { notifications: [REPLY] }),
    });
    const user = userEvent.setup();
    renderRoute('/notifications');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your notifications.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('link')).toHaveLength(1);
  });
});
