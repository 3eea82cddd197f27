import type { CommissionDue, CommissionInvoice } from '@mandap/shared/schemas/collections';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  NOTHING_DUE_REPLY,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { CommissionDueSection } from './commission-due-section';

// The Billing screen's "Commission due" (issue 30, decision 0076): unpaid commission invoices
// with amount, due date, overdue state and Pay, paid ones with when, and why listings are hidden.

const DUE_ROUTE = 'GET /api/vendor/billing/due';

function invoice(overrides: Partial<CommissionInvoice>): CommissionInvoice {
  return {
    documentId: 11,
    number: 'MDP/27-28/000011',
    month: '2027-03',
    bookings: 3,
    issuedAt: '2027-04-08T00:50:00.000Z',
    dueOn: '2027-05-08',
    taxablePaise: 19_950_00,
    totalPaise: 23_541_00,
    state: 'due',
    paidAt: null,
    ...overrides,
  };
}

const OVERDUE = invoice({
  documentId: 9,
  number: 'MDP/26-27/000409',
  month: '2027-02',
  bookings: 1,
  dueOn: '2027-04-07',
  totalPaise: 8_260_00,
  state: 'overdue',
});
const DUE = invoice({});
const PAID = invoice({
  documentId: 4,
  number: 'MDP/26-27/000204',
  month: '2027-01',
  bookings: 2,
  totalPaise: 5_900_50,
  state: 'paid',
  paidAt: '2027-03-01T19:00:00.000Z',
});

const REPLY: CommissionDue = {
  invoices: [OVERDUE, DUE, PAID],
  dueNowPaise: OVERDUE.totalPaise + DUE.totalPaise,
  hiddenListings: {
    documentId: OVERDUE.documentId,
    number: OVERDUE.number,
    message: `Your listings are hidden from search because commission invoice ${OVERDUE.number} is overdue. Pay it to show them again.`,
  },
  waiting: [
    {
      statementId: 31,
      month: '2027-04',
      message:
        "Your statement for April 2027 waits for Mandap's decision on your dispute. Its invoice follows once every dispute on it is decided.",
    },
  ],
};

function render(due: FakeHandler) {
  const api = fakeApi({ 'GET /api/session': () => json(200, VENDOR_SESSION), [DUE_ROUTE]: due });
  renderRoutes([{ path: '/billing', element: <CommissionDueSection /> }], '/billing');
  return api;
}

const section = () => screen.getByRole('region', { name: 'Commission due' });

describe('commission due on the Billing screen', () => {
  it('says it is loading, then lists what is due with amounts, due dates, states and Pay', async () => {
    const reply = deferredReply();
    render(reply.handler);
    expect(await screen.findByText('Loading commission invoices...')).toBeInTheDocument();
    reply.resolve(json(200, REPLY));

    const toPay = within(await screen.findByRole('region', { name: 'To pay' }));
    expect(toPay.getByText('Total due: ₹31,801')).toBeVisible();
    const overdue = within(
      toPay.getByRole('article', { name: `Commission invoice ${OVERDUE.number}` }),
    );
    expect(overdue.getByText('February 2027, 1 booking')).toBeVisible();
    expect(overdue.getByText('Overdue')).toBeVisible();
    expect(overdue.getByText('₹8,260')).toBeVisible();
    expect(overdue.getByText('7 April 2027')).toBeVisible();
    expect(overdue.getByRole('link', { name: `Pay ${OVERDUE.number}` })).toHaveAttribute(
      'href',
      '/payment?invoice=9',
    );
    const due = within(toPay.getByRole('article', { name: `Commission invoice ${DUE.number}` }));
    expect(due.getByText('March 2027, 3 bookings')).toBeVisible();
    expect(due.getByText('Due')).toBeVisible();
    expect(due.getByText('₹23,541')).toBeVisible();
    expect(due.getByText('8 May 2027')).toBeVisible();
    expect(due.getByRole('link', { name: `Pay ${DUE.number}` })).toHaveAttribute(
      'href',
      '/payment?invoice=11',
    );

    const paid = within(screen.getByRole('region', { name: 'Paid' }));
    const row = within(paid.getByRole('article', { name: `Commission invoice ${PAID.number}` }));
    expect(row.getByText('₹5,900.50')).toBeVisible();
    // Paid at 19:00 UTC on 1 March: 2 March in India.
    expect(row.getByText('Paid on 2 March 2027')).toBeVisible();
    expect(paid.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says why the listings are hidden, and which statement waits for a dispute', async () => {
    render(() => json(200, REPLY));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      REPLY.hiddenListings?.message ?? '',
    );
    expect(within(section()).getByText(REPLY.waiting[0]?.message ?? '')).toBeVisible();
  });

  it('says when there are no commission invoices', async () => {
    render(() => json(200, NOTHING_DUE_REPLY));
    expect(await screen.findByText('No commission invoices yet.')).toBeVisible();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'To pay' })).not.toBeInTheDocument();
  });

  it('says nothing is due when every invoice is paid', async () => {
    render(() => json(200, { ...NOTHING_DUE_REPLY, invoices: [PAID] }));
    expect(await screen.findByText('Nothing is due.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'To pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paid' })).toBeVisible();
  });

  it('says so when it cannot load, and tries again', async () => {
    const api = render(() => json(500, { message: 'Something went wrong.' }));
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Commission invoices could not be loaded. Please try again.',
    );
    api.on(DUE_ROUTE, () => json(200, REPLY));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'To pay' })).toBeVisible();
  });
});
