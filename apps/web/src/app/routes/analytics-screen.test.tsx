import { addDays } from '@mandap/shared/dates';
import type { Analytics } from '@mandap/shared/schemas/analytics';
import { enquiryRate } from '@mandap/shared/schemas/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute, renderSentToLogin } from '@/test/render-route';

const LISTINGS: Analytics['listings'] = [
  { listingId: 41, firmName: 'Shaadi Studio', category: 'photo-video', status: 'active' },
  { listingId: 42, firmName: 'Rang Decor', category: 'decoration', status: 'active' },
];

interface DayCounts {
  views: number;
  appearances: number;
  enquiries: number;
  shortlists: number;
}

/** A reply for `length` days ending 15 Mar 2026, with these counts on the days given (zeros elsewhere). */
function analytics(
  length: number,
  counts: Record<string, DayCounts>,
  previous: DayCounts = { views: 100, appearances: 500, enquiries: 0, shortlists: 2 },
): Analytics {
  const to = '2026-03-15';
  const from = addDays(to, 1 - length);
  const days = Array.from({ length }, (_, i) => {
    const day = addDays(from, i);
    const c = counts[day] ?? { views: 0, appearances: 0, enquiries: 0, shortlists: 0 };
    return { day, ...c, enquiryRate: enquiryRate(c.enquiries, c.views) };
  });
  const sum = (key: keyof DayCounts) => days.reduce((total, day) => total + day[key], 0);
  const totals = {
    views: sum('views'),
    appearances: sum('appearances'),
    enquiries: sum('enquiries'),
    shortlists: sum('shortlists'),
  };
  return {
    from,
    to,
    days,
    totals: { ...totals, enquiryRate: enquiryRate(totals.enquiries, totals.views) },
    previous: { ...previous, enquiryRate: enquiryRate(previous.enquiries, previous.views) },
    listings: LISTINGS,
  };
}

// 120 views, 400 appearances, 3 enquiries (2.5 per 100 views) and 2 shortlists over 30 days.
const MONTH = analytics(30, {
  '2026-02-14': { views: 20, appearances: 100, enquiries: 0, shortlists: 0 },
  '2026-03-01': { views: 60, appearances: 200, enquiries: 2, shortlists: 1 },
  '2026-03-15': { views: 40, appearances: 100, enquiries: 1, shortlists: 1 },
});

function analyticsServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/analytics': () => json(200, MONTH),
    ...handlers,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Analytics' });
const card = (name: string) => screen.findByRole('region', { name });
const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('analytics', () => {
  it('sends a visitor to the vendor login and back', async () => {
    const { search } = await renderSentToLogin('/analytics', '/VendorLogin');
    expect(search).toBe('?redirectTo=%2Fanalytics');
  });

  it('loads the last 30 days of all services, then shows each total with its change in words', async () => {
    const reply = deferredReply();
    const api = analyticsServer({ 'GET /api/vendor/analytics': reply.handler });
    renderRoute('/analytics');
    await heading();
    expect(await screen.findByText('Loading your analytics...')).toBeInTheDocument();
    expect(queryOf(api.calls('GET /api/vendor/analytics')[0]?.path ?? '').toString()).toBe(
      'days=30',
    );
    reply.resolve(json(200, MONTH));

    const views = within(await card('Storefront views'));
    expect(views.getByText('120')).toBeInTheDocument();
    expect(views.getByText('+20% vs previous 30 days')).toBeInTheDocument();
    const appearances = within(await card('Search appearances'));
    expect(appearances.getByText('400')).toBeInTheDocument();
    expect(appearances.getByText('−20% vs previous 30 days')).toBeInTheDocument();
    const enquiries = within(await card('Enquiries'));
    expect(enquiries.getByText('3')).toBeInTheDocument();
    expect(enquiries.getByText('New')).toBeInTheDocument();
    expect(within(await card('Shortlists')).getByText('No change')).toBeInTheDocument();
    const rate = within(await card('Enquiries per 100 views'));
    expect(rate.getByText('2.5')).toBeInTheDocument();
    // 2.5 now against 0 (no enquiries from 100 views) before: a rate changes by points.
    expect(rate.getByText('+2.5 points vs previous 30 days')).toBeInTheDocument();

    expect(screen.getByText('14 Feb 2026 to 15 Mar 2026, all your services')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('All services');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  });

  it('draws a chart per measure, each named with its range and total', async () => {
    analyticsServer();
    const { container } = renderRoute('/analytics');
    const chart = await screen.findByRole('img', {
      name: 'Storefront views per day, 14 Feb to 15 Mar: 120 in total',
    });
    expect(
      screen.getByRole('img', {
        name: 'Search appearances per day, 14 Feb to 15 Mar: 400 in total',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Enquiries per day, 14 Feb to 15 Mar: 3 in total' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Shortlists per day, 14 Feb to 15 Mar: 2 in total' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Enquiries per 100 views, day by day, 14 Feb to 15 Mar: 2.5 over the period',
      }),
    ).toBeInTheDocument();
    // recharts, loaded lazily, draws into the figure: a bar for each of the three days with views,
    // and short day labels on the axis.
    await waitFor(() =>
      expect(chart.querySelectorAll('.recharts-bar-rectangle path').length).toBe(3),
    );
    expect(within(chart).getByText('14 Feb')).toBeInTheDocument();
    expect(within(chart).getByText('15 Mar')).toBeInTheDocument();
    expect(container.querySelectorAll('.recharts-line-curve')).toHaveLength(1);
  });

  it('shows no chart for the enquiry rate while there were no views, but says why', async () => {
    // Shortlists and an enquiry, but no storefront views: the rate has nothing to draw.
    analyticsServer({
      'GET /api/vendor/analytics': () =>
        json(
          200,
          analytics(30, {
            '2026-03-10': { views: 0, appearances: 30, enquiries: 1, shortlists: 1 },
          }),
        ),
    });
    renderRoute('/analytics');
    expect(
      await screen.findByRole('img', { name: 'Enquiries per day, 14 Feb to 15 Mar: 1 in total' }),
    ).toBeInTheDocument();
    const rate = await card('Enquiries per 100 views');
    expect(within(rate).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(rate).getByText(
        'No storefront views in this period, so there is no enquiry rate to chart yet.',
      ),
    ).toBeVisible();
  });

  // Many role queries over a 32-row table: slow in jsdom on a busy machine.
  it('shows the same numbers as a table, by day, with totals', async () => {
    analyticsServer();
    const user = userEvent.setup();
    const { router } = renderRoute('/analytics');
    await card('Storefront views');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));

    const table = screen.getByRole('table', {
      name: 'Numbers by day, 14 Feb 2026 to 15 Mar 2026, newest first',
    });
    expect(router.state.location.search).toBe('?view=table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Day',
      'Storefront views',
      'Search appearances',
      'Enquiries',
      'Shortlists',
      'Enquiries per 100 views',
    ]);
    const rows = within(table).getAllByRole('row');
    // The header, 30 days and the totals.
    expect(rows).toHaveLength(32);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('15 Mar 2026');
    expect(cells(rows[1] as HTMLElement)).toEqual(['40', '100', '1', '1', '2.5']);
    const march1 = within(table).getByRole('row', { name: /^1 Mar 2026/ });
    expect(cells(march1)).toEqual(['60', '200', '2', '1', '3.3']);
    const quiet = within(table).getByRole('row', { name: /^2 Mar 2026/ });
    expect(cells(quiet)).toEqual(['0', '0', '0', '0', '–']);
    expect(cells(rows[31] as HTMLElement)).toEqual(['120', '400', '3', '2', '2.5']);
    expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show as charts' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Storefront views per day/ }),
    ).toBeInTheDocument();
  }, 15_000);

  it('changes range and service in the URL, the request and the CSV link', async () => {
    const api = analyticsServer({
      'GET /api/vendor/analytics': (request) => {
        const query = queryOf(request.path);
        if (query.get('days') === '7') {
          return json(
            200,
            analytics(
              7,
              { '2026-03-15': { views: 40, appearances: 100, enquiries: 1, shortlists: 1 } },
              { views: 40, appearances: 100, enquiries: 1, shortlists: 1 },
            ),
          );
        }
        return json(200, MONTH);
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/analytics');
    await card('Storefront views');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/vendor/analytics.csv?days=30',
    );

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(router.state.location.search).toBe('?days=7');
    expect(
      await screen.findByRole('img', {
        name: 'Storefront views per day, 9 Mar to 15 Mar: 40 in total',
      }),
    ).toBeInTheDocument();
    expect(within(await card('Storefront views')).getByText('No change')).toBeInTheDocument();
    expect(queryOf(api.calls('GET /api/vendor/analytics').at(-1)?.path ?? '').toString()).toBe(
      'days=7',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/vendor/analytics.csv?days=7',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Shaadi Studio');
    expect(queryOf(router.state.location.search).get('listing')).toBe('41');
    expect(queryOf(router.state.location.search).get('days')).toBe('7');
    await waitFor(() =>
      expect(queryOf(api.calls('GET /api/vendor/analytics').at(-1)?.path ?? '').toString()).toBe(
        'days=7&listingId=41',
      ),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/vendor/analytics.csv?days=7&listingId=41',
    );
    expect(await screen.findByText('9 Mar 2026 to 15 Mar 2026, Shaadi Studio')).toBeInTheDocument();
  });

  it('opens with the range and service of its URL', async () => {
    const api = analyticsServer();
    renderRoute('/analytics?days=90&listing=42');
    await card('Storefront views');
    expect(queryOf(api.calls('GET /api/vendor/analytics')[0]?.path ?? '').toString()).toBe(
      'days=90&listingId=42',
    );
    expect(screen.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveDisplayValue('Rang Decor');
  });

  it('says when a service has no data yet', async () => {
    analyticsServer({
      'GET /api/vendor/analytics': () =>
        json(200, analytics(30, {}, { views: 0, appearances: 0, enquiries: 0, shortlists: 0 })),
    });
    renderRoute('/analytics?listing=42');
    expect(
      await screen.findByText(
        'No data yet for this service: views, search appearances, enquiries and shortlists will show here from its first day on Mandap.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a longer range to look further back.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storefront views' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers to add a service to a vendor without any', async () => {
    analyticsServer({
      'GET /api/vendor/analytics': () =>
        json(200, {
          ...analytics(30, {}, { views: 0, appearances: 0, enquiries: 0, shortlists: 0 }),
          listings: [],
        }),
    });
    renderRoute('/analytics');
    expect(await screen.findByText('You have no services on Mandap yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute(
      'href',
      '/VendorList',
    );
  });

  it('says when the numbers cannot be loaded and tries again', async () => {
    let fail = true;
    analyticsServer({
      'GET /api/vendor/analytics': () => (fail ? networkFailure() : json(200, MONTH)),
    });
    const user = userEvent.setup();
    renderRoute('/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your analytics. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await card('Storefront views')).getByText('120')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("gives the server's reason for a service that is not the vendor's, and a way back to all", async () => {
    analyticsServer({
      'GET /api/vendor/analytics': (request) =>
        queryOf(request.path).has('listingId')
          ? json(404, { message: 'This service is not one of yours.' })
          : json(200, MONTH),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/analytics?listing=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is not one of yours.');
    await user.click(screen.getByRole('link', { name: 'Show all services' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(await card('Storefront views')).getByText('120')).toBeInTheDocument();
  });
});
