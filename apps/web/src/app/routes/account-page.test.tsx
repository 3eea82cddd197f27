import { ACCOUNT_MESSAGES, PROFILE_MESSAGES } from '@mandap/shared/accounts';
import type { AccountSession } from '@mandap/shared/schemas/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  USER,
  USER_SESSION,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The account page (issue 29): Profile (name and phone), Password, and "Where you are signed
// in", on /profile for users and vendors and in the Vendor Portal.

const HERE: AccountSession = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  device: 'Chrome on Android',
  place: null,
  signedInAt: '2027-03-01T04:30:00.000Z',
  // 3 March 2027, 4:05 pm in India.
  lastUsedAt: '2027-03-03T10:35:00.000Z',
  current: true,
};
const LAPTOP: AccountSession = {
  id: '6f1c2a9e-0000-4000-8000-000000000002',
  device: 'Firefox on Windows',
  place: 'Pune, Maharashtra',
  signedInAt: '2027-02-20T04:30:00.000Z',
  lastUsedAt: '2027-03-02T03:30:00.000Z',
  current: false,
};
const OLD_PHONE: AccountSession = {
  id: '6f1c2a9e-0000-4000-8000-000000000003',
  device: null,
  place: null,
  signedInAt: '2027-02-10T04:30:00.000Z',
  lastUsedAt: '2027-02-28T12:00:00.000Z',
  current: false,
};

/** A signed-in user whose sessions the fake server keeps. */
function userServer(handlers: Record<string, FakeHandler> = {}) {
  let sessions = [HERE, LAPTOP, OLD_PHONE];
  const api = fakeApi({
    'GET /api/session': () => json(200, USER_SESSION),
    'GET /api/account/sessions': () => json(200, { sessions }),
    [`DELETE /api/account/sessions/${LAPTOP.id}`]: () => {
      sessions = sessions.filter((s) => s.id !== LAPTOP.id);
      return new Response(null, { status: 204 });
    },
    'POST /api/account/sessions/sign-out-others': () => {
      const ended = sessions.length - 1;
      sessions = [HERE];
      return json(200, { ended });
    },
    ...handlers,
  });
  return api;
}

async function openAccount() {
  renderRoute('/profile');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'My Account' });
  return user;
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Profile', () => {
  it('edits the name and phone, shows the e-mail, and says it saved', async () => {
    const api = userServer({
      'PATCH /api/account/profile': ({ body }) =>
        json(200, { role: 'user', user: { ...USER, ...(body as object) } }),
    });
    const user = await openAccount();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(profile.getByText(USER.email)).toBeInTheDocument();
    const name = profile.getByLabelText('Name');
    expect(name).toHaveValue(USER.name);
    await user.clear(name);
    await user.type(name, 'Rohan Kumar Mehta');
    await user.clear(profile.getByLabelText('Phone'));
    await user.type(profile.getByLabelText('Phone'), '9988776655');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));
    expect(await profile.findByRole('status')).toHaveTextContent(PROFILE_MESSAGES.saved);
    expect(api.calls('PATCH /api/account/profile')[0]?.body).toEqual({
      name: 'Rohan Kumar Mehta',
      phone: '9988776655',
    });
  });

  it("checks spec 5's rules before sending, and shows the server's refusal beside the field", async () => {
    const api = userServer({
      'PATCH /api/account/profile': () =>
        json(400, {
          message: 'Please correct the errors in the form',
          fieldErrors: { phone: 'Please enter a valid 10-digit phone number' },
        }),
    });
    const user = await openAccount();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    await user.clear(profile.getByLabelText('Name'));
    await user.type(profile.getByLabelText('Name'), 'R2');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));
    expect(
      await profile.findByText('Name should only contain letters and spaces'),
    ).toBeInTheDocument();
    expect(api.calls('PATCH /api/account/profile')).toHaveLength(0);

    await user.clear(profile.getByLabelText('Name'));
    await user.type(profile.getByLabelText('Name'), 'Rohan Mehta');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));
    expect(
      await profile.findByText('Please enter a valid 10-digit phone number'),
    ).toBeInTheDocument();
    expect(profile.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the save fails for another reason', async () => {
    userServer({ 'PATCH /api/account/profile': () => json(503, { message: 'Busy' }) });
    const user = await openAccount();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));
    expect(await profile.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.failed);
  });
});

describe('Password', () => {
  it('changes the password, clears the form and asks again where the account is signed in', async () => {
    const reply = deferredReply();
    const api = userServer({ 'POST /api/account/password': reply.handler });
    const user = await openAccount();
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(password.getByLabelText('Current password'), 'Shaadi@2026');
    await user.type(password.getByLabelText('New password'), 'Mehndi#2027');
    expect(password.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    reply.resolve(new Response(null, { status: 204 }));
    expect(await password.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(password.getByLabelText('Current password')).toHaveValue('');
    expect(password.getByLabelText('New password')).toHaveValue('');
    expect(api.calls('POST /api/account/password')[0]?.body).toEqual({
      currentPassword: 'Shaadi@2026',
      newPassword: 'Mehndi#2027',
    });
    await waitFor(() => expect(api.calls('GET /api/account/sessions')).toHaveLength(2));
  });

  it('shows a wrong current password beside its field', async () => {
    userServer({
      'POST /api/account/password': () =>
        json(403, {
          message: ACCOUNT_MESSAGES.wrongCurrentPassword,
          kind: 'auth',
          fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
        }),
    });
    const user = await openAccount();
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(password.getByLabelText('Current password'), 'Wrong@2026');
    await user.type(password.getByLabelText('New password'), 'Mehndi#2027');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    const current = password.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
  });

  it("checks the new password against spec 5's rules, and shows a lockout's own words", async () => {
    const api = userServer({
      'POST /api/account/password': () =>
        json(
          429,
          {
            message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
            kind: 'rate_limited',
          },
          { 'retry-after': '900' },
        ),
    });
    const user = await openAccount();
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(password.getByText('Password is required')).toBeInTheDocument();
    await user.type(password.getByLabelText('Current password'), 'Shaadi@2026');
    await user.type(password.getByLabelText('New password'), 'Shaadi@2026');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText(ACCOUNT_MESSAGES.samePassword)).toBeInTheDocument();
    expect(api.calls('POST /api/account/password')).toHaveLength(0);

    await user.clear(password.getByLabelText('New password'));
    await user.type(password.getByLabelText('New password'), 'Mehndi#2027');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });
});

describe('Where you are signed in', () => {
  it('lists each device with its last use in India time, the place when known, and "This device"', async () => {
    userServer();
    await openAccount();
    const region = await screen.findByRole('region', { name: 'Where you are signed in' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [here, laptop, old] = items.map((item) => within(item));
    expect(here?.getByText('Chrome on Android')).toBeInTheDocument();
    expect(here?.getByText('This device')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Last used 3 Mar 2027, 4:05 pm (India time)');
    expect(here?.queryByRole('button')).not.toBeInTheDocument();
    expect(laptop?.getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(laptop?.queryByText('This device')).not.toBeInTheDocument();
    expect(old?.getByText('Unknown device')).toBeInTheDocument();
    expect(
      old?.getByRole('button', { name: 'Sign out Unknown device, last used 28 Feb 2027, 5:30 pm' }),
    ).toBeInTheDocument();
  });

  it('signs out one other device', async () => {
    const api = userServer();
    const user = await openAccount();
    const region = within(await screen.findByRole('region', { name: 'Where you are signed in' }));
    await user.click(await region.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    const status = await region.findByRole('status');
    expect(status).toHaveTextContent(ACCOUNT_MESSAGES.signedOutOne);
    // The pressed button left with its row: the focus is on what happened.
    await waitFor(() => expect(status.parentElement).toHaveFocus());
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(2));
    expect(api.calls(`DELETE /api/account/sessions/${LAPTOP.id}`)).toHaveLength(1);
  });

  it('says so when a device could not be signed out', async () => {
    userServer({
      [`DELETE /api/account/sessions/${LAPTOP.id}`]: () =>
        json(404, { message: ACCOUNT_MESSAGES.sessionNotFound }),
    });
    const user = await openAccount();
    const region = within(await screen.findByRole('region', { name: 'Where you are signed in' }));
    await user.click(await region.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    expect(await region.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.sessionNotFound);
  });

  it('asks before signing out everywhere else; Keep signed in changes nothing', async () => {
    const api = userServer();
    const user = await openAccount();
    const region = within(await screen.findByRole('region', { name: 'Where you are signed in' }));
    await user.click(await region.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(ACCOUNT_MESSAGES.signOutOthersConfirm)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Keep signed in' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Keep signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/account/sessions/sign-out-others')).toHaveLength(0);

    await user.click(region.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );
    expect(await region.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signedOutOthers);
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(1));
    expect(region.getByText(ACCOUNT_MESSAGES.onlyThisDevice)).toBeInTheDocument();
    expect(api.calls('POST /api/account/sessions/sign-out-others')).toHaveLength(1);
  });

  it('says it is loading, and offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    userServer({
      'GET /api/account/sessions': () =>
        fail ? json(503, { message: 'Busy' }) : json(200, { sessions: [HERE] }),
    });
    const user = await openAccount();
    const region = within(await screen.findByRole('region', { name: 'Where you are signed in' }));
    expect(await region.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.sessionsFailed);
    fail = false;
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('This device')).toBeInTheDocument();
    expect(region.getByText(ACCOUNT_MESSAGES.onlyThisDevice)).toBeInTheDocument();
  });
});

describe('for vendors', () => {
  it('/profile has the same three sections for a vendor', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/account/sessions': () => json(200, { sessions: [HERE] }),
    });
    await openAccount();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(profile.getByLabelText('Name')).toHaveValue(VENDOR.name);
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(
      await section('Where you are signed in').findByText('Chrome on Android'),
    ).toBeInTheDocument();
  });

  it('the Vendor Portal has Password and Where you are signed in below its profile form', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/profile': () => json(200, VENDOR),
      'GET /api/account/sessions': () => json(200, { sessions: [HERE, LAPTOP] }),
    });
    renderRoute('/VendorProfile');
    expect(await screen.findByRole('heading', { name: 'Edit Your Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument();
    const sessions = section('Where you are signed in');
    expect(await sessions.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });
});
