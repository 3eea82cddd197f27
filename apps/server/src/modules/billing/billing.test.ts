import { indiaMidnight } from '@mandap/shared/gst';
import { TaxDocumentListSchema } from '@mandap/shared/schemas/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { payThroughSandbox } from '../../../test/payments';
import { takeNumber } from './documents';

// Tax invoices and credit notes (issue 30, decision 0073): issued in the payment's and the
// refund's own transactions, numbered without a gap per financial year, made out to the vendor's
// billing details, never changed.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: 'sandbox-secret-for-tests-0123456789' });
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof signedIn>>;

async function documents(vendor: Vendor) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/vendor/billing/documents',
    headers: { cookie: vendor.cookie },
  });
  expect(res.statusCode).toBe(200);
  return TaxDocumentListSchema.parse(res.json()).documents;
}

async function saveDetails(vendor: Vendor, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/vendor/billing/details',
    headers: { cookie: vendor.cookie },
    payload: body,
  });
}

async function paidPlan(vendor: Vendor, overrides: Record<string, string> = {}) {
  const listingId = await createListing(t.app, vendor.cookie, 'dj', {
    plan: 'premium',
    ...overrides,
  });
  const res = await payThroughSandbox(t.app, vendor.cookie, listingId);
  expect(res.statusCode).toBe(200);
  return listingId;
}

const SPECIMEN_NUMBER = /^SPC\/\d{2}-\d{2}\/\d{6}$/;

describe('plan invoices', () => {
  it("issues a tax invoice for a paid plan, inside Mandap's state: CGST + SGST adding up to ₹699", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    // The listing is in Rajasthan, the development business's state (08): an intra-state supply.
    await paidPlan(vendor, { firmName: 'Shubh Vivah Banquets' });
    const [invoice, ...others] = await documents(vendor);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'plan_invoice',
      supplier: { stateCode: '08', gstin: '08AAACM0000A1ZM' },
      recipient: { name: 'Asha Verma', stateCode: '08', gstin: null },
      placeOfSupply: '08',
      taxKind: 'intra',
      taxablePaise: 59_238,
      cgstPaise: 5_331,
      sgstPaise: 5_331,
      igstPaise: 0,
      totalPaise: 69_900,
      totalInWords: 'Rupees Six Hundred Ninety-Nine Only',
      specimen: true,
      refersToNumber: null,
    });
    expect(invoice?.number).toMatch(SPECIMEN_NUMBER);
    expect(invoice?.lines).toEqual([
      {
        description:
          'Listing of "Shubh Vivah Banquets" on Mandap: PREMIUM plan (6 months without commission)',
        sac: '998365',
        taxablePaise: 59_238,
      },
    ]);
    expect(invoice?.recipient.address).toContain('Jaipur');
  });

  it("bills to the vendor's billing details: a GSTIN in another state makes it IGST", async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const saved = await saveDetails(vendor, {
      legalName: 'Shubh Vivah Events LLP',
      address: '21 Linking Road, Bandra West, Mumbai 400050',
      stateCode: '27',
      gstin: ' 27aapfu0939f1zv ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27' });
    await paidPlan(vendor);
    const [invoice] = await documents(vendor);
    expect(invoice).toMatchObject({
      recipient: {
        name: 'Shubh Vivah Events LLP',
        address: '21 Linking Road, Bandra West, Mumbai 400050',
        stateCode: '27',
        gstin: '27AAPFU0939F1ZV',
      },
      placeOfSupply: '27',
      taxKind: 'inter',
      taxablePaise: 59_237,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10_663,
      totalPaise: 69_900,
    });
  });

  it('numbers invoices consecutively, one per payment', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    await paidPlan(vendor);
    await paidPlan(vendor);
    await paidPlan(vendor);
    const numbers = (await documents(vendor)).map((d) => d.number).reverse();
    const sequences = numbers.map((n) => Number(n.slice(-6)));
    expect(sequences).toEqual([sequences[0], (sequences[0] ?? 0) + 1, (sequences[0] ?? 0) + 2]);
  });

  it("shows a vendor only their own documents: another's is not found", async () => {
    const owner = await signedIn(t.app, 'vendor');
    const other = await signedIn(t.app, 'vendor');
    await paidPlan(owner);
    const [invoice] = await documents(owner);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/billing/documents/${invoice?.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(invoice);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/billing/documents/${invoice?.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await documents(other)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/vendor/billing/documents' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('credit notes', () => {
  it('issues a credit note for a refund, in its own series, referring to the invoice', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await paidPlan(vendor);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.statusCode).toBe(200);
    const [creditNote, invoice] = await documents(vendor);
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      refersToNumber: invoice?.number,
      taxKind: invoice?.taxKind,
      recipient: invoice?.recipient,
      totalPaise: 69_900,
      taxablePaise: 59_238,
      cgstPaise: 5_331,
      sgstPaise: 5_331,
    });
    expect(creditNote?.number).toMatch(/^SPCC\/\d{2}-\d{2}\/\d{5}$/);
    expect(creditNote?.lines[0]?.description).toMatch(new RegExp(`^Refund of ${invoice?.number}`));
  });
});

describe('billing details', () => {
  it('refuses a GSTIN whose check character is wrong, or of another state, at the field', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const details = {
      legalName: 'Sharma Tent House',
      address: 'Station Road, Sikar, Rajasthan 332001',
      stateCode: '08',
    };
    const typo = await saveDetails(vendor, { ...details, gstin: '08AAACM0000A1ZN' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fieldErrors).toEqual({
      gstin:
        'This GSTIN has a typing mistake: its last character does not match the rest. Please copy it from your GST registration certificate.',
    });
    const otherState = await saveDetails(vendor, { ...details, gstin: '27AAPFU0939F1ZV' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().fieldErrors.gstin).toMatch(/registered in Maharashtra/);
    const noState = await saveDetails(vendor, { ...details, stateCode: '99' });
    expect(noState.json().fieldErrors).toEqual({
      stateCode: 'Please choose the state of the billing address',
    });
    // Nothing was saved by the refusals.
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/billing/details',
      headers: { cookie: vendor.cookie },
    });
    expect(before.json()).toEqual({ details: null });
    // Without a GSTIN (an unregistered vendor), then with a right one.
    expect((await saveDetails(vendor, { ...details, gstin: '' })).json()).toMatchObject({
      gstin: null,
    });
    const right = await saveDetails(vendor, { ...details, gstin: '08AAACM0000A1ZM' });
    expect(right.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/billing/details',
      headers: { cookie: vendor.cookie },
    });
    expect(after.json().details).toMatchObject({ ...details, gstin: '08AAACM0000A1ZM' });
  });
});

describe('issued documents', () => {
  it('are never changed or deleted, even by hand in the database', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    await paidPlan(vendor);
    const [invoice] = await documents(vendor);
    await expect(
      t.database.sql.query(
        'UPDATE tax_documents SET total_paise = 1, taxable_paise = 1, cgst_paise = 0, sgst_paise = 0 WHERE id = $1',
        [invoice?.id],
      ),
    ).rejects.toThrow(/never changed/);
    await expect(
      t.database.sql.query('DELETE FROM tax_documents WHERE id = $1', [invoice?.id]),
    ).rejects.toThrow(/never deleted/);
    // Changing the billing details later changes no issued document.
    await saveDetails(vendor, {
      legalName: 'A New Name Pvt Ltd',
      address: 'Somewhere else entirely, Pune 411001',
      stateCode: '27',
    });
    expect((await documents(vendor))[0]).toEqual(invoice);
  });

  it('take numbers without a gap: a rolled-back transaction gives its number back', async () => {
    const at = new Date();
    const first = await t.database.db.transaction((tx) => takeNumber(tx, 'credit_note', at));
    await expect(
      t.database.db.transaction(async (tx) => {
        await takeNumber(tx, 'credit_note', at);
        throw new Error('the payment failed after taking a number');
      }),
    ).rejects.toThrow(/payment failed/);
    const next = await t.database.db.transaction((tx) => takeNumber(tx, 'credit_note', at));
    expect(next.sequence).toBe(first.sequence + 1);
  });

  it('start again at 1 in a new financial year, which begins at midnight India time on 1 April', async () => {
    const lastMinute = new Date(indiaMidnight(2031, 4, 1).getTime() - 60_000);
    const take = (at: Date) => t.database.db.transaction((tx) => takeNumber(tx, 'invoice', at));
    expect(await take(lastMinute)).toEqual({ fyStart: 2030, fyLabel: '30-31', sequence: 1 });
    expect(await take(lastMinute)).toMatchObject({ fyStart: 2030, sequence: 2 });
    expect(await take(indiaMidnight(2031, 4, 1))).toEqual({
      fyStart: 2031,
      fyLabel: '31-32',
      sequence: 1,
    });
    const rows = await t.database.sql.query(
      "SELECT fy_start, last_number FROM document_counters WHERE series = 'invoice' AND fy_start >= 2030 ORDER BY fy_start",
    );
    expect(rows).toEqual([
      { fy_start: 2030, last_number: 2 },
      { fy_start: 2031, last_number: 1 },
    ]);
  });
});
