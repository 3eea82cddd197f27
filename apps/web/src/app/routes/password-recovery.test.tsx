import { RECOVERY_MESSAGES } from '@mandap/shared/account-recovery';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  fakeApi,
  json,
  USER,
  USER_SESSION,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// "Forgot password?", the reset link's page, the new address's confirmation page, and the
// change-email form on My Account (issue 29, decision 0068).

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE';
const NEW_PASSWORD = 'Naya@Ghar2027';
const EXPIRED = { message: RECOVERY_MESSAGES.linkExpired };
/** The live region a message is in (the page has others: toasts, loading). */
function statusWith(text: HTMLElement): HTMLElement {
  const region = text.closest<HTMLElement>('[role="status"]');
  expect(region).not.toBeNull();
  return region as HTMLElement;
}
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('Forgot password?', () => {
  it('is linked from the vendor sign-in, and says the same whatever the address', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/vendor/password/forgot': () =>
        json(202, { message: RECOVERY_MESSAGES.forgotSent }),
    });
    const { router } = renderRoute('/VendorLogin');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Login' });
    await user.click(screen.getByRole('link', { name: RECOVERY_MESSAGES.forgotLink }));
    expect(
      await screen.findByRole('heading', { level: 1, name: RECOVERY_MESSAGES.forgotHeading }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?role=vendor');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(input('Email')).toHaveAccessibleDescription('Email is required');
    expect(api.calls('POST /api/vendor/password/forgot')).toHaveLength(0);
    await user.type(input('Email'), 'Asha@Example.in');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    const sent = statusWith(await screen.findByText(RECOVERY_MESSAGES.forgotSent));
    await waitFor(() => expect(sent).toHaveFocus());
    expect(api.calls('POST /api/vendor/password/forgot')[0]?.body).toEqual({
      email: 'asha@example.in',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/VendorLogin',
    );
  });

  it('is linked from the user sign-in, and shows the wait when asked too often', async () => {
    const user = userEvent.setup();
    const wait = RECOVERY_MESSAGES.tooMany(42);
    fakeApi({
      'POST /api/user/password/forgot': () =>
        json(429, { message: wait, kind: 'rate_limited' }, { 'retry-after': '2500' }),
    });
    renderRoute('/UserLogin');
    await screen.findByRole('heading', { level: 1, name: 'User Login' });
    await user.click(screen.getByRole('link', { name: RECOVERY_MESSAGES.forgotLink }));
    await screen.findByRole('heading', { level: 1, name: RECOVERY_MESSAGES.forgotHeading });
    await user.type(input('Email'), USER.email);
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });
});

describe('the reset link’s page', () => {
  it('takes the token out of the address bar, checks both fields, then sets the password', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    const api = fakeApi({ 'POST /api/user/password/reset': reply.handler });
    const { router } = renderRoute(`/reset-password?token=${TOKEN}&role=user`);
    await screen.findByRole('heading', { level: 1, name: RECOVERY_MESSAGES.resetHeading });
    await waitFor(() => expect(router.state.location.search).toBe('?role=user'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.type(input('New password'), NEW_PASSWORD);
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await user.type(input('New password again'), 'Naya@Ghar2028');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(input('New password again')).toHaveAccessibleDescription(
      RECOVERY_MESSAGES.passwordsDiffer,
    );
    expect(api.calls('POST /api/user/password/reset')).toHaveLength(0);

    await user.clear(input('New password again'));
    await user.type(input('New password again'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    reply.resolve(new Response(null, { status: 204 }));
    statusWith(await screen.findByText(RECOVERY_MESSAGES.resetDone));
    expect(api.calls('POST /api/user/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      password: NEW_PASSWORD,
    });
    // Not signed in: the page links to the sign-in.
    expect(screen.getByRole('link', { name: RECOVERY_MESSAGES.signIn })).toHaveAttribute(
      'href',
      '/UserLogin',
    );
  });

  it('says the link has expired, with a way to ask again for the same role', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/vendor/password/reset': () => json(410, EXPIRED) });
    renderRoute(`/reset-password?token=${TOKEN}&role=vendor`);
    await screen.findByRole('heading', { level: 1, name: RECOVERY_MESSAGES.resetHeading });
    await user.type(input('New password'), NEW_PASSWORD);
    await user.type(input('New password again'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.linkExpired);
    expect(screen.getByRole('link', { name: RECOVERY_MESSAGES.askAgain })).toHaveAttribute(
      'href',
      '/forgot-password?role=vendor',
    );
  });

  it('says so at once for a link without its token', async () => {
    fakeApi();
    renderRoute('/reset-password?role=user');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.linkExpired);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('the new address’s confirmation page', () => {
  it('confirms once, without the token left in the address bar', async () => {
    const api = fakeApi({
      'POST /api/account/email/confirm': () => json(200, { role: 'user', email: 'new@example.in' }),
    });
    const { router } = renderRoute(`/confirm-email?token=${TOKEN}`);
    statusWith(await screen.findByText(RECOVERY_MESSAGES.confirmDone('new@example.in')));
    expect(router.state.location.search).toBe('');
    expect(api.calls('POST /api/account/email/confirm')).toEqual([
      expect.objectContaining({ body: { token: TOKEN } }),
    ]);
  });

  it('says the link has expired, and where to ask for a new one', async () => {
    fakeApi({ 'POST /api/account/email/confirm': () => json(410, EXPIRED) });
    renderRoute(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_MESSAGES.linkExpired);
    expect(screen.getByRole('link', { name: RECOVERY_MESSAGES.confirmAskAgain })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

describe('changing the e-mail address on My Account', () => {
  const form = () =>
    within(screen.getByRole('region', { name: RECOVERY_MESSAGES.changeEmailHeading }));

  it('sends the new address and the password, and says a link was sent', async () => {
    const user = userEvent.setup();
    const message = RECOVERY_MESSAGES.changeEmailSent('n***@example.in');
    const api = fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'POST /api/account/email': () => json(202, { message }),
    });
    renderRoute('/profile');
    await screen.findByRole('region', { name: RECOVERY_MESSAGES.changeEmailHeading });
    expect(form().getByText(VENDOR.email)).toBeVisible();
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));
    // The form's checks settle after the click (a busy machine took longer than the click).
    await waitFor(() =>
      expect(form().getByLabelText('New e-mail address')).toHaveAccessibleDescription(
        'Email is required',
      ),
    );
    expect(form().getByLabelText('Current password')).toHaveAccessibleDescription(
      'Password is required',
    );
    await user.type(form().getByLabelText('New e-mail address'), 'New@Example.in');
    await user.type(form().getByLabelText('Current password'), 'Shaadi@2026');
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));
    statusWith(await form().findByText(message));
    expect(api.calls('POST /api/account/email')[0]?.body).toEqual({
      newEmail: 'new@example.in',
      password: 'Shaadi@2026',
    });
    expect(form().getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong password and a taken address beside their fields', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'POST /api/account/email': () =>
        json(403, {
          message: RECOVERY_MESSAGES.wrongPassword,
          fieldErrors: { password: RECOVERY_MESSAGES.wrongPassword },
        }),
    });
    renderRoute('/profile');
    await screen.findByRole('region', { name: RECOVERY_MESSAGES.changeEmailHeading });
    await user.type(form().getByLabelText('New e-mail address'), 'taken@example.in');
    await user.type(form().getByLabelText('Current password'), 'Wrong@Pass1');
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(form().getByLabelText('Current password')).toHaveAccessibleDescription(
        RECOVERY_MESSAGES.wrongPassword,
      ),
    );
    api.on('POST /api/account/email', () =>
      json(409, {
        message: RECOVERY_MESSAGES.emailTaken,
        fieldErrors: { newEmail: RECOVERY_MESSAGES.emailTaken },
      }),
    );
    await user.click(form().getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(form().getByLabelText('New e-mail address')).toHaveAccessibleDescription(
        RECOVERY_MESSAGES.emailTaken,
      ),
    );
    expect(form().queryByRole('alert')).not.toBeInTheDocument();
  });
});
