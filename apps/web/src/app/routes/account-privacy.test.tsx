import { PRIVACY_LIMITS, PRIVACY_MESSAGES, PRIVACY_TEXTS } from '@mandap/shared/privacy';
import type { DataExportState } from '@mandap/shared/schemas/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type FakeHandler,
  fakeApi,
  json,
  USER,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// "Download my data" and "Delete my account" (decision 0072) on /profile and in the vendor
// portal: each state of the download, the request, and the deletion's password, confirmation and
// the page after it; and the sign-in's notice when it cancelled a deletion.

const NONE: DataExportState = {
  state: 'none',
  id: null,
  requestedAt: null,
  expiresAt: null,
  bytes: null,
  downloadUrl: null,
  requestsLeft: 3,
};
const ID = '0123456789abcdef0123456789abcdef';
const PREPARING: DataExportState = { ...NONE, state: 'preparing', id: ID, requestsLeft: 2 };
const READY: DataExportState = {
  ...PREPARING,
  state: 'ready',
  expiresAt: '2026-03-08T06:30:00.000Z',
  bytes: 48_000,
  downloadUrl: `/api/account/export/${ID}/download`,
};

function userServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({ 'GET /api/session': () => json(200, USER_SESSION), ...handlers });
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('Download my data', () => {
  it('asks for a copy, shows it being prepared, then the download link with its expiry', async () => {
    const user = userEvent.setup();
    let state = NONE;
    const api = userServer({
      'GET /api/account/export': () => json(200, state),
      'POST /api/account/export': () => {
        state = PREPARING;
        return json(202, state);
      },
    });
    renderRoute('/profile');
    const region = await section(PRIVACY_TEXTS.exportHeading);
    expect(region.getByText(PRIVACY_TEXTS.exportIntro)).toBeInTheDocument();
    await user.click(await region.findByRole('button', { name: PRIVACY_TEXTS.exportRequest }));
    expect(await region.findByText(PRIVACY_TEXTS.exportPreparing)).toHaveAttribute(
      'role',
      'status',
    );
    expect(region.queryByRole('button', { name: PRIVACY_TEXTS.exportRequest })).toBeNull();
    expect(api.calls('POST /api/account/export')).toHaveLength(1);

    state = READY;
    // The page asks again while preparing; here it is told at once.
    await waitFor(
      () => expect(region.getByRole('link', { name: /Download my data \(ZIP\)/ })).toBeVisible(),
      { timeout: 8000 },
    );
    const link = region.getByRole('link', { name: /Download my data \(ZIP\)/ });
    expect(link).toHaveAttribute('href', READY.downloadUrl);
    expect(link).toHaveTextContent('(47 KB)');
    expect(region.getByText(/Your data is ready to download until 8 Mar 2026/)).toBeInTheDocument();
    expect(
      region.getByRole('button', { name: PRIVACY_TEXTS.exportRequestAgain }),
    ).toBeInTheDocument();
  }, 15_000);

  it("shows the server's refusal, and the daily limit once it is reached", async () => {
    const user = userEvent.setup();
    userServer({
      'GET /api/account/export': () =>
        json(200, { ...NONE, state: 'expired', id: ID, requestsLeft: 1 }),
      'POST /api/account/export': () =>
        json(429, { message: PRIVACY_MESSAGES.exportTooMany(5), kind: 'rate_limited' }),
    });
    renderRoute('/profile');
    const region = await section(PRIVACY_TEXTS.exportHeading);
    expect(await region.findByText(PRIVACY_TEXTS.exportExpired)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: PRIVACY_TEXTS.exportRequest }));
    expect(await region.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.exportTooMany(5));
  });

  it('says when it cannot load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    userServer({
      'GET /api/account/export': () => (fail ? json(500, { message: 'boom' }) : json(200, NONE)),
    });
    renderRoute('/profile');
    const region = await section(PRIVACY_TEXTS.exportHeading);
    expect(await region.findByText(PRIVACY_TEXTS.exportLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(region.getByRole('button', { name: /Try again/ }));
    expect(
      await region.findByRole('button', { name: PRIVACY_TEXTS.exportRequest }),
    ).toBeInTheDocument();
  });

  it('is in the vendor portal too, with "Delete my account"', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/profile': () =>
        json(200, VENDOR_SESSION.role === 'vendor' ? VENDOR_SESSION.vendor : null),
      'GET /api/account/export': () => json(200, READY),
    });
    renderRoute('/VendorProfile');
    const region = await section(PRIVACY_TEXTS.exportHeading);
    expect(await region.findByRole('link', { name: /Download my data/ })).toBeInTheDocument();
    expect(await section(PRIVACY_TEXTS.deleteHeading)).toBeTruthy();
  });
});

describe('Delete my account', () => {
  it('says what happens and what is kept, asks the password, confirms, then signs out to a page that says so', async () => {
    const user = userEvent.setup();
    const api = userServer({
      'POST /api/account/delete': ({ body }) =>
        (body as { password: string }).password === 'Shaadi@2026'
          ? json(200, { eraseAfter: '2026-03-08T06:30:00.000Z' })
          : json(400, {
              message: 'Please correct the errors in the form',
              fieldErrors: { password: PRIVACY_MESSAGES.passwordWrong },
            }),
    });
    const { router } = renderRoute('/profile');
    const region = await section(PRIVACY_TEXTS.deleteHeading);
    for (const line of PRIVACY_TEXTS.deleteWhatHappens) {
      expect(region.getByText(line)).toBeInTheDocument();
    }
    expect(region.getByText(/kept for 8 years, as India's tax laws require/)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: PRIVACY_TEXTS.deleteStart }));
    const password = region.getByLabelText(PRIVACY_TEXTS.deletePasswordLabel);
    await waitFor(() => expect(password).toHaveFocus());

    // Nothing typed: the field says so, nothing is sent.
    await user.click(region.getByRole('button', { name: PRIVACY_TEXTS.deleteContinue }));
    expect(region.getByText(PRIVACY_MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(password, 'Wrong@2026');
    await user.click(region.getByRole('button', { name: PRIVACY_TEXTS.deleteContinue }));
    const dialog = await screen.findByRole('alertdialog', {
      name: PRIVACY_TEXTS.deleteConfirmTitle,
    });
    // Escape keeps the account.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('POST /api/account/delete')).toHaveLength(0);
    await user.click(region.getByRole('button', { name: PRIVACY_TEXTS.deleteContinue }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: PRIVACY_TEXTS.deleteConfirm,
      }),
    );
    expect(await region.findByText(PRIVACY_MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();

    await user.clear(region.getByLabelText(PRIVACY_TEXTS.deletePasswordLabel));
    await user.type(region.getByLabelText(PRIVACY_TEXTS.deletePasswordLabel), 'Shaadi@2026');
    await user.click(region.getByRole('button', { name: PRIVACY_TEXTS.deleteContinue }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: PRIVACY_TEXTS.deleteConfirm,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-closed'));
    expect(
      await screen.findByRole('heading', { level: 1, name: PRIVACY_TEXTS.deletedHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_TEXTS.deletedBody('on 8 March 2026'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/account/delete').at(-1)?.body).toEqual({ password: 'Shaadi@2026' });
    // Signed out: the navbar offers no account of anyone's.
    expect(screen.queryByText(USER.name)).toBeNull();
    expect(screen.getByRole('link', { name: PRIVACY_TEXTS.deletedHome })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('signing in within the grace', () => {
  it('says "Your account deletion was cancelled" on the page the sign-in goes on to', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    fakeApi({
      'GET /api/session': () => json(200, signedIn ? USER_SESSION : { role: null }),
      'POST /api/user/login': () => {
        signedIn = true;
        return json(200, {
          user: USER,
          deletionCancelled: true,
          notice: PRIVACY_MESSAGES.deletionCancelled,
        });
      },
      'GET /api/search': () =>
        json(200, {
          results: [],
          total: 0,
          page: 1,
          pageSize: 12,
          facets: { categories: [], cities: [] },
        }),
    });
    renderRoute('/UserLogin');
    await screen.findByRole('heading', { level: 1, name: 'User Login' });
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), USER.email);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Shaadi@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your account deletion was cancelled')).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your account deletion was cancelled')).toBeNull();
  });
});

// The grace the texts name is the server's.
it('names the grace of the limits', () => {
  expect(PRIVACY_TEXTS.deleteConfirmBody).toContain(`${PRIVACY_LIMITS.deletionGraceDays} days`);
});
