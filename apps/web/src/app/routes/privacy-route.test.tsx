import {
  MARKETING_TEXTS,
  NOTICE_ITEMS,
  NOTICE_RIGHTS,
  NOTICE_TEXTS,
  NOTICE_UPDATE_TEXTS,
  PRIVACY_NOTICE_VERSION,
} from '@mandap/shared/privacy-notice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CONSENTS_REPLY,
  type FakeHandler,
  fakeApi,
  json,
  USER,
  USER_SESSION,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The privacy notice, the what-changed prompt after a new version and the marketing switch on My
// Account (issue 29, decision 0071).

const OFFICER = {
  name: 'Meera Iyer',
  email: 'grievance@mandap.in',
  address: '12 MI Road, Jaipur, Rajasthan 302001',
};

const main = () => within(screen.getByRole('main'));

describe('the privacy notice', () => {
  it('lists each kind of data with why, how long and who sees it, the rights and the officer', async () => {
    fakeApi({ 'GET /api/grievance-officer': () => json(200, OFFICER) });
    renderRoute('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOTICE_TEXTS.heading }),
    ).toBeInTheDocument();
    expect(main().getByText(PRIVACY_NOTICE_VERSION)).toBeInTheDocument();

    for (const item of NOTICE_ITEMS) {
      const section = main().getByRole('region', { name: item.title });
      expect(within(section).getByText(item.why)).toBeInTheDocument();
      expect(within(section).getByText(item.howLong)).toBeInTheDocument();
      expect(within(section).getByText(item.sharedWith)).toBeInTheDocument();
    }
    // The concrete periods the code keeps to.
    const sessions = main().getByRole('region', { name: 'Sessions and sign-in attempts' });
    expect(sessions).toHaveTextContent('at most 10 days');
    const payments = main().getByRole('region', { name: 'Payments, invoices and billing details' });
    expect(payments).toHaveTextContent('8 years');
    expect(main().getByRole('region', { name: 'Your account' })).toHaveTextContent(
      'erased 7 days later',
    );

    const rights = main().getByRole('region', { name: 'Your rights and how to use them' });
    for (const right of NOTICE_RIGHTS) {
      expect(within(rights).getByRole('heading', { name: right.title })).toBeInTheDocument();
    }

    const officer = await main().findByText(OFFICER.name);
    expect(officer).toBeInTheDocument();
    expect(main().getByRole('link', { name: OFFICER.email })).toHaveAttribute(
      'href',
      `mailto:${OFFICER.email}`,
    );
    expect(main().getByText(OFFICER.address)).toBeInTheDocument();
    expect(main().getByRole('link', { name: NOTICE_TEXTS.grievancePage })).toHaveAttribute(
      'href',
      '/grievances',
    );
    expect(
      main().getByRole('region', { name: NOTICE_TEXTS.changesHeading }).querySelectorAll('li')
        .length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Mandap'));
  });

  it('still shows the notice when the grievance officer cannot be loaded', async () => {
    fakeApi({ 'GET /api/grievance-officer': () => json(503, { message: 'Busy' }) });
    renderRoute('/privacy-policy');
    expect(await screen.findByText(NOTICE_TEXTS.officerUnavailable)).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: NOTICE_TEXTS.heading })).toBeVisible();
  });
});

const CHANGES = ['Reviews now show the city of the couple.', 'Chats are kept for one year.'];

describe('after a new version of the notice', () => {
  it('shows what changed until "I have read this", which records the version shown', async () => {
    let accepted = false;
    const api = fakeApi({
      'GET /api/session': () =>
        json(200, {
          ...VENDOR_SESSION,
          noticeUpdate: accepted ? null : { version: '2027-03-01', changes: CHANGES },
        }),
      'POST /api/account/notice-acceptance': () => {
        accepted = true;
        return json(200, {
          ...CONSENTS_REPLY,
          notice: {
            current: '2027-03-01',
            accepted: '2027-03-01',
            acceptedAt: '2027-03-02T10:00:00.000Z',
          },
        });
      },
    });
    const user = userEvent.setup();
    renderRoute('/VendorList');
    const prompt = await screen.findByRole('region', { name: NOTICE_UPDATE_TEXTS.heading });
    expect(within(prompt).getByText(NOTICE_UPDATE_TEXTS.intro)).toBeInTheDocument();
    expect(
      within(prompt)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CHANGES);
    expect(
      within(prompt).getByRole('link', { name: NOTICE_UPDATE_TEXTS.readNotice }),
    ).toHaveAttribute('href', '/privacy-policy');

    await user.click(within(prompt).getByRole('button', { name: NOTICE_UPDATE_TEXTS.accept }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: NOTICE_UPDATE_TEXTS.heading }),
      ).not.toBeInTheDocument(),
    );
    expect(api.calls('POST /api/account/notice-acceptance').map((c) => c.body)).toEqual([
      { version: '2027-03-01' },
    ]);
  });

  it('keeps the prompt with a message when the acceptance fails', async () => {
    fakeApi({
      'GET /api/session': () =>
        json(200, { ...USER_SESSION, noticeUpdate: { version: '2027-03-01', changes: CHANGES } }),
      'POST /api/account/notice-acceptance': () => json(500, { message: 'Internal error' }),
    });
    const user = userEvent.setup();
    renderRoute('/VendorList');
    const prompt = await screen.findByRole('region', { name: NOTICE_UPDATE_TEXTS.heading });
    await user.click(within(prompt).getByRole('button', { name: NOTICE_UPDATE_TEXTS.accept }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent(NOTICE_UPDATE_TEXTS.failed);
    expect(within(prompt).getByRole('button', { name: NOTICE_UPDATE_TEXTS.accept })).toBeEnabled();
  });

  it('shows nothing when the current notice is accepted, or nobody is signed in', async () => {
    fakeApi({ 'GET /api/session': () => json(200, { ...USER_SESSION, noticeUpdate: null }) });
    renderRoute('/VendorList');
    await screen.findByRole('heading', { level: 1, name: 'Vendors' });
    await waitFor(() => expect(screen.getByRole('link', { name: /My Account/ })).toBeVisible());
    expect(screen.queryByRole('region', { name: NOTICE_UPDATE_TEXTS.heading })).toBeNull();
  });
});

/** A signed-in account whose marketing choice the fake server keeps; `put` may answer instead. */
function consentServer(session: object, put?: FakeHandler) {
  let marketingEmails = false;
  return fakeApi({
    'GET /api/session': () => json(200, session),
    'GET /api/account/consents': () => json(200, { ...CONSENTS_REPLY, marketingEmails }),
    'PUT /api/account/consents':
      put ??
      (({ body }) => {
        marketingEmails = (body as { marketingEmails: boolean }).marketingEmails;
        return json(200, { ...CONSENTS_REPLY, marketingEmails });
      }),
  });
}

describe('the marketing choice on My Account', () => {
  it.each([
    ['vendor', VENDOR_SESSION, VENDOR.name],
    ['user', USER_SESSION, USER.name],
  ])('a %s turns marketing e-mails on and off again', async (_role, session, name) => {
    const api = consentServer(session);
    const user = userEvent.setup();
    renderRoute('/profile');
    await screen.findByText(name);
    const section = await screen.findByRole('region', { name: MARKETING_TEXTS.heading });
    const toggle = await within(section).findByRole('switch', {
      name: MARKETING_TEXTS.switchLabel,
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(section).getByRole('status')).toHaveTextContent(MARKETING_TEXTS.off);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(within(section).getByRole('status')).toHaveTextContent(MARKETING_TEXTS.on);

    // As easy to withdraw as to give: the same switch, one press.
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.calls('PUT /api/account/consents').map((c) => c.body)).toEqual([
      { marketingEmails: true },
      { marketingEmails: false },
    ]);
  });

  it('says so when the choice cannot be saved, and keeps the earlier one', async () => {
    consentServer(VENDOR_SESSION, () => json(500, { message: 'Internal error' }));
    const user = userEvent.setup();
    renderRoute('/profile');
    const section = await screen.findByRole('region', { name: MARKETING_TEXTS.heading });
    const toggle = await within(section).findByRole('switch', {
      name: MARKETING_TEXTS.switchLabel,
    });
    await user.click(toggle);
    expect(await within(section).findByRole('alert')).toHaveTextContent(MARKETING_TEXTS.saveFailed);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('offers to try again when the choice cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/account/consents': () =>
        fail ? json(503, { message: 'Busy' }) : json(200, CONSENTS_REPLY),
    });
    const user = userEvent.setup();
    renderRoute('/profile');
    const section = await screen.findByRole('region', { name: MARKETING_TEXTS.heading });
    expect(await within(section).findByRole('alert')).toHaveTextContent(MARKETING_TEXTS.loadFailed);
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByRole('switch', { name: MARKETING_TEXTS.switchLabel }),
    ).toHaveAttribute('aria-checked', 'false');
  });
});
