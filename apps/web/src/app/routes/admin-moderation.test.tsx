import { MODERATION_MESSAGES, reasonText } from '@mandap/shared/moderation';
import type { QueuedReview } from '@mandap/shared/schemas/moderation';
import type { OperatorProfile } from '@mandap/shared/schemas/operators';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The console's moderation screens (issue 28, decision 0063): the navigation, the queue of
// reported reviews with its decision form and confirmation, a 409 told plainly, and the audit log.

const MODERATOR: OperatorProfile = { email: 'mod@mandap.example', role: 'moderator' };
const ADMIN: OperatorProfile = { email: 'ops@mandap.example', role: 'admin' };

const ITEM: QueuedReview = {
  review: {
    id: 41,
    listingId: 7,
    firmName: 'Moderated Beats',
    rating: 1,
    title: 'Terrible',
    body: 'Rude staff and loud music.',
    photos: [{ url: '/media/a.webp', thumbUrl: '/media/a-thumb.webp' }],
    status: 'reported',
    version: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    hiddenReason: null,
    hiddenAt: null,
  },
  author: { userId: 5, name: 'Meera S.', history: { reports: 2, hidden: 1, dismissed: 0 } },
  reports: [
    {
      id: 1,
      reason: 'Abusive words about the staff.',
      createdAt: '2026-11-21T10:00:00.000Z',
      outcome: null,
      reporter: {
        kind: 'vendor',
        id: 9,
        name: 'Asha Verma',
        history: { reports: 4, hidden: 3, dismissed: 1 },
      },
    },
  ],
  reportCount: 1,
  oldestReportAt: '2026-11-21T10:00:00.000Z',
};

function console$(
  operator: OperatorProfile,
  decision = () => json(200, { status: 'removed', version: 4 }),
) {
  return fakeApi({
    'GET /api/admin/session': () => json(200, { stage: 'signed_in', operator }),
    'GET /api/admin/reviews': ({ path }) =>
      json(200, {
        items: path.includes('hidden') ? [] : [ITEM],
        total: path.includes('hidden') ? 0 : 1,
        page: 1,
        pageSize: 20,
      }),
    'POST /api/admin/reviews/41/decision': decision,
    'GET /api/admin/audit': () =>
      json(200, {
        entries: [
          {
            id: 12,
            at: '2026-11-27T08:00:00.000Z',
            actor: { kind: 'operator', id: 2, role: 'moderator' },
            action: 'review.hidden',
            object: { type: 'review', id: '41' },
            before: { status: 'reported', version: 3 },
            after: { status: 'removed', version: 4 },
            reason: 'abusive: Insults the staff.',
            requestId: 'req-1',
            addressHash: 'abc',
          },
        ],
        nextBeforeId: null,
      }),
  });
}

describe('the reported reviews queue (/admin/reviews)', () => {
  it('shows the review, its reports and histories, and hides it by keyboard after a confirmation', async () => {
    const user = userEvent.setup();
    const api = console$(MODERATOR);
    renderRoute('/admin/reviews');
    expect(await screen.findByRole('heading', { name: 'Reported reviews' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Reported reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const item = await screen.findByRole('article', { name: /Review 41 of Moderated Beats/ });
    expect(within(item).getByText('Rude staff and loud music.')).toBeInTheDocument();
    expect(within(item).getByText(/Abusive words about the staff/)).toBeInTheDocument();
    expect(within(item).getByText(/4 reports made \(3 hidden, 1 dismissed\)/)).toBeInTheDocument();
    expect(within(item).getByText(/2 reports on their reviews/)).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Review 41, attachment 1' })).toBeInTheDocument();

    const hideForm = within(item).getByRole('heading', { name: 'Hide the review' })
      .parentElement as HTMLElement;
    // No reason yet: told, nothing sent.
    await user.click(within(hideForm).getByRole('button', { name: 'Hide the review…' }));
    expect(within(hideForm).getByRole('alert')).toHaveTextContent(
      MODERATION_MESSAGES.reasonRequired,
    );
    await user.selectOptions(
      within(hideForm).getByLabelText('Reason'),
      reasonText('hide', 'abusive'),
    );
    await user.type(within(hideForm).getByLabelText(/Details/), 'Insults the staff.');
    await user.click(within(hideForm).getByRole('button', { name: 'Hide the review…' }));
    expect(within(hideForm).getByText(MODERATION_MESSAGES.confirm.hide)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/reviews/41/decision')).toHaveLength(0);
    // The confirmation has the focus: Enter confirms.
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MODERATION_MESSAGES.done.hide)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/reviews/41/decision')[0]?.body).toEqual({
      decision: 'hide',
      reason: 'abusive',
      details: 'Insults the staff.',
      version: 3,
    });
  });

  it('tells the second operator someone else decided', async () => {
    const user = userEvent.setup();
    console$(MODERATOR, () => json(409, { message: MODERATION_MESSAGES.decidedElsewhere }));
    renderRoute('/admin/reviews');
    const item = await screen.findByRole('article', { name: /Review 41/ });
    const dismissForm = within(item).getByRole('heading', { name: 'Dismiss the reports' })
      .parentElement as HTMLElement;
    await user.selectOptions(
      within(dismissForm).getByLabelText('Reason'),
      reasonText('dismiss', 'no_violation'),
    );
    await user.click(within(dismissForm).getByRole('button', { name: 'Dismiss the reports…' }));
    await user.click(within(dismissForm).getByRole('button', { name: 'Confirm' }));
    expect(await within(dismissForm).findByRole('alert')).toHaveTextContent(
      MODERATION_MESSAGES.decidedElsewhere,
    );
  });
});

describe('the audit log (/admin/audit)', () => {
  it('shows entries in a table, filters, and links the CSV of the same filters', async () => {
    const user = userEvent.setup();
    const api = console$(ADMIN);
    renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('review.hidden')).toBeInTheDocument();
    expect(within(table).getByText('abusive: Insults the staff.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Object type'), 'review');
    await user.type(screen.getByLabelText('Object id'), '41');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await screen.findByRole('table');
    expect(api.calls('GET /api/admin/audit').at(-1)?.path).toBe(
      '/api/admin/audit?objectType=review&objectId=41',
    );
    expect(screen.getByRole('link', { name: 'Download these entries as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?objectType=review&objectId=41',
    );
  });

  it('offers moderators the entries about content and grievances only', async () => {
    console$(MODERATOR);
    renderRoute('/admin/audit');
    const select = await screen.findByLabelText('Object type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['review', 'listing', 'message', 'grievance']);
  });
});
