import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { listingDetail } from '@/test/listing';
import { renderRoute } from '@/test/render-route';

// India's today in these tests: Tuesday 10 March 2026 (noon in India).
const NOW = new Date('2026-03-10T06:30:00Z');

const BOOKED = {
  dates: [
    { date: '2026-03-14', enquiryId: null },
    { date: '2026-03-20', enquiryId: 7 },
  ],
};

const noContent = () => new Response(null, { status: 204 });

function calendarServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/inbox/counts': () =>
      json(200, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 }),
    'GET /api/vendor/listings/41': () => json(200, listingDetail()),
    'GET /api/vendor/listings/41/booked-dates': ({ path }) =>
      json(200, path.includes('from=2026-03-01') ? BOOKED : { dates: [] }),
    'PUT /api/vendor/listings/41/booked-dates/2026-03-11': noContent,
    'DELETE /api/vendor/listings/41/booked-dates/2026-03-14': noContent,
    ...handlers,
  });
}

const day = (name: string) => screen.getByRole('button', { name });
const calendar = () => screen.findByRole('table', { name: 'March 2026' });

async function openCalendar() {
  renderRoute('/availability?service_id=41');
  await calendar();
  await waitFor(() =>
    expect(day('Saturday, 14 March 2026')).toHaveAttribute('aria-pressed', 'true'),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('booked dates calendar', () => {
  it('asks for a service when none is given', async () => {
    calendarServer();
    renderRoute('/availability');
    expect(await screen.findByRole('alert')).toHaveTextContent('No service selected.');
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: 'Manage Services' })[0],
    ).toHaveAttribute('href', '/services');
  });

  it("shows this month with the listing's booked days pressed and past days disabled", async () => {
    const api = calendarServer();
    await openCalendar();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Booked dates: Shaadi Studio' }),
    ).toBeInTheDocument();
    expect(api.calls('GET /api/vendor/listings/41/booked-dates')[0]?.path).toBe(
      '/api/vendor/listings/41/booked-dates?from=2026-03-01&to=2026-03-31',
    );
    expect(within(screen.getByRole('table')).getAllByRole('button')).toHaveLength(31);
    expect(day('Wednesday, 11 March 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Tuesday, 10 March 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Tuesday, 10 March 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Monday, 9 March 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, 9 March 2026')).toHaveAccessibleDescription(
      'This day has passed and cannot be changed',
    );
    const fromEnquiry = day('Friday, 20 March 2026');
    expect(fromEnquiry).toHaveAttribute('aria-pressed', 'true');
    expect(fromEnquiry).toHaveAccessibleDescription('Booked from an enquiry');
    expect(
      screen.getByRole('link', { name: 'Friday, 20 March 2026: open the enquiry' }),
    ).toHaveAttribute('href', '/enquiries?enquiry=7');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: 'Sunday' })).toBeInTheDocument();
  });

  it('books a free day and frees a booked one at once, then tells the server', async () => {
    const put = deferredReply();
    const api = calendarServer({
      'PUT /api/vendor/listings/41/booked-dates/2026-03-11': put.handler,
    });
    const user = userEvent.setup();
    await openCalendar();
    await user.click(day('Wednesday, 11 March 2026'));
    expect(day('Wednesday, 11 March 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('PUT /api/vendor/listings/41/booked-dates/2026-03-11')).toHaveLength(1);
    put.resolve(noContent());

    await user.click(day('Saturday, 14 March 2026'));
    expect(day('Saturday, 14 March 2026')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(api.calls('DELETE /api/vendor/listings/41/booked-dates/2026-03-14')).toHaveLength(1),
    );
    expect(day('Wednesday, 11 March 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a day back and says why when the server refuses', async () => {
    calendarServer({
      'PUT /api/vendor/listings/41/booked-dates/2026-03-11': () =>
        json(400, { message: 'That day cannot be booked.' }),
      'DELETE /api/vendor/listings/41/booked-dates/2026-03-20': () => networkFailure(),
    });
    const user = userEvent.setup();
    await openCalendar();
    await user.click(day('Wednesday, 11 March 2026'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wednesday, 11 March 2026 could not be marked booked, so it is back as it was. That day cannot be booked.',
    );
    expect(day('Wednesday, 11 March 2026')).toHaveAttribute('aria-pressed', 'false');

    await user.click(day('Friday, 20 March 2026'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Friday, 20 March 2026 could not be marked free, so it is back as it was. Check your connection and try again.',
      ),
    );
    expect(day('Friday, 20 March 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Friday, 20 March 2026')).toHaveAccessibleDescription('Booked from an enquiry');
  });

  it('changes nothing on a past day', async () => {
    const api = calendarServer();
    const user = userEvent.setup();
    await openCalendar();
    await user.click(day('Monday, 9 March 2026'));
    expect(day('Monday, 9 March 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(api.requests.filter((r) => r.method === 'PUT' || r.method === 'DELETE')).toEqual([]);
  });

  it('is used with the keyboard: one day in the tab order, arrows move, Enter and Space toggle, Page Down changes month', async () => {
    const api = calendarServer({
      'PUT /api/vendor/listings/41/booked-dates/2026-03-18': noContent,
    });
    const user = userEvent.setup();
    await openCalendar();
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([
      day('Tuesday, 10 March 2026'),
    ]);
    act(() => day('Tuesday, 10 March 2026').focus());

    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, 11 March 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day('Wednesday, 11 March 2026')).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowDown}');
    expect(day('Wednesday, 18 March 2026')).toHaveFocus();
    await user.keyboard(' ');
    expect(day('Wednesday, 18 March 2026')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
        '/api/vendor/listings/41/booked-dates/2026-03-11',
        '/api/vendor/listings/41/booked-dates/2026-03-18',
      ]),
    );

    await user.keyboard('{Home}');
    expect(day('Sunday, 15 March 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Saturday, 21 March 2026')).toHaveFocus();
    expect(day('Saturday, 21 March 2026').tabIndex).toBe(0);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(day('Friday, 6 March 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day('Friday, 6 March 2026')).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('table', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('Monday, 6 April 2026')).toHaveFocus();
    expect(api.calls('GET /api/vendor/listings/41/booked-dates').at(-1)?.path).toBe(
      '/api/vendor/listings/41/booked-dates?from=2026-04-01&to=2026-04-30',
    );
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('table', { name: 'March 2026' })).toBeInTheDocument();
    expect(day('Monday, 30 March 2026')).toHaveFocus();
    // Nothing before this month: Page Up stops at its first day.
    await user.keyboard('{PageUp}{PageUp}');
    expect(day('Sunday, 1 March 2026')).toHaveFocus();
  });

  it('moves between months with the buttons', async () => {
    const api = calendarServer();
    const user = userEvent.setup();
    await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'April 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(day('Wednesday, 1 April 2026')).not.toHaveAttribute('aria-disabled'),
    );
    expect(day('Wednesday, 1 April 2026').tabIndex).toBe(0);
    expect(screen.queryByRole('link', { name: /open the enquiry/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await calendar();
    expect(day('Friday, 20 March 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('GET /api/vendor/listings/41/booked-dates')).toHaveLength(2);
  });

  it('says when the days cannot be loaded, allows nothing meanwhile, and tries again', async () => {
    let fail = true;
    const api = calendarServer({
      'GET /api/vendor/listings/41/booked-dates': () => (fail ? json(500, {}) : json(200, BOOKED)),
    });
    const user = userEvent.setup();
    renderRoute('/availability?service_id=41');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the booked dates for March 2026.',
    );
    expect(day('Wednesday, 11 March 2026')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Wednesday, 11 March 2026'));
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(day('Saturday, 14 March 2026')).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it("says so when the service is not the vendor's", async () => {
    calendarServer({
      'GET /api/vendor/listings/41': () => json(404, { message: 'Listing not found.' }),
    });
    renderRoute('/availability?service_id=41');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This service was not found among yours.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
