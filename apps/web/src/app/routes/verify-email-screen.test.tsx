import { maskEmail, VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, json, SIGNED_OUT_REPLY, USER, VENDOR, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// /verify-email?token=… (decision 0069): the e-mailed link is followed once, signed in or not;
// verified, it offers to go back to where the person was; refused, it says why and offers a new
// link to a signed-in person.

const TOKEN = 'A'.repeat(43);
const VERIFY = 'POST /api/account/email/verify';

afterEach(() => window.localStorage.clear());

describe('the verify page', () => {
  it('verifies once, says so, and offers to continue where the signed-in person was', async () => {
    let verified = false;
    window.localStorage.setItem('mandap:verify-return', '/terms-and-conditions');
    const api = fakeApi({
      'GET /api/session': () =>
        json(200, { role: 'vendor', vendor: { ...VENDOR, emailVerified: verified } }),
      [VERIFY]: () => {
        verified = true;
        return json(200, { role: 'vendor', email: VENDOR.email });
      },
    });
    const { router } = renderRoute(`/verify-email?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: VERIFICATION_MESSAGES.verified }),
    ).toHaveFocus();
    expect(screen.getByText(VERIFICATION_MESSAGES.verifiedDetail(VENDOR.email))).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls(VERIFY)).toHaveLength(1);
    expect(api.calls(VERIFY)[0]?.body).toEqual({ token: TOKEN });
    const back = await screen.findByRole('link', { name: VERIFICATION_MESSAGES.continue });
    expect(back).toHaveAttribute('href', '/terms-and-conditions');
    back.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms-and-conditions'));
    expect(window.localStorage.getItem('mandap:verify-return')).toBeNull();
  });

  it('works signed out, in another browser: the token is the proof', async () => {
    fakeApi({
      'GET /api/session': () => json(200, SIGNED_OUT_REPLY),
      [VERIFY]: () => json(200, { role: 'user', email: USER.email }),
    });
    renderRoute(`/verify-email?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: VERIFICATION_MESSAGES.verified }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VERIFICATION_MESSAGES.goHome })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says why a used or run-out link is refused, and sends a new one to a signed-in person', async () => {
    const api = fakeApi({
      'GET /api/session': () =>
        json(200, { role: 'vendor', vendor: { ...VENDOR, emailVerified: false } }),
      [VERIFY]: () => json(400, { message: VERIFICATION_MESSAGES.linkInvalid }),
      'POST /api/account/email/verification': () =>
        json(200, {
          sent: true,
          alreadyVerified: false,
          message: VERIFICATION_MESSAGES.sent(maskEmail(VENDOR.email)),
        }),
    });
    const user = userEvent.setup();
    renderRoute(`/verify-email?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: VERIFICATION_MESSAGES.failedHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.linkInvalid);
    await user.click(await screen.findByRole('button', { name: VERIFICATION_MESSAGES.resend }));
    expect(
      await screen.findByText(VERIFICATION_MESSAGES.sent(maskEmail(VENDOR.email))),
    ).toBeVisible();
    expect(api.calls('POST /api/account/email/verification')).toHaveLength(1);
  });

  it('asks a signed-out person to sign in for a new link', async () => {
    fakeApi({
      'GET /api/session': () => json(200, SIGNED_OUT_REPLY),
      [VERIFY]: () => json(400, { message: VERIFICATION_MESSAGES.linkInvalid }),
    });
    renderRoute(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.linkInvalid);
    expect(
      await screen.findByRole('link', { name: VERIFICATION_MESSAGES.signInForNewLink }),
    ).toHaveAttribute('href', '/UserLogin');
    expect(screen.queryByRole('button', { name: VERIFICATION_MESSAGES.resend })).toBeNull();
  });

  it('explains a page opened without the link', async () => {
    const api = fakeApi({ 'GET /api/session': () => json(200, VENDOR_SESSION) });
    renderRoute('/verify-email');
    expect(await screen.findByText(VERIFICATION_MESSAGES.noToken)).toBeVisible();
    expect(api.calls(VERIFY)).toHaveLength(0);
  });
});
