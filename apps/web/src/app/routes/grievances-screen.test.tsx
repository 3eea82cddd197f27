import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  USER,
  USER_SESSION,
} from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The public grievance page (issue 28): the officer, the deadlines, the form and its receipt.

const OFFICER = {
  name: 'Meera Iyer',
  email: 'grievances@mandap.example',
  address: 'Mandap, 4th floor, 12 MG Road, Bengaluru 560001',
};
const RECEIPT = {
  reference: 'GRV-20270303-7KQ2MX',
  receivedAt: '2027-03-03T10:35:00.000Z',
  acknowledgeBy: '2027-03-05T10:35:00.000Z',
  resolveBy: '2027-04-03T10:35:00.000Z',
};

function grievanceServer(post: FakeHandler = () => json(201, RECEIPT)) {
  return fakeApi({
    'GET /api/grievance-officer': () => json(200, OFFICER),
    'POST /api/grievances': post,
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Kavya Rao');
  await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'kavya@example.in');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'What is it about?' }),
    'A payment or refund',
  );
  await user.type(
    screen.getByRole('textbox', { name: 'Details' }),
    'I paid for the Premium plan twice and was refunded only once.',
  );
}

describe('grievances', () => {
  it('names the grievance officer and the deadlines, and is linked from the footer', async () => {
    grievanceServer();
    renderRoute('/terms-and-conditions');
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    const links = within(footer)
      .getAllByRole('link')
      .map((l) => l.textContent);
    // Then the same page in Hindi (issue 32).
    expect(links).toEqual(['Privacy Policy', 'Terms of Service', 'Grievances', 'हिन्दी']);
    expect(within(footer).getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/terms-and-conditions',
    );
    await userEvent.setup().click(within(footer).getByRole('link', { name: 'Grievances' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
    expect(await screen.findByText('Meera Iyer')).toBeVisible();
    expect(screen.getByRole('link', { name: OFFICER.email })).toHaveAttribute(
      'href',
      `mailto:${OFFICER.email}`,
    );
    expect(screen.getByText(OFFICER.address)).toBeVisible();
    expect(
      screen.getByText(
        /We acknowledge every grievance within 48 hours and resolve it within one month/,
      ),
    ).toBeVisible();
  });

  it('sends the grievance, showing that it is sending, then the reference and deadlines', async () => {
    const reply = deferredReply();
    const api = grievanceServer(reply.handler);
    const user = userEvent.setup();
    renderRoute('/grievances');
    await fillForm(user);
    await user.type(
      screen.getByRole('textbox', { name: 'Link to a listing or review (optional)' }),
      '/Vendors/12/dj-sonu',
    );
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));

    const sending = await screen.findByRole('button', { name: 'Sending your grievance…' });
    expect(sending).toBeDisabled();
    expect(api.calls('POST /api/grievances')[0]?.body).toEqual({
      name: 'Kavya Rao',
      email: 'kavya@example.in',
      subject: 'payment',
      details: 'I paid for the Premium plan twice and was refunded only once.',
      link: '/Vendors/12/dj-sonu',
    });
    reply.resolve(json(201, RECEIPT));

    const received = await screen.findByRole('heading', { name: 'Grievance received' });
    await waitFor(() => expect(received).toHaveFocus());
    const status = screen.getByRole('status', { name: 'Grievance received' });
    expect(within(status).getByText('GRV-20270303-7KQ2MX')).toBeVisible();
    expect(status).toHaveTextContent('acknowledge your grievance by 5 Mar 2027, 4:05 pm');
    expect(status).toHaveTextContent('resolve it by 3 Apr 2027, 4:05 pm (India time)');

    await user.click(screen.getByRole('button', { name: 'Send another grievance' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });

  it('announces what is wrong beside each field before sending anything', async () => {
    const api = grievanceServer();
    const user = userEvent.setup();
    renderRoute('/grievances');
    await screen.findByRole('textbox', { name: 'Your name' });
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Too short');
    await user.type(
      screen.getByRole('textbox', { name: 'Link to a listing or review (optional)' }),
      'https://evil.example/phish',
    );
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));

    const name = screen.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please tell us your name.'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveAccessibleDescription(
      /Email is required/,
    );
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveAccessibleDescription(
      'Choose what your grievance is about.',
    );
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      /Please describe your grievance in at least 20 characters\./,
    );
    expect(
      screen.getByRole('textbox', { name: 'Link to a listing or review (optional)' }),
    ).toHaveAccessibleDescription(/Paste a link to a listing or a review on Mandap/);
    expect(api.calls('POST /api/grievances')).toHaveLength(0);
  });

  it("shows the server's refusal: a field's beside it, the limit's as an alert", async () => {
    const api = grievanceServer(() =>
      json(400, {
        message: 'Please correct the highlighted fields.',
        fieldErrors: {
          link: 'Paste a link to a listing or a review on Mandap (it starts with /Vendors/), or leave this empty.',
        },
      }),
    );
    const user = userEvent.setup();
    renderRoute('/grievances');
    await fillForm(user);
    await user.type(
      screen.getByRole('textbox', { name: 'Link to a listing or review (optional)' }),
      'https://elsewhere.example/Vendors/3',
    );
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));
    const link = screen.getByRole('textbox', { name: 'Link to a listing or review (optional)' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAccessibleDescription(/it starts with \/Vendors\//);

    const limited =
      'Too many grievances have been sent from your network in the last hour. Please try again in 55 minutes, or write to our grievance officer at grievances@mandap.example.';
    api.on('POST /api/grievances', () =>
      json(429, { message: limited, kind: 'rate_limited' }, { 'retry-after': '3300' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);

    api.on('POST /api/grievances', networkFailure);
    await user.click(screen.getByRole('button', { name: 'Send grievance' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Mandap could not be reached. Check your connection and send again.',
      ),
    );
  });

  it("fills a signed-in user's name and e-mail, which they may change", async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/grievance-officer': () => json(200, OFFICER),
    });
    renderRoute('/grievances');
    const name = await screen.findByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveValue(USER.name));
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue(USER.email);
  });
});
