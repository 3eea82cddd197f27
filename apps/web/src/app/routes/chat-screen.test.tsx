import { LIMITS } from '@mandap/shared/limits';
import type { Conversation } from '@mandap/shared/schemas/enquiries';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversation, countsHandler, enquiry, message, summary } from '@/features/inbox/test/data';
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

const noContent = () => new Response(null, { status: 204 });

function chatServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, USER_SESSION),
    'GET /api/inbox/counts': countsHandler(),
    'GET /api/conversations': () => json(200, { conversations: [summary()] }),
    'GET /api/conversations/7': () => json(200, conversation()),
    'POST /api/conversations/7/read': noContent,
    ...handlers,
  });
}

const conversationsList = () => screen.findByRole('list', { name: 'Conversations' });
const thread = () => screen.findByRole('article', { name: 'Shaadi Studio' });
const messages = () =>
  within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
const replyField = () => screen.getByRole('textbox', { name: 'Reply to Shaadi Studio' });

afterEach(() => {
  vi.useRealTimers();
});

describe('chat list', () => {
  it('sends a visitor to sign in and back', async () => {
    const { search } = await renderSentToLogin('/chat', '/UserLogin');
    expect(search).toBe('?redirectTo=%2Fchat');
  });

  it('says it is loading, then lists conversations newest first with name, listing, date, status, last message and unread count', async () => {
    const reply = deferredReply();
    chatServer({ 'GET /api/conversations': reply.handler });
    renderRoute('/chat');
    expect(await screen.findByText('Loading your conversations...')).toBeInTheDocument();
    reply.resolve(
      json(200, {
        conversations: [
          summary({
            id: 8,
            firmName: 'Royal Caterers',
            otherName: 'Royal Caterers',
            status: 'new',
            lastMessage: {
              body: 'Do you serve Rajasthani thali?',
              mine: true,
              sentAt: '2025-10-01T10:00:00.000Z',
            },
          }),
          summary({ unread: 3 }),
        ],
      }),
    );
    const rows = within(await conversationsList()).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/chat/7', '/chat/8']);
    const [studio, caterers] = rows;
    expect(studio).toHaveTextContent('Shaadi Studio');
    expect(studio).toHaveTextContent('Event Sat, 12 Dec 2026');
    expect(studio).toHaveTextContent('Replied');
    expect(studio).toHaveTextContent('Yes, we are free that day.');
    expect(studio).toHaveTextContent('1 Nov 2025');
    expect(within(studio as HTMLElement).getByText('3 unread')).toBeInTheDocument();
    expect(caterers).toHaveTextContent('You: Do you serve Rajasthani thali?');
    // The couple's own enquiry, not yet answered: Sent, not the vendor's New (issue 31).
    expect(caterers).toHaveTextContent('Sent');
    expect(caterers).not.toHaveTextContent(/\bNew\b/);
    expect(within(caterers as HTMLElement).queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it and reply.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
  });

  it("shows a vendor the couple's name and the listing it is about", async () => {
    chatServer({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/conversations': () =>
        json(200, {
          conversations: [summary({ otherName: 'Rohan Mehta', status: 'new' })],
        }),
    });
    renderRoute('/chat');
    const row = within(await conversationsList()).getByRole('link');
    expect(row).toHaveTextContent('Rohan Mehta');
    expect(row).toHaveTextContent('Shaadi Studio');
    // Waiting for the vendor: New to them.
    expect(row).toHaveTextContent('New');
    expect(row).not.toHaveTextContent('Sent');
  });

  it('offers a user the vendor search when there are no conversations yet', async () => {
    chatServer({ 'GET /api/conversations': () => json(200, { conversations: [] }) });
    renderRoute('/chat');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search vendors' })).toHaveAttribute(
      'href',
      '/Vendors',
    );
  });

  it('tells a vendor where conversations come from, without a vendor search', async () => {
    chatServer({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/conversations': () => json(200, { conversations: [] }),
    });
    renderRoute('/chat');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText(/When a couple sends an enquiry/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search vendors' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    chatServer({
      'GET /api/conversations': () =>
        fail ? networkFailure() : json(200, { conversations: [summary()] }),
    });
    const user = userEvent.setup();
    renderRoute('/chat');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your conversations.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await conversationsList()).getByRole('link')).toHaveTextContent('Shaadi Studio');
  });

  it('asks for the list again when the unread count changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 0;
    const api = chatServer({
      'GET /api/inbox/counts': () =>
        json(200, { unreadMessages: unread, unreadNotifications: 0, newEnquiries: 0 }),
    });
    renderRoute('/chat');
    await conversationsList();
    expect(api.calls('GET /api/conversations')).toHaveLength(1);
    unread = 2;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(api.calls('GET /api/conversations')).toHaveLength(2));
  });
});

describe('chat thread', () => {
  it("labels the couple's own unanswered enquiry Sent, in the heading and the details", async () => {
    chatServer({
      'GET /api/conversations/7': () =>
        json(200, conversation({ enquiry: enquiry({ status: 'new' }) })),
    });
    renderRoute('/chat/7');
    const article = await thread();
    expect(within(article).getByText(/Event on .+ · Sent$/)).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Enquiry details' }));
    expect(details.getByText('Sent', { exact: true })).toBeInTheDocument();
    expect(within(article).queryByText('New', { exact: true })).not.toBeInTheDocument();
  });

  it('shows the messages oldest first, who wrote each, and the enquiry details', async () => {
    chatServer();
    renderRoute('/chat/7');
    await thread();
    const [first, second] = messages();
    expect(first).toHaveTextContent('You');
    expect(first).toHaveTextContent('Are you free for our sangeet?');
    expect(second).toHaveTextContent('Shaadi Studio');
    expect(second).toHaveTextContent('Yes, we are free that day.');
    expect(within(second as HTMLElement).getByText('1 Nov 2025').tagName).toBe('TIME');

    const details = within(screen.getByRole('region', { name: 'Enquiry details' }));
    const value = (term: string) => details.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Event date')).toHaveTextContent('Sat, 12 Dec 2026');
    expect(value('Event type')).toHaveTextContent('Sangeet');
    expect(value('City')).toHaveTextContent('Jaipur');
    expect(value('Guests')).toHaveTextContent('250');
    expect(value('Budget')).toHaveTextContent('₹1,50,000');
    expect(details.getByRole('link', { name: '9123456780' })).toHaveAttribute(
      'href',
      'tel:9123456780',
    );
    expect(details.getByRole('link', { name: 'rohan@example.in' })).toHaveAttribute(
      'href',
      'mailto:rohan@example.in',
    );
    expect(details.getByRole('link', { name: 'Shaadi Studio' })).toHaveAttribute(
      'href',
      '/Vendors/41/shaadi-studio',
    );
    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/chat');
    // The list stays beside the thread, with this conversation marked.
    expect(within(await conversationsList()).getByRole('link')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A user has no status buttons.
    expect(screen.queryByRole('button', { name: 'Mark booked' })).not.toBeInTheDocument();
  });

  it('shows the newest messages and loads older ones by a labelled button, keeping the place', async () => {
    const api = chatServer({
      'GET /api/conversations/7': ({ path }) => {
        if (path.endsWith('?before=3')) {
          return json(200, conversation({ olderBefore: null }));
        }
        if (path.includes('?after=')) return json(200, conversation({ messages: [] }));
        return json(
          200,
          conversation({
            messages: [
              message({ id: 3, body: 'Shall we meet on Friday?' }),
              message({ id: 4, from: 'vendor', mine: false, body: 'Friday works.' }),
            ],
            olderBefore: 3,
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    await thread();
    expect(messages().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Shall we meet on Friday?'),
      expect.stringContaining('Friday works.'),
    ]);
    const older = screen.getByRole('button', { name: 'Load earlier messages' });
    older.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(messages()).toHaveLength(4));
    expect(messages().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Are you free for our sangeet?'),
      expect.stringContaining('Yes, we are free that day.'),
      expect.stringContaining('Shall we meet on Friday?'),
      expect.stringContaining('Friday works.'),
    ]);
    expect(api.calls('GET /api/conversations/7').map((call) => call.path)).toContain(
      '/api/conversations/7?before=3',
    );
    // The start is reached: no button, focus on the messages, and it is said.
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveFocus();
    expect(
      screen.getByText('2 earlier messages loaded above. This is the start of the conversation.'),
    ).toBeInTheDocument();
  });

  it('loads older messages when the list is scrolled to the top, and keeps the place', async () => {
    const api = chatServer({
      'GET /api/conversations/7': ({ path }) => {
        if (path.endsWith('?before=3')) return json(200, conversation({ olderBefore: null }));
        if (path.includes('?after=')) return json(200, conversation({ messages: [] }));
        return json(
          200,
          conversation({
            messages: [message({ id: 3, body: 'Shall we meet on Friday?' })],
            olderBefore: 3,
          }),
        );
      },
    });
    renderRoute('/chat/7');
    await thread();
    const list = screen.getByRole('list', { name: 'Messages' });
    // jsdom lays nothing out: a list whose content is 1,000 px tall, scrolled to the top.
    let height = 1_000;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(list, 'scrollTop', { configurable: true, writable: true, value: 0 });
    fireEvent.scroll(list);
    height = 1_600;
    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(api.calls('GET /api/conversations/7').map((call) => call.path)).toContain(
      '/api/conversations/7?before=3',
    );
    // What was at the top before (1,000 px from the bottom) is where it was.
    expect(list.scrollTop).toBe(600);
  });

  it('marks what the other side wrote as read, up to the last message, and refreshes the badges', async () => {
    const api = chatServer();
    renderRoute('/chat/7');
    await thread();
    await waitFor(() => expect(api.calls('POST /api/conversations/7/read')).toHaveLength(1));
    expect(api.calls('POST /api/conversations/7/read')[0]?.body).toEqual({ upTo: 2 });
    await waitFor(() => expect(api.calls('GET /api/inbox/counts').length).toBeGreaterThan(1));
  });

  it('shows links as links that open safely, and markup and phone numbers as text', async () => {
    chatServer({
      'GET /api/conversations/7': () =>
        json(
          200,
          conversation({
            messages: [
              message({
                id: 1,
                mine: false,
                from: 'vendor',
                body: 'Portfolio: https://shaadi.example.in/work. Call 98765 43210 <img src=x onerror=alert(1)>',
              }),
            ],
          }),
        ),
    });
    renderRoute('/chat/7');
    await thread();
    const link = screen.getByRole('link', { name: 'https://shaadi.example.in/work' });
    expect(link).toHaveAttribute('href', 'https://shaadi.example.in/work');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const [only] = messages();
    expect(only).toHaveTextContent('Call 98765 43210 <img src=x onerror=alert(1)>');
    expect(only?.querySelector('img')).toBeNull();
  });

  it('offline, says the message will go when back online, keeps it in the box, and sends it then', async () => {
    const sent = message({ id: 3, body: 'See you on Sunday.', sentAt: new Date().toISOString() });
    const api = chatServer({ 'POST /api/conversations/7/messages': () => json(201, sent) });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    await thread();
    act(() => onlineManager.setOnline(false));
    try {
      expect(
        screen.getByText('You are offline. Messages you send will go when you are back online.'),
      ).toBeInTheDocument();
      await user.type(replyField(), 'See you on Sunday.');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(
        await screen.findByText(
          'You are offline. Your message will be sent when you are back online.',
        ),
      ).toBeInTheDocument();
      expect(replyField()).toHaveAccessibleDescription(
        expect.stringContaining('Your message will be sent when you are back online.'),
      );
      expect(replyField()).toHaveValue('See you on Sunday.');
      expect(screen.getByRole('button', { name: 'Waiting to send...' })).toBeDisabled();
      expect(api.calls('POST /api/conversations/7/messages')).toHaveLength(0);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(api.calls('POST /api/conversations/7/messages')).toHaveLength(1));
    expect(api.calls('POST /api/conversations/7/messages')[0]?.body).toEqual({
      body: 'See you on Sunday.',
    });
    await waitFor(() => expect(replyField()).toHaveValue(''));
    expect(messages().at(-1)).toHaveTextContent('See you on Sunday.');
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('sends a reply, adds it without a reload and clears the box', async () => {
    const sent = message({
      id: 3,
      body: 'Great, please send a quote.',
      sentAt: new Date().toISOString(),
    });
    const post = deferredReply();
    const api = chatServer({ 'POST /api/conversations/7/messages': post.handler });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    await thread();
    await user.type(replyField(), 'Great, please send a quote.');
    expect(
      screen.getByText(
        `${(LIMITS.messageMaxLength - 27).toLocaleString('en-IN')} of 2,000 characters left`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.calls('POST /api/conversations/7/messages')[0]?.body).toEqual({
      body: 'Great, please send a quote.',
    });
    const listCalls = api.calls('GET /api/conversations').length;
    post.resolve(json(201, sent));
    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(messages()[2]).toHaveTextContent('Great, please send a quote.');
    expect(messages()[2]).toHaveTextContent('You');
    expect(replyField()).toHaveValue('');
    expect(api.calls('GET /api/conversations/7')).toHaveLength(1);
    // The list's last message is asked again.
    await waitFor(() => expect(api.calls('GET /api/conversations').length).toBe(listCalls + 1));
  });

  it('sends with Ctrl+Enter', async () => {
    const api = chatServer({
      'POST /api/conversations/7/messages': () => json(201, message({ id: 3, body: 'Hello' })),
    });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    await thread();
    await user.type(replyField(), 'Hello');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.calls('POST /api/conversations/7/messages')).toHaveLength(1));
    await waitFor(() => expect(replyField()).toHaveValue(''));
  });

  it('checks the message before sending: empty, or over the limit', async () => {
    const api = chatServer();
    const user = userEvent.setup();
    renderRoute('/chat/7');
    await thread();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message.');
    expect(replyField()).toHaveAttribute('aria-invalid', 'true');

    await user.click(replyField());
    await user.paste('x'.repeat(LIMITS.messageMaxLength + 5));
    expect(screen.getByText('5 characters over the 2,000 limit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A message can be at most ${LIMITS.messageMaxLength} characters.`,
    );
    expect(api.calls('POST /api/conversations/7/messages')).toHaveLength(0);
  });

  it.each([
    [
      "the server's refusal",
      () =>
        json(400, {
          message: 'Write a message.',
          fieldErrors: { body: 'This message looks empty.' },
        }),
      'This message looks empty.',
    ],
    [
      'the limit of messages a minute, with how long to wait',
      () =>
        json(429, {
          kind: 'rate_limited',
          message:
            'You have sent 10 messages in the last minute, the most Mandap allows. ' +
            'Please wait 42 seconds, then send your message again.',
        }),
      'You have sent 10 messages in the last minute, the most Mandap allows. Please wait 42 seconds, then send your message again.',
    ],
    [
      'a message for a failure without an answer',
      () => networkFailure(),
      'Your message was not sent. Check your connection and try again.',
    ],
  ])('shows %s and keeps the text', async (_case, reply, shown) => {
    chatServer({ 'POST /api/conversations/7/messages': reply });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    await thread();
    await user.type(replyField(), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(replyField()).toHaveValue('Hello there');
    expect(messages()).toHaveLength(2);
  });

  it('asks every 5 seconds for newer messages only, adds and announces them, and marks them read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const incoming = message({
      id: 3,
      from: 'vendor',
      mine: false,
      body: 'We also do drone shots.',
    });
    const api = chatServer({
      'GET /api/conversations/7': ({ path }) => {
        if (path.endsWith('?after=2')) return json(200, conversation({ messages: [incoming] }));
        if (path.endsWith('?after=3')) return json(200, conversation({ messages: [] }));
        return json(200, conversation());
      },
    });
    renderRoute('/chat/7');
    await thread();
    await waitFor(() => expect(api.calls('POST /api/conversations/7/read')).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(messages()[2]).toHaveTextContent('We also do drone shots.');
    expect(
      screen.getByText('New message from Shaadi Studio: We also do drone shots.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/conversations/7/read')).toHaveLength(2));
    expect(api.calls('POST /api/conversations/7/read')[1]?.body).toEqual({ upTo: 3 });

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(api.calls('GET /api/conversations/7').map((call) => call.path)).toEqual([
      '/api/conversations/7',
      '/api/conversations/7?after=2',
      '/api/conversations/7?after=3',
    ]);
    expect(messages()).toHaveLength(3);
  });

  it('does not ask while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = chatServer();
    renderRoute('/chat/7');
    await thread();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.calls('GET /api/conversations/7')).toHaveLength(1);
    visibility.mockRestore();
  });

  it('says a conversation it cannot open was not found, with a way back', async () => {
    chatServer({
      'GET /api/conversations/99': () => json(404, { message: 'This conversation was not found.' }),
    });
    renderRoute('/chat/99');
    expect(await screen.findByText('This conversation was not found.')).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Back to Chat' });
    expect(back.at(-1)).toHaveAttribute('href', '/chat');
  });

  it('says when a thread cannot be loaded and tries again', async () => {
    let fail = true;
    chatServer({
      'GET /api/conversations/7': () => (fail ? json(500, {}) : json(200, conversation())),
    });
    const user = userEvent.setup();
    renderRoute('/chat/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this conversation.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await thread()).toBeInTheDocument();
  });

  it("gives a vendor the status buttons beside the couple's thread", async () => {
    const vendorView: Conversation = conversation({
      otherName: 'Rohan Mehta',
      enquiry: enquiry({ status: 'replied' }),
      messages: [message({ id: 1, mine: false, body: 'Are you free for our sangeet?' })],
    });
    chatServer({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/conversations/7': () => json(200, vendorView),
    });
    renderRoute('/chat/7');
    expect(await screen.findByRole('article', { name: 'Rohan Mehta' })).toBeInTheDocument();
    // Not folded into the details a phone starts with closed (issue 31): shown at once.
    const actions = within(screen.getByRole('region', { name: 'Enquiry status' }));
    for (const name of ['Mark booked', 'Decline']) {
      const button = actions.getByRole('button', { name });
      expect(button.closest('details')).toBeNull();
    }
    expect(screen.getByRole('textbox', { name: 'Reply to Rohan Mehta' })).toBeInTheDocument();
  });
});
