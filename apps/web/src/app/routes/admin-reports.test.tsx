import { REPORT_DISMISS_REASONS, REPORT_QUEUE_MESSAGES } from '@mandap/shared/reports';
import type { OperatorProfile } from '@mandap/shared/schemas/operators';
import type { ReportedListing, ReportedMessage } from '@mandap/shared/schemas/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The console's queues of reported listings and chat messages (decision 0065): content, reports,
// histories, links to the listing's and the accounts' pages, dismissal with a confirmation, a
// 409 told in place, and the empty state.

const MODERATOR: OperatorProfile = { email: 'mod@mandap.example', role: 'moderator' };
const HISTORY = {
  made: { reports: 3, dismissed: 2, actioned: 1 },
  received: { reports: 0, dismissed: 0, actioned: 0 },
};
const REPORT = {
  id: 1,
  reason: 'fake_or_scam',
  details: 'Took an advance and vanished.',
  createdAt: '2026-11-21T10:00:00.000Z',
  reporter: { kind: 'user' as const, id: 5, name: 'Meera Shah', history: HISTORY },
};

const LISTING: ReportedListing = {
  listing: {
    id: 7,
    firmName: 'Shady Beats',
    category: 'dj',
    city: 'Jaipur',
    status: 'active',
    description: 'The best DJ in town.',
    photos: [{ url: '/media/a.webp', thumbUrl: '/media/a-thumb.webp' }],
    videos: [{ url: '/media/v.mp4', thumbUrl: null }],
  },
  owner: {
    kind: 'vendor',
    id: 9,
    name: 'Asha Verma',
    history: {
      made: { reports: 0, dismissed: 0, actioned: 0 },
      received: { reports: 4, dismissed: 1, actioned: 2 },
    },
  },
  reports: [REPORT],
  reportCount: 1,
  oldestReportAt: REPORT.createdAt,
  version: 2,
};

const MESSAGE: ReportedMessage = {
  message: {
    id: 31,
    enquiryId: 12,
    firmName: 'Shady Beats',
    sender: 'vendor',
    body: 'Pay me on UPI outside Mandap.',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  context: [
    { id: 30, sender: 'user', body: 'Is 14 February free?', createdAt: '2026-11-20T09:00:00.000Z' },
    {
      id: 31,
      sender: 'vendor',
      body: 'Pay me on UPI outside Mandap.',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  author: LISTING.owner,
  reports: [{ ...REPORT, reason: 'payment_outside', details: '' }],
  reportCount: 1,
  oldestReportAt: REPORT.createdAt,
  version: 1,
};

function console$(dismiss = () => json(200, { closed: 1, notified: 1 }), empty = false) {
  const page = (items: unknown[]) =>
    json(200, { items, total: items.length, page: 1, pageSize: 20 });
  return fakeApi({
    'GET /api/admin/session': () => json(200, { stage: 'signed_in', operator: MODERATOR }),
    'GET /api/admin/reports/listings': () => page(empty ? [] : [LISTING]),
    'GET /api/admin/reports/messages': () => page(empty ? [] : [MESSAGE]),
    'POST /api/admin/reports/listings/7/dismiss': dismiss,
    'POST /api/admin/reports/messages/31/dismiss': dismiss,
  });
}

describe('the reported listings queue (/admin/reports/listings)', () => {
  it('shows the listing, its reports and histories, links, and dismisses by keyboard', async () => {
    const user = userEvent.setup();
    const api = console$();
    renderRoute('/admin/reports/listings');
    expect(await screen.findByRole('heading', { name: 'Reported listings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Reported listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const item = await screen.findByRole('article', { name: 'Listing 7: Shady Beats' });
    expect(within(item).getByText(/dj, Jaipur/)).toBeInTheDocument();
    expect(within(item).getByText('The best DJ in town.')).toBeInTheDocument();
    expect(
      within(item).getByRole('img', { name: 'Shady Beats, attachment 1' }),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Video 1' })).toHaveAttribute(
      'href',
      '/media/v.mp4',
    );
    expect(within(item).getByText('Fake or a scam')).toBeInTheDocument();
    expect(within(item).getByText(/Took an advance and vanished/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: "Open the listing's page" })).toHaveAttribute(
      'href',
      '/admin/listings/7',
    );
    expect(within(item).getByRole('link', { name: 'Asha Verma (vendor 9)' })).toHaveAttribute(
      'href',
      '/admin/vendors/9',
    );
    expect(within(item).getByRole('link', { name: 'Meera Shah (user 5)' })).toHaveAttribute(
      'href',
      '/admin/users/5',
    );
    expect(within(item).getByText(/received 4 \(1 dismissed, 2 acted on\)/)).toBeInTheDocument();
    expect(
      within(item).getByText(/made 3 reports \(2 dismissed, 1 acted on\)/),
    ).toBeInTheDocument();

    // Other needs details: told, nothing sent.
    await user.selectOptions(within(item).getByLabelText('Reason'), REPORT_DISMISS_REASONS.other);
    await user.click(within(item).getByRole('button', { name: 'Dismiss the reports…' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(
      REPORT_QUEUE_MESSAGES.detailsRequired,
    );
    await user.type(within(item).getByLabelText(/Details/), 'Booked through us, paid in full.');
    await user.click(within(item).getByRole('button', { name: 'Dismiss the reports…' }));
    expect(within(item).getByText(REPORT_QUEUE_MESSAGES.confirmDismiss)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/reports/listings/7/dismiss')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(REPORT_QUEUE_MESSAGES.dismissed)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/reports/listings/7/dismiss')[0]?.body).toEqual({
      reason: 'other',
      details: 'Booked through us, paid in full.',
      version: 2,
    });
  });

  it('says so when nothing is waiting', async () => {
    console$(undefined, true);
    renderRoute('/admin/reports/listings');
    expect(await screen.findByText(REPORT_QUEUE_MESSAGES.emptyListings)).toBeInTheDocument();
  });
});

describe('the reported messages queue (/admin/reports/messages)', () => {
  it('shows the message among those around it, and tells the second operator of a 409', async () => {
    const user = userEvent.setup();
    console$(() => json(409, { message: REPORT_QUEUE_MESSAGES.decidedElsewhere }));
    renderRoute('/admin/reports/messages');
    const item = await screen.findByRole('article', { name: /Message 31 in conversation 12/ });
    const lines = within(item)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    expect(lines.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Is 14 February free?'),
      expect.stringContaining('(reported)Pay me on UPI outside Mandap.'),
    ]);
    expect(within(item).getByText('Asks for payment outside Mandap')).toBeInTheDocument();
    await user.selectOptions(
      within(item).getByLabelText('Reason'),
      REPORT_DISMISS_REASONS.no_violation,
    );
    await user.click(within(item).getByRole('button', { name: 'Dismiss the reports…' }));
    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      REPORT_QUEUE_MESSAGES.decidedElsewhere,
    );
  });
});
