import { GRIEVANCE_CONSOLE_MESSAGES, GRIEVANCE_OUTCOMES } from '@mandap/shared/grievances';
import type { GrievanceDetail, GrievanceListItem } from '@mandap/shared/schemas/grievances';
import type { OperatorProfile } from '@mandap/shared/schemas/operators';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The console's grievances (issue 28, decision 0064): the queue with its due badges (overdue
// first, as the server orders it), the closed filter, one grievance with its text, link and
// thread, and the officer's steps by keyboard: acknowledge, reply, close with an outcome after a
// confirmation; a 409 told plainly; the dashboard's figures.

const MODERATOR: OperatorProfile = { email: 'mod@mandap.example', role: 'moderator' };
const HOUR = 60 * 60 * 1000;
const REF = 'GRV-20261120-7KQ2MX';

const LATE: GrievanceListItem = {
  reference: REF,
  name: 'Kavya Rao',
  subject: 'listing',
  status: 'open',
  version: 0,
  receivedAt: '2026-11-20T04:30:00.000Z',
  acknowledgedAt: null,
  closedAt: null,
  ageMs: 60 * HOUR,
  acknowledgeBy: '2026-11-22T04:30:00.000Z',
  resolveBy: '2026-12-20T04:30:00.000Z',
  acknowledgementOverdue: true,
  resolutionOverdue: false,
  overdueByMs: 12 * HOUR,
  nextDeadline: '2026-11-22T04:30:00.000Z',
};
const ON_TIME: GrievanceListItem = {
  ...LATE,
  reference: 'GRV-20261122-ABCDEF',
  name: 'Rohan Mehta',
  subject: 'payment',
  status: 'acknowledged',
  version: 1,
  receivedAt: '2026-11-22T04:30:00.000Z',
  acknowledgedAt: '2026-11-22T06:30:00.000Z',
  ageMs: 5 * HOUR,
  acknowledgeBy: '2026-11-24T04:30:00.000Z',
  resolveBy: '2026-12-22T04:30:00.000Z',
  acknowledgementOverdue: false,
  overdueByMs: 0,
  nextDeadline: '2026-12-22T04:30:00.000Z',
};

const DETAIL: GrievanceDetail = {
  ...LATE,
  email: 'kavya@example.in',
  details: 'The vendor took an advance and never came to the sangeet.',
  link: '/Vendors/7/complained-beats#review-41',
  outcome: null,
  outcomeCode: null,
  account: { kind: 'user', id: 5 },
  replies: [],
  linked: {
    listing: {
      id: 7,
      firmName: 'Complained Beats',
      category: 'dj',
      city: 'Jaipur',
      status: 'active',
      vendorId: 3,
    },
    review: {
      id: 41,
      listingId: 7,
      rating: 1,
      title: 'Never came',
      body: 'They took the money and vanished.',
      status: 'published',
    },
  },
};

function console$(handlers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/admin/session': () => json(200, { stage: 'signed_in', operator: MODERATOR }),
    'GET /api/admin/grievances': ({ path }) =>
      json(200, {
        items: path.includes('closed') ? [] : [LATE, ON_TIME],
        total: path.includes('closed') ? 0 : 2,
        overdue: path.includes('closed') ? 0 : 1,
        page: 1,
        pageSize: 50,
      }),
    [`GET /api/admin/grievances/${REF}`]: () => json(200, DETAIL),
    ...handlers,
  });
}

describe('the grievances queue (/admin/grievances)', () => {
  it('lists them overdue first with their due badges, links each, and filters the closed ones', async () => {
    const user = userEvent.setup();
    const api = console$();
    renderRoute('/admin/grievances');
    expect(await screen.findByRole('heading', { name: 'Grievances' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Grievances' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByRole('link').textContent)).toEqual([
      REF,
      'GRV-20261122-ABCDEF',
    ]);
    expect(screen.getByText(/2 open, 1 overdue/)).toBeInTheDocument();
    const [late, onTime] = items as [HTMLElement, HTMLElement];
    expect(within(late).getByText('Overdue by 12 hours')).toBeInTheDocument();
    expect(within(late).getByText(/^Acknowledge by 22 Nov 2026, 10:00 am$/)).toBeInTheDocument();
    expect(within(late).getByText(/A listing/)).toBeInTheDocument();
    expect(within(late).getByText(/From Kavya Rao.*\(2 days 12 hours ago\)/)).toBeInTheDocument();
    expect(within(onTime).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(within(onTime).getByText(/^Resolve by 22 Dec 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(await screen.findByText(GRIEVANCE_CONSOLE_MESSAGES.emptyClosed)).toBeInTheDocument();
    expect(api.calls('GET /api/admin/grievances').at(-1)?.path).toBe(
      '/api/admin/grievances?state=closed&page=1',
    );
  });

  it('opens a grievance from the queue by keyboard', async () => {
    const user = userEvent.setup();
    console$();
    renderRoute('/admin/grievances');
    const link = await screen.findByRole('link', { name: REF });
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Grievance ${REF}` })).toBeInTheDocument();
    // Still within the Grievances section of the navigation.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Grievances' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when none are open, and when the list cannot be had', async () => {
    console$({
      'GET /api/admin/grievances': () =>
        json(200, { items: [], total: 0, overdue: 0, page: 1, pageSize: 50 }),
    });
    renderRoute('/admin/grievances');
    expect(await screen.findByText(GRIEVANCE_CONSOLE_MESSAGES.emptyOpen)).toBeInTheDocument();
  });
});

describe('one grievance (/admin/grievances/:reference)', () => {
  it("shows the sender's text, the account, the linked listing and review, and the empty thread", async () => {
    console$();
    renderRoute(`/admin/grievances/${REF}`);
    const wrote = await screen.findByRole('region', { name: 'What the sender wrote' });
    expect(within(wrote).getByText(DETAIL.details)).toBeInTheDocument();
    expect(within(wrote).getByText('Kavya Rao <kavya@example.in>')).toBeInTheDocument();
    expect(within(wrote).getByText('user 5')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'What it is about' });
    expect(within(about).getByRole('link', { name: 'Complained Beats' })).toHaveAttribute(
      'href',
      '/Vendors/7/complained-beats',
    );
    expect(within(about).getByText('They took the money and vanished.')).toBeInTheDocument();
    expect(within(about).getByText(/Review 41: 1 of 5 stars, published/)).toBeInTheDocument();
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('No reply has been sent yet.')).toBeInTheDocument();
    expect(screen.getByText('Overdue by 12 hours')).toBeInTheDocument();
  });

  it('acknowledges, then sends a reply typed by keyboard, which joins the thread', async () => {
    const user = userEvent.setup();
    let current: GrievanceDetail = DETAIL;
    const api = console$({
      [`GET /api/admin/grievances/${REF}`]: () => json(200, current),
      [`POST /api/admin/grievances/${REF}/acknowledge`]: () => {
        current = {
          ...current,
          status: 'acknowledged',
          version: 1,
          acknowledgedAt: '2026-11-22T16:30:00.000Z',
          acknowledgementOverdue: false,
          overdueByMs: 0,
        };
        return json(200, current);
      },
      [`POST /api/admin/grievances/${REF}/replies`]: ({ body }) => {
        current = {
          ...current,
          version: 2,
          replies: [
            {
              id: 9,
              body: (body as { body: string }).body,
              author: MODERATOR.email,
              createdAt: '2026-11-22T17:00:00.000Z',
              emailedAt: null,
            },
          ],
        };
        return json(200, current);
      },
    });
    renderRoute(`/admin/grievances/${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(GRIEVANCE_CONSOLE_MESSAGES.done.acknowledge)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls(`POST /api/admin/grievances/${REF}/acknowledge`)[0]?.body).toEqual({
      version: 0,
    });
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();

    // An empty reply is refused here, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GRIEVANCE_CONSOLE_MESSAGES.replyRequired);
    await user.click(screen.getByLabelText(/Reply to Kavya Rao \(e-mailed to kavya@example.in\)/));
    await user.keyboard('We have asked the vendor for the receipt.');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(GRIEVANCE_CONSOLE_MESSAGES.done.reply)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls(`POST /api/admin/grievances/${REF}/replies`)[0]?.body).toEqual({
      body: 'We have asked the vendor for the receipt.',
      version: 1,
    });
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(
      within(replies).getByText('We have asked the vendor for the receipt.'),
    ).toBeInTheDocument();
    expect(
      within(replies).getByText(/mod@mandap\.example, .*waiting to be e-mailed/),
    ).toBeInTheDocument();
  });

  it('closes with an outcome and details after a confirmation that takes the focus', async () => {
    const user = userEvent.setup();
    let current: GrievanceDetail = DETAIL;
    const api = console$({
      [`GET /api/admin/grievances/${REF}`]: () => json(200, current),
      [`POST /api/admin/grievances/${REF}/close`]: () => {
        current = {
          ...current,
          status: 'closed',
          version: 1,
          closedAt: '2026-11-23T10:00:00.000Z',
          outcome: `${GRIEVANCE_OUTCOMES.refunded}. The advance was returned.`,
          outcomeCode: 'refunded',
        };
        return json(200, current);
      },
    });
    renderRoute(`/admin/grievances/${REF}`);
    const close = await screen.findByRole('region', { name: 'Close' });
    await user.click(within(close).getByRole('button', { name: 'Close the grievance…' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GRIEVANCE_CONSOLE_MESSAGES.outcomeRequired);
    await user.selectOptions(within(close).getByLabelText('Outcome'), GRIEVANCE_OUTCOMES.refunded);
    await user.type(
      within(close).getByLabelText(/Details for the sender/),
      'The advance was returned.',
    );
    await user.click(within(close).getByRole('button', { name: 'Close the grievance…' }));
    const dialog = within(close).getByRole('alertdialog');
    expect(dialog).toHaveTextContent(GRIEVANCE_CONSOLE_MESSAGES.confirmClose);
    expect(api.calls(`POST /api/admin/grievances/${REF}/close`)).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(GRIEVANCE_CONSOLE_MESSAGES.done.close)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls(`POST /api/admin/grievances/${REF}/close`)[0]?.body).toEqual({
      outcome: 'refunded',
      details: 'The advance was returned.',
      version: 0,
    });
    const closed = screen.getByRole('region', { name: 'Closed' });
    expect(
      within(closed).getByText(/A refund was made\. The advance was returned\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('tells the second operator someone else acted, and shows the grievance as it now is', async () => {
    const user = userEvent.setup();
    let current: GrievanceDetail = DETAIL;
    const api = console$({
      [`GET /api/admin/grievances/${REF}`]: () => json(200, current),
      [`POST /api/admin/grievances/${REF}/replies`]: () => {
        // Someone else closed it meanwhile.
        current = {
          ...current,
          status: 'closed',
          version: 1,
          closedAt: '2026-11-23T10:00:00.000Z',
          outcome: GRIEVANCE_OUTCOMES.resolved,
          outcomeCode: 'resolved',
        };
        return json(409, { message: GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere });
      },
    });
    renderRoute(`/admin/grievances/${REF}`);
    await user.type(await screen.findByLabelText(/Reply to Kavya Rao/), 'Looking into it.');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere,
    );
    // Asked again: closed by the other operator, the message still there.
    expect(await screen.findByRole('region', { name: 'Closed' })).toHaveTextContent(
      GRIEVANCE_OUTCOMES.resolved,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere,
    );
    expect(api.calls(`GET /api/admin/grievances/${REF}`).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the reference is unknown', async () => {
    console$({
      'GET /api/admin/grievances/GRV-20990101-ZZZZZZ': () =>
        json(404, { message: GRIEVANCE_CONSOLE_MESSAGES.noSuchGrievance }),
    });
    renderRoute('/admin/grievances/GRV-20990101-ZZZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      GRIEVANCE_CONSOLE_MESSAGES.noSuchGrievance,
    );
    expect(screen.getByRole('link', { name: 'Back to the grievances' })).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it("shows the open grievances, the oldest one's age and the overdue count", async () => {
    console$({
      'GET /api/admin/dashboard': () =>
        json(200, {
          today: '2026-11-27',
          weekStart: '2026-11-23',
          listings: { pendingPayment: 0, active: 0, suspended: 0 },
          enquiries: { today: 0, week: 0 },
          reviews: { today: 0, week: 0 },
          reports: { reviews: 0, oldestReviewReportAt: null },
          grievances: {
            open: 3,
            overdue: 1,
            oldestReceivedAt: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
          },
        }),
    });
    renderRoute('/admin');
    const region = await screen.findByRole('region', { name: 'Grievances' });
    expect(within(region).getByText('Open grievances').nextSibling).toHaveTextContent(
      '3oldest received 3 days ago',
    );
    expect(within(region).getByText('Overdue grievances').nextSibling).toHaveTextContent('1');
  });
});
