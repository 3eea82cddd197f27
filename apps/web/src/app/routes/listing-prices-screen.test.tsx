import { parseRupeesToPaise } from '@mandap/shared/money';
import { PRICING_MESSAGES } from '@mandap/shared/schemas/pricing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/features/listings/test/data';
import { type FakeHandler, fakeApi, json, networkFailure, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const OPTIONS = ['Wedding DJ', 'Club DJ', 'Party DJ'];
const UNITS = ['event', 'day', 'hour', 'person'];
const URL_41 = '/ServiceDetails?vendor=VND-7K3M9QX2&data=Beat+Box+DJs&service_id=41';

function server(
  rows: { specification: string; mrpPaise: number; offerPaise: number; unit?: string }[] = [],
  put?: FakeHandler,
  units = UNITS,
) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/listings/41': () => json(200, detail()),
    'GET /api/vendor/listings/41/prices': () =>
      json(200, {
        rows: rows.map((r) => ({ unit: 'event', ...r })),
        options: OPTIONS,
        units,
      }),
    'PUT /api/vendor/listings/41/prices':
      put ??
      (({ body }) => {
        const sent = body as {
          rows: { specification: string; mrp: string; offer: string; unit: string }[];
        };
        return json(200, {
          rows: sent.rows.map((r) => ({
            specification: r.specification,
            mrpPaise: parseRupeesToPaise(r.mrp),
            offerPaise: parseRupeesToPaise(r.offer),
            unit: r.unit,
          })),
          options: OPTIONS,
          units,
        });
      }),
  });
}

const rowItems = () =>
  within(screen.getByRole('list', { name: 'Specifications' })).getAllByRole('listitem');
const row = (n: number) => {
  const item = rowItems()[n];
  if (!item) throw new Error(`no row ${n}`);
  return within(item);
};

async function fill(user: UserEvent, n: number, spec: string, mrp: string, offer: string) {
  const r = row(n);
  if (spec) await user.selectOptions(r.getByLabelText('Specification'), spec);
  await user.clear(r.getByLabelText('MRP (₹)'));
  if (mrp) await user.type(r.getByLabelText('MRP (₹)'), mrp);
  await user.clear(r.getByLabelText('Offer price (₹)'));
  if (offer) await user.type(r.getByLabelText('Offer price (₹)'), offer);
}

async function open() {
  const user = userEvent.setup();
  renderRoute(URL_41);
  await screen.findByRole('button', { name: 'Save Pricing' });
  return user;
}

describe('pricing screen', () => {
  it('shows the firm, ids and the intro for a listing without prices', async () => {
    server();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
    expect(screen.getByText('Beat Box DJs')).toBeVisible();
    expect(screen.getByText('VND-7K3M9QX2')).toBeVisible();
    expect(screen.getByText('41')).toBeVisible();
    expect(
      screen.getByText(
        'Add specifications and set pricing for each. You can add multiple specifications for this service.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('loads saved rows and says they can be updated', async () => {
    server([{ specification: 'Club DJ', mrpPaise: 99950, offerPaise: 79900 }]);
    await open();
    expect(
      screen.getByText('Update pricing for existing specifications or add new ones.'),
    ).toBeVisible();
    expect(row(0).getByLabelText('MRP (₹)')).toHaveValue('999.50');
    expect(row(0).getByLabelText('Offer price (₹)')).toHaveValue('799');
    expect(row(0).getByText('20% off')).toBeVisible();
  });

  it('shows the percent-off badge per row, only when the offer is below a non-zero MRP', async () => {
    server();
    const user = await open();
    await fill(user, 0, 'Wedding DJ', '1,50,000', '₹ 1,12,500');
    expect(row(0).getByText('25% off')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Another Specification' }));
    await fill(user, 1, 'Club DJ', '3', '2');
    expect(row(1).getByText('33% off')).toBeVisible();
    await fill(user, 1, '', '0', '0');
    expect(row(1).queryByText(/% off/)).not.toBeInTheDocument();
    await fill(user, 1, '', '1,50,000', '150,000');
    expect(row(1).queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('prices a row per event unless the vendor picks another unit, with wedding-sized examples (issue 31)', async () => {
    const api = server([], undefined, [
      'event',
      'day',
      'plate_veg',
      'plate_non_veg',
      'hour',
      'person',
    ]);
    const user = await open();
    const unit = row(0).getByRole('combobox', { name: 'Price is' });
    expect(unit).toHaveValue('event');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'per event',
      'per day',
      'per plate (veg)',
      'per plate (non-veg)',
      'per hour',
      'per person',
    ]);
    expect(row(0).getByLabelText('MRP (₹)')).toHaveAttribute('placeholder', 'For example 1,50,000');
    await fill(user, 0, 'Wedding DJ', '1,50,000', '1,50,000');
    await user.click(screen.getByRole('button', { name: 'Add Another Specification' }));
    await fill(user, 1, 'Club DJ', '800', '650');
    await user.selectOptions(row(1).getByRole('combobox', { name: 'Price is' }), 'per plate (veg)');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await screen.findByText('Pricing saved.')).toBeVisible();
    expect(api.calls('PUT /api/vendor/listings/41/prices')[0]?.body).toEqual({
      rows: [
        { specification: 'Wedding DJ', mrp: '1,50,000', offer: '1,50,000', unit: 'event' },
        { specification: 'Club DJ', mrp: '800', offer: '650', unit: 'plate_veg' },
      ],
    });
  });

  it("offers only the listing's units, and keeps a saved row's unit", async () => {
    server([{ specification: 'Club DJ', mrpPaise: 100000, offerPaise: 90000, unit: 'hour' }]);
    await open();
    const unit = row(0).getByRole('combobox', { name: 'Price is' });
    expect(unit).toHaveValue('hour');
    expect(within(unit).queryByRole('option', { name: /per plate/ })).not.toBeInTheDocument();
  });

  it('disables options used in other rows and removes rows while more than one exists', async () => {
    server();
    const user = await open();
    await fill(user, 0, 'Wedding DJ', '', '');
    await user.click(screen.getByRole('button', { name: 'Add Another Specification' }));
    expect(row(1).getByRole('option', { name: 'Wedding DJ' })).toBeDisabled();
    expect(row(1).getByRole('option', { name: 'Club DJ' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove specification 2' }));
    expect(rowItems()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows the messages of spec 5 and sends nothing while the form has errors', async () => {
    const api = server();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PRICING_MESSAGES.fixErrors);
    expect(row(0).getByText('Specification is required')).toBeVisible();
    expect(row(0).getByText('MRP is required')).toBeVisible();
    expect(row(0).getByText('Offer price is required')).toBeVisible();

    await fill(user, 0, 'Wedding DJ', '99.999', '100');
    expect(row(0).getByText('Enter a valid price (e.g., 99.99)')).toBeVisible();
    await fill(user, 0, '', '99', '100');
    expect(row(0).getByText('Offer price cannot be higher than MRP')).toBeVisible();
    expect(api.calls('PUT /api/vendor/listings/41/prices')).toHaveLength(0);
  });

  it('saves every row in one request and says so', async () => {
    const api = server();
    const user = await open();
    await fill(user, 0, 'Wedding DJ', '999.50', '799');
    await user.click(screen.getByRole('button', { name: 'Add Another Specification' }));
    await fill(user, 1, 'Party DJ', '500', '500');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await screen.findByText('Pricing saved.')).toBeVisible();
    expect(api.calls('PUT /api/vendor/listings/41/prices')).toHaveLength(1);
    expect(api.calls('PUT /api/vendor/listings/41/prices')[0]?.body).toEqual({
      rows: [
        { specification: 'Wedding DJ', mrp: '999.50', offer: '799', unit: 'event' },
        { specification: 'Party DJ', mrp: '500', offer: '500', unit: 'event' },
      ],
    });
    expect(
      screen.getByText('Update pricing for existing specifications or add new ones.'),
    ).toBeVisible();
  });

  it("puts the server's row errors on their rows (nothing saved)", async () => {
    server([], () =>
      json(400, {
        message: PRICING_MESSAGES.fixErrors,
        fieldErrors: { 'rows.1.offer': 'Offer price cannot be higher than MRP' },
      }),
    );
    const user = await open();
    await fill(user, 0, 'Wedding DJ', '10', '5');
    await user.click(screen.getByRole('button', { name: 'Add Another Specification' }));
    await fill(user, 1, 'Club DJ', '10', '5');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRICING_MESSAGES.fixErrors);
    expect(row(1).getByText('Offer price cannot be higher than MRP')).toBeVisible();
    expect(row(0).queryByText('Offer price cannot be higher than MRP')).not.toBeInTheDocument();
    expect(screen.queryByText('Pricing saved.')).not.toBeInTheDocument();
  });

  it.each([
    ['a 400 without row errors', () => json(400, { message: 'No' }), PRICING_MESSAGES.submitFailed],
    ['a server failure', () => json(500, {}), PRICING_MESSAGES.submitError],
    ['a network failure', () => networkFailure(), PRICING_MESSAGES.submitError],
  ])('says so on %s', async (_, put, message) => {
    server([], put);
    const user = await open();
    await fill(user, 0, 'Wedding DJ', '10', '5');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says no services were found for a listing that is not yours', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': () => json(404, { message: 'Not found' }),
      'GET /api/vendor/listings/41/prices': () => json(404, { message: 'Not found' }),
    });
    renderRoute(URL_41);
    expect(await screen.findByRole('alert')).toHaveTextContent(PRICING_MESSAGES.noListings);
  });

  it('says the fetch failed on a server error', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': () => json(500, {}),
      'GET /api/vendor/listings/41/prices': () => json(500, {}),
    });
    renderRoute(URL_41);
    expect(await screen.findByRole('alert')).toHaveTextContent(PRICING_MESSAGES.fetchFailed);
  });

  it('asks for a service when service_id is missing', async () => {
    fakeApi({ 'GET /api/session': () => json(200, VENDOR_SESSION) });
    renderRoute('/ServiceDetails?vendor=VND-7K3M9QX2&data=Beat+Box+DJs');
    expect(await screen.findByRole('alert')).toHaveTextContent(/No service selected/);
  });
});
