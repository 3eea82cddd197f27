import { COMMISSION_CONSOLE, COMMISSION_MESSAGES } from '@mandap/shared/commission';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { QueuedDispute } from '@mandap/shared/schemas/commission';
import type { OperatorProfile } from '@mandap/shared/schemas/operators';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, json } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The console's commission disputes (issue 30, decision 0075): admins only; each dispute with the
// booking, the couple's answer and what accepting would do; accept or reject with a note, then a
// confirmation; a 409 told plainly.

const ADMIN: OperatorProfile = { email: 'ops@mandap.example', role: 'admin' };
const MODERATOR: OperatorProfile = { email: 'mod@mandap.example', role: 'moderator' };

const WRONG_VALUE: QueuedDispute = {
  lineId: 40,
  statementId: 5,
  month: '2027-03-01',
  vendorId: 9,
  vendorName: 'Asha Verma',
  enquiryId: 101,
  firmName: 'Shaadi Studio',
  coupleFirstName: 'Meera',
  eventDate: '2027-05-14',
  bookedAt: '2027-03-20T10:00:00.000Z',
  valuePaise: 15_000_000,
  basisPoints: 700,
  commissionPaise: 1_050_000,
  coupleAnswer: 'yes',
  dispute: {
    reason: 'wrong_value',
    note: 'We agreed ₹1,00,000.',
    claimedValuePaise: 10_000_000,
    disputedAt: '2027-04-02T10:00:00.000Z',
    decision: null,
    decisionNote: null,
    decidedAt: null,
  },
  commissionIfAcceptedPaise: 700_000,
};

function consoleServer(operator: OperatorProfile, handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/admin/session': () => json(200, { stage: 'signed_in', operator }),
    'GET /api/admin/commission/disputes': ({ path }) =>
      json(200, {
        disputes: path.includes('decided') && !path.includes('undecided') ? [] : [WRONG_VALUE],
      }),
    ...handlers,
  });
}

describe('the commission disputes queue', () => {
  it('shows each dispute with the booking, the couple’s answer and what accepting would do', async () => {
    consoleServer(ADMIN);
    renderRoute('/admin/commission-disputes');
    expect(
      await screen.findByRole('heading', { level: 1, name: COMMISSION_CONSOLE.title }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Commission disputes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const item = await screen.findByRole('article', {
      name: 'Enquiry 101 of Shaadi Studio: The value is wrong',
    });
    expect(item).toHaveTextContent('Asha Verma (vendor 9)');
    expect(item).toHaveTextContent('March 2027 (statement 5)');
    expect(item).toHaveTextContent('Value as marked₹1,50,000');
    expect(item).toHaveTextContent('Right value, says the vendor₹1,00,000 (commission ₹7,000)');
    expect(item).toHaveTextContent("Couple's answerCouple says booked");
    expect(item).toHaveTextContent('“We agreed ₹1,00,000.”');
    expect(screen.getByText(COMMISSION_CONSOLE.countUndecided(1))).toBeInTheDocument();
  });

  it('accepts with a note, after a confirmation that says what follows', async () => {
    const api = consoleServer(ADMIN, {
      'POST /api/admin/commission/lines/40/decision': () =>
        json(200, { ...WRONG_VALUE, dispute: { ...WRONG_VALUE.dispute, decision: 'accepted' } }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/commission-disputes');
    const form = await screen.findByRole('form', {
      name: 'Accept the dispute: enquiry 101',
    });
    await user.click(within(form).getByRole('button', { name: 'Accept the dispute…' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      COMMISSION_MESSAGES.decisionNoteRequired,
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for the vendor' }),
      'The contract shows ₹1,00,000.',
    );
    await user.click(within(form).getByRole('button', { name: 'Accept the dispute…' }));
    const dialog = within(form).getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "Accept the dispute of enquiry 101? The line's commission becomes ₹7,000.",
    );
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText(COMMISSION_CONSOLE.done.accept)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/commission/lines/40/decision')[0]?.body).toEqual({
      decision: 'accept',
      note: 'The contract shows ₹1,00,000.',
    });
    await waitFor(() =>
      expect(api.calls('GET /api/admin/commission/disputes').length).toBeGreaterThan(1),
    );
  });

  it('tells a 409 plainly: another admin decided first', async () => {
    consoleServer(ADMIN, {
      'POST /api/admin/commission/lines/40/decision': () =>
        json(409, { message: COMMISSION_MESSAGES.alreadyDecided }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/commission-disputes');
    const form = await screen.findByRole('form', { name: 'Reject the dispute: enquiry 101' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for the vendor' }),
      'The couple confirmed the booking.',
    );
    await user.click(within(form).getByRole('button', { name: 'Reject the dispute…' }));
    await user.click(
      within(within(form).getByRole('alertdialog')).getByRole('button', { name: /Confirm/ }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      COMMISSION_MESSAGES.alreadyDecided,
    );
  });

  it('is for admins: a moderator is told so, and the navigation does not offer it', async () => {
    const api = consoleServer(MODERATOR);
    renderRoute('/admin/commission-disputes');
    expect(await screen.findByRole('alert')).toHaveTextContent(OPERATOR_MESSAGES.adminOnly);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav).queryByRole('link', { name: 'Commission disputes' }),
    ).not.toBeInTheDocument();
    expect(api.calls('GET /api/admin/commission/disputes')).toHaveLength(0);
  });
});
