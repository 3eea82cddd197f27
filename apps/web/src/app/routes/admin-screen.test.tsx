import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { OperatorProfile, OperatorSessionReply } from '@mandap/shared/schemas/operators';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const ADMIN: OperatorProfile = { email: 'ops@mandap.example', role: 'admin' };
const MODERATOR: OperatorProfile = { email: 'mod@mandap.example', role: 'moderator' };
const DASHBOARD = {
  today: '2026-11-27',
  weekStart: '2026-11-23',
  listings: { pendingPayment: 4, active: 1250, suspended: 2 },
  enquiries: { today: 3, week: 21 },
  reviews: { today: 1, week: 9 },
  grievances: { open: 0, overdue: 0, oldestReceivedAt: null },
  reports: {
    reviews: 0,
    oldestReviewReportAt: null,
    listings: 0,
    messages: 0,
    total: 0,
    oldestReportAt: null,
  },
};
const PAYMENTS = {
  weekStart: '2026-11-23',
  payments: { count: 5, amountPaise: 499500 },
  refunds: { count: 1, amountPaise: 99900 },
};

/** A fake console: the session moves through the stages as the steps are answered. */
function consoleServer(
  operator = ADMIN,
  start: OperatorSessionReply = { stage: null, operator: null },
) {
  let session = start;
  const step = (next: OperatorSessionReply) => {
    session = next;
    return json(200, next);
  };
  return fakeApi({
    'GET /api/admin/session': () => json(200, session),
    'POST /api/admin/login': ({ body }) =>
      (body as { password: string }).password === 'Right@2026'
        ? step({ stage: 'second_factor', operator })
        : json(401, { message: OPERATOR_MESSAGES.invalidCredentials, kind: 'auth' }),
    'POST /api/admin/login/code': ({ body }) =>
      (body as { code: string }).code === '123456'
        ? step({ stage: 'signed_in', operator })
        : json(401, { message: OPERATOR_MESSAGES.invalidCode, kind: 'auth' }),
    'POST /api/admin/setup': () => step({ stage: 'enrol', operator }),
    'GET /api/admin/enrolment': () =>
      json(200, {
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
        key: 'ABCD EFGH IJKL MNOP',
        issuer: 'Mandap',
        account: operator.email,
      }),
    'POST /api/admin/enrolment': () => {
      session = { stage: 'signed_in', operator };
      return json(200, {
        ...session,
        recoveryCodes: Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-000${i}`),
      });
    },
    'GET /api/admin/dashboard': () => json(200, DASHBOARD),
    'GET /api/admin/dashboard/payments': () => json(200, PAYMENTS),
    'POST /api/admin/logout': () => {
      session = { stage: null, operator: null };
      return new Response(null, { status: 204 });
    },
  });
}

describe('the operator sign-in (/admin)', () => {
  it('asks the password, then the code; a wrong one is refused; then shows the dashboard', async () => {
    const user = userEvent.setup();
    const api = consoleServer();
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'Wrong@2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      OPERATOR_MESSAGES.invalidCredentials,
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authenticator code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OPERATOR_MESSAGES.invalidCode);
    // Only the keyboard from here: the field is cleared for the next code.
    await user.click(screen.getByLabelText('Authenticator code'));
    await user.keyboard('123456{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const listings = await screen.findByRole('region', { name: 'Listings' });
    expect(within(listings).getByText('Active').nextSibling).toHaveTextContent('1,250');
    const payments = await screen.findByRole('region', { name: 'Payments this week' });
    expect(within(payments).getByText(/₹4,995/)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/login/code').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it("a moderator's dashboard leaves payments out and does not ask for them", async () => {
    const api = consoleServer(MODERATOR, { stage: 'signed_in', operator: MODERATOR });
    renderRoute('/admin');
    expect(await screen.findByRole('region', { name: 'Listings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments this week' })).toBeNull();
    expect(api.calls('GET /api/admin/dashboard/payments')).toHaveLength(0);
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    consoleServer(ADMIN, { stage: 'signed_in', operator: ADMIN });
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
  });
});

describe('the set-up link (/admin/setup#token)', () => {
  it('sets a password, shows the QR code and key, confirms a code and shows ten recovery codes', async () => {
    const user = userEvent.setup();
    const api = consoleServer();
    renderRoute('/admin/setup#the-token');
    expect(
      await screen.findByRole('heading', { name: 'Set up your operator account' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(api.calls('POST /api/admin/setup')[0]?.body).toEqual({
      token: 'the-token',
      password: 'Right@2026',
    });

    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code for Mandap/ })).toBeInTheDocument();
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(OPERATOR_MESSAGES.recoveryCodesOnce)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /open the console/ }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says what to do when the link has no token', async () => {
    consoleServer();
    renderRoute('/admin/setup');
    expect(await screen.findByRole('alert')).toHaveTextContent(OPERATOR_MESSAGES.tokenRequired);
  });
});
