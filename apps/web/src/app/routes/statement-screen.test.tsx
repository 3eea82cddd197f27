import { COMMISSION_MESSAGES } from '@mandap/shared/commission';
import type { Statement, StatementLine, StatementSummary } from '@mandap/shared/schemas/commission';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { StatementsSection } from '@/features/billing/components/statements-section';
import { countsHandler } from '@/features/inbox/test/data';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { createTestQueryClient, renderRoute, renderSentToLogin } from '@/test/render-route';

// The vendor's commission statements (issue 30, decision 0075): the Billing screen's list, and a
// statement's page with its lines, totals, the couple's answers and a Dispute form per line.

function line(overrides: Partial<StatementLine> & Pick<StatementLine, 'id'>): StatementLine {
  return {
    enquiryId: overrides.id + 100,
    coupleFirstName: 'Asha',
    eventDate: '2027-05-14',
    bookedAt: '2027-03-31T18:29:00.000Z',
    valuePaise: 15_000_000,
    basisPoints: 700,
    commissionPaise: 1_050_000,
    coupleAnswer: null,
    dispute: null,
    state: 'stands',
    standingValuePaise: 15_000_000,
    standingCommissionPaise: 1_050_000,
    ...overrides,
  };
}

const OPEN: Statement = {
  id: 5,
  month: '2027-03-01',
  issuedAt: '2027-03-31T19:50:00.000Z',
  disputeUntil: '2027-04-07T19:50:00.000Z',
  status: 'open',
  lineCount: 3,
  commissionPaise: 1_050_000 + 700_000,
  undecidedDisputes: 1,
  valuePaise: 25_000_000,
  issuedCommissionPaise: 1_050_000 + 1_050_000 + 350_000,
  disputesOpen: true,
  lines: [
    line({ id: 1, coupleAnswer: 'yes' }),
    line({
      id: 2,
      coupleFirstName: 'Meera',
      coupleAnswer: 'no',
      dispute: {
        reason: 'wrong_value',
        note: 'We agreed ₹1,00,000.',
        claimedValuePaise: 10_000_000,
        disputedAt: '2027-04-02T10:00:00.000Z',
        decision: 'accepted',
        decisionNote: 'The contract shows it.',
        decidedAt: '2027-04-03T10:00:00.000Z',
      },
      state: 'corrected',
      standingValuePaise: 10_000_000,
      standingCommissionPaise: 700_000,
    }),
    line({
      id: 3,
      coupleFirstName: 'Kavya',
      valuePaise: 5_000_000,
      commissionPaise: 350_000,
      dispute: {
        reason: 'cancelled',
        note: 'Cancelled in April.',
        claimedValuePaise: null,
        disputedAt: '2027-04-02T11:00:00.000Z',
        decision: null,
        decisionNote: null,
        decidedAt: null,
      },
      state: 'disputed',
      standingValuePaise: 5_000_000,
      standingCommissionPaise: 350_000,
    }),
  ],
};

function statementServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/inbox/counts': countsHandler(),
    'GET /api/vendor/billing/statements/5': () => json(200, OPEN),
    ...handlers,
  });
}

const card = (enquiryId: number) =>
  screen.getByRole('article', { name: new RegExp(`^Enquiry ${enquiryId}:`) });

describe('a statement page', () => {
  it('is for vendors: anyone else signs in as a vendor first', async () => {
    const { search } = await renderSentToLogin('/billing/statements/5', '/VendorLogin');
    expect(search).toBe('?redirectTo=%2Fbilling%2Fstatements%2F5');
  });

  it('shows the month, totals, window and every line with the couple’s answer and its dispute', async () => {
    statementServer();
    renderRoute('/billing/statements/5');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statement for March 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Value of bookings that stand').nextElementSibling).toHaveTextContent(
      '₹2,50,000',
    );
    expect(screen.getByText('Commission', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹17,500',
    );
    expect(screen.getByText('Commission as issued').nextElementSibling).toHaveTextContent(
      '₹24,500',
    );
    expect(screen.getByText('Disputes until').nextElementSibling).toHaveTextContent(
      '8 Apr 2027, 1:20 am',
    );
    expect(screen.getByText(/1 dispute is waiting for Mandap's decision/)).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Bookings on this statement' }));
    expect(lines.getAllByRole('article')).toHaveLength(3);
    expect(card(101)).toHaveTextContent('Enquiry 101: Asha, 14 May 2027');
    expect(card(101)).toHaveTextContent('Couple says booked');
    expect(card(101)).toHaveTextContent('Commission (7%)₹10,500');
    expect(card(102)).toHaveTextContent('Couple says not booked');
    expect(card(102)).toHaveTextContent('₹7,000 (was ₹10,500)');
    expect(card(102)).toHaveTextContent('Dispute accepted: value corrected');
    expect(card(102)).toHaveTextContent("Mandap's noteThe contract shows it.");
    expect(card(103)).toHaveTextContent('Disputed: waiting for Mandap');
    expect(card(103)).toHaveTextContent('Couple has not answered');
    // A line is disputed once: only the undisputed one offers it.
    expect(screen.getAllByRole('button', { name: /^Dispute enquiry/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
  });

  it('disputes a line: a reason, the right value for a wrong one, a note', async () => {
    const post = deferredReply();
    const api = statementServer({
      'POST /api/vendor/billing/statements/5/lines/1/dispute': post.handler,
    });
    const user = userEvent.setup();
    renderRoute('/billing/statements/5');
    await screen.findByRole('heading', { level: 2, name: 'Statement for March 2027' });
    await user.click(screen.getByRole('button', { name: 'Dispute enquiry 101' }));
    const form = screen.getByRole('form', { name: 'Dispute enquiry 101' });
    const reason = within(form).getByRole('combobox', { name: 'What is wrong?' });
    expect(reason).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Send dispute' }));
    expect(reason).toHaveAccessibleDescription(COMMISSION_MESSAGES.reasonRequired);
    expect(
      within(form).getByRole('textbox', { name: 'Note for Mandap' }),
    ).toHaveAccessibleDescription(COMMISSION_MESSAGES.noteRequired);
    expect(
      within(form).queryByRole('textbox', { name: 'The right value (₹)' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(reason, 'The value is wrong');
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for Mandap' }),
      'We agreed less.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send dispute' }));
    const right = within(form).getByRole('textbox', { name: 'The right value (₹)' });
    expect(right).toHaveAccessibleDescription(COMMISSION_MESSAGES.rightValueRequired);
    expect(api.calls('POST /api/vendor/billing/statements/5/lines/1/dispute')).toHaveLength(0);
    await user.type(right, '1,20,000');
    await user.click(within(form).getByRole('button', { name: 'Send dispute' }));
    expect(api.calls('POST /api/vendor/billing/statements/5/lines/1/dispute')[0]?.body).toEqual({
      reason: 'wrong_value',
      note: 'We agreed less.',
      rightValue: '1,20,000',
    });
    post.resolve(json(200, line({ id: 1, state: 'disputed' })));
    expect(
      await screen.findByText('Your dispute of enquiry 101 was sent. Mandap will decide it.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal: a field's at the field, the window's closing as an alert", async () => {
    let reply: Response = json(400, {
      message: 'Please correct the highlighted fields.',
      fieldErrors: { rightValue: COMMISSION_MESSAGES.rightValueSame },
    });
    statementServer({
      'POST /api/vendor/billing/statements/5/lines/1/dispute': () => reply,
    });
    const user = userEvent.setup();
    renderRoute('/billing/statements/5');
    await screen.findByRole('heading', { level: 2, name: 'Statement for March 2027' });
    await user.click(screen.getByRole('button', { name: 'Dispute enquiry 101' }));
    const form = screen.getByRole('form', { name: 'Dispute enquiry 101' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'What is wrong?' }),
      'The value is wrong',
    );
    await user.type(within(form).getByRole('textbox', { name: 'The right value (₹)' }), '150000');
    await user.type(within(form).getByRole('textbox', { name: 'Note for Mandap' }), 'Wrong value.');
    await user.click(within(form).getByRole('button', { name: 'Send dispute' }));
    expect(await within(form).findByText(COMMISSION_MESSAGES.rightValueSame)).toBeInTheDocument();
    const closed = COMMISSION_MESSAGES.windowClosed(new Date('2027-04-07T19:50:00.000Z'));
    reply = json(409, { message: closed });
    await user.click(within(form).getByRole('button', { name: 'Send dispute' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(closed);
  });

  it('after the window: says when it closed, and offers no dispute', async () => {
    statementServer({
      'GET /api/vendor/billing/statements/5': () => json(200, { ...OPEN, disputesOpen: false }),
    });
    renderRoute('/billing/statements/5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time to dispute this statement ended on 8 Apr 2027, 1:20 am (India time).',
    );
    expect(screen.queryByRole('button', { name: /^Dispute enquiry/ })).not.toBeInTheDocument();
  });

  it("says when there is no such statement (another vendor's)", async () => {
    statementServer({
      'GET /api/vendor/billing/statements/5': () =>
        json(404, { message: COMMISSION_MESSAGES.noSuchStatement }),
    });
    renderRoute('/billing/statements/5');
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMISSION_MESSAGES.noSuchStatement);
  });
});

function renderSection() {
  const router = createMemoryRouter([{ path: '/billing', element: <StatementsSection /> }], {
    initialEntries: ['/billing'],
  });
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const SUMMARY: StatementSummary = {
  id: 5,
  month: '2027-03-01',
  issuedAt: OPEN.issuedAt,
  disputeUntil: OPEN.disputeUntil,
  status: 'open',
  lineCount: 3,
  commissionPaise: 1_750_000,
  undecidedDisputes: 1,
};

describe('the statements section of the Billing screen', () => {
  it('lists each month with its bookings, commission, status and window, linking to its page', async () => {
    fakeApi({
      'GET /api/vendor/billing/statements': () =>
        json(200, {
          statements: [
            SUMMARY,
            {
              ...SUMMARY,
              id: 4,
              month: '2027-02-01',
              status: 'invoiced',
              lineCount: 1,
              commissionPaise: 560_000,
              undecidedDisputes: 0,
            },
          ],
        }),
    });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Statements, newest first' });
    const [march, february] = within(list).getAllByRole('listitem');
    expect(
      within(march as HTMLElement).getByRole('link', { name: 'Statement for March 2027' }),
    ).toHaveAttribute('href', '/billing/statements/5');
    expect(march).toHaveTextContent('3 bookings · Commission ₹17,500');
    expect(march).toHaveTextContent('Open for disputes');
    expect(march).toHaveTextContent('Disputes until 8 Apr 2027, 1:20 am');
    expect(march).toHaveTextContent('1 dispute waiting for Mandap');
    expect(february).toHaveTextContent('1 booking · Commission ₹5,600');
    expect(february).toHaveTextContent('Invoiced');
    expect(february).not.toHaveTextContent('Disputes until');
  });

  it('says when there are none yet, and when they cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/vendor/billing/statements': () =>
        fail ? networkFailure() : json(200, { statements: [] }),
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your statements.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No statements yet\./)).toBeInTheDocument();
  });
});
