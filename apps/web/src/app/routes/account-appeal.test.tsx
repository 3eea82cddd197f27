import { VENDOR_LOGIN_MESSAGES } from '@mandap/shared/accounts';
import { APPEAL_TEXTS, SUSPENSION_LIMITS, SUSPENSION_MESSAGES } from '@mandap/shared/suspensions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, json, VENDOR } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// A suspended vendor (decision 0066): the sign-in's 403 `suspended` shows the server's words and
// a link to /appeal, where e-mail, password and a message send the account's appeal.

const REFUSAL = SUSPENSION_MESSAGES.signInSuspended.vendor('Spam, or repeated listings');

function server(appeal: FakeHandler = () => json(201, { appealId: 8 })) {
  return fakeApi({
    'POST /api/vendor/login': () => json(403, { message: REFUSAL, kind: 'suspended' }),
    'POST /api/appeals/account': appeal,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('a suspended vendor signing in', () => {
  it("shows the server's message and a link to the account's appeal page", async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderRoute('/VendorLogin');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Login' });
    await user.type(field('Email'), VENDOR.email);
    await user.type(field('Password'), 'shaadi@2025');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    await user.click(screen.getByRole('link', { name: VENDOR_LOGIN_MESSAGES.appealLink }));
    expect(
      await screen.findByRole('heading', { level: 1, name: APPEAL_TEXTS.account.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appeal');
  });
});

describe('the account appeal page (/appeal)', () => {
  it('checks the fields and the limits, then sends e-mail, password and message', async () => {
    const user = userEvent.setup();
    const api = server();
    renderRoute('/appeal');
    await screen.findByRole('heading', { level: 1, name: APPEAL_TEXTS.account.title });
    const send = screen.getByRole('button', { name: APPEAL_TEXTS.send });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(APPEAL_TEXTS.account.emailRequired);
    await user.type(field(APPEAL_TEXTS.account.email), VENDOR.email);
    await user.type(field(APPEAL_TEXTS.account.password), 'shaadi@2025');
    const box = screen.getByLabelText(APPEAL_TEXTS.messageLabel);
    expect(box).toHaveAttribute('maxlength', String(SUSPENSION_LIMITS.appealMaxLength));
    await user.type(box, 'Too short.');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(SUSPENSION_MESSAGES.appealTooShort);
    expect(api.calls('POST /api/appeals/account')).toHaveLength(0);
    await user.type(box, ' The repeated listings were two branches of one firm.');
    await user.click(send);
    expect(await screen.findByText(APPEAL_TEXTS.account.sent)).toHaveAttribute('role', 'status');
    expect(api.calls('POST /api/appeals/account')[0]?.body).toEqual({
      email: VENDOR.email,
      password: 'shaadi@2025',
      message: 'Too short. The repeated listings were two branches of one firm.',
    });
  });

  it("shows the server's refusal: a wrong password, or an appeal sent already", async () => {
    const user = userEvent.setup();
    server(() => json(409, { message: SUSPENSION_MESSAGES.appealedAlready }));
    renderRoute('/appeal');
    await screen.findByRole('heading', { level: 1, name: APPEAL_TEXTS.account.title });
    await user.type(field(APPEAL_TEXTS.account.email), VENDOR.email);
    await user.type(field(APPEAL_TEXTS.account.password), 'shaadi@2025');
    await user.type(
      screen.getByLabelText(APPEAL_TEXTS.messageLabel),
      'Please look again at my account, it is genuine.',
    );
    await user.click(screen.getByRole('button', { name: APPEAL_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENSION_MESSAGES.appealedAlready);
  });
});
