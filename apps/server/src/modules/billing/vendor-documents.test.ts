import { financialYear, gstinCheckCharacter } from '@mandap/shared/gst';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, dayFromToday, enquire } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { enrolledOperator } from '../../../test/operators';
import { readPdf } from '../../../test/pdf-text';
import type { ReceivedMail, TestSmtpServer } from '../../../test/smtp';
import { SPECIMEN_BUSINESS } from '../../platform/config';

// A vendor's tax documents end to end (issue 30, decision 0074): each plan payment's invoice and
// each refund's credit note noticed in the app and e-mailed with its PDF (to a real SMTP server),
// the PDF download (the vendor's own only), and the CSV for the accountant with the commission
// statements' lines. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const WAIT = { timeout: 20_000, interval: 50 };
const GSTIN_MAHARASHTRA = `27ABCDE1234F1Z${gstinCheckCharacter('27ABCDE1234F1Z')}`;

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, smtp, close } = await mailingTestApp());
});
afterAll(() => close());

type Vendor = Awaited<ReturnType<typeof signedIn>>;
interface Listed {
  id: number;
  kind: string;
  number: string;
  totalPaise: number;
  refersToNumber: string | null;
  recipient: { name: string; gstin: string | null; stateCode: string };
  taxKind: string;
}

let counter = 0;
/** A vendor with a phone of their own (listings are told apart by it). */
function newVendor(name = 'Asha Verma'): Promise<Vendor> {
  counter += 1;
  return signedIn(t.app, 'vendor', { name, phone: `98110${String(counter).padStart(5, '0')}` });
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function documentsOf(vendor: Vendor): Promise<Listed[]> {
  const res = await get('/api/vendor/billing/documents', vendor.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().documents;
}

async function notificationsOf(vendor: Vendor) {
  const res = await get('/api/notifications', vendor.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications as { title: string; body: string; link: string }[];
}

/** The e-mail with `subject` to the vendor, once it has arrived. */
async function mailTo(vendor: Vendor, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await vi.waitFor(() => {
    found = smtp.mails.find(
      (m) => m.to.includes(vendor.account.email) && m.headers.get('subject') === subject,
    );
    expect(found, `an e-mail "${subject}"`).toBeDefined();
  }, WAIT);
  if (!found) throw new Error('no mail');
  return found;
}

async function pdfOf(vendor: Vendor, documentId: number) {
  const res = await get(`/api/vendor/billing/documents/${documentId}/pdf`, vendor.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');
const fy = () => financialYear(t.clock.now()).label;

describe('a plan invoice', () => {
  let vendor: Vendor;
  let invoice: Listed;

  beforeAll(async () => {
    vendor = await newVendor();
    await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Shaadi Beats', plan: 'premium' });
    [invoice] = (await documentsOf(vendor)) as [Listed];
  });

  it('is issued at payment, noticed in the app with a link to its page', async () => {
    expect(invoice).toMatchObject({ kind: 'plan_invoice', totalPaise: 69_900, taxKind: 'intra' });
    expect(invoice.number).toMatch(new RegExp(`^SPC/${fy()}/\\d{6}$`));
    const notes = await notificationsOf(vendor);
    expect(notes).toContainEqual(
      expect.objectContaining({
        title: `Tax invoice ${invoice.number} for ₹699`,
        link: `/billing/documents/${invoice.id}`,
      }),
    );
  });

  it('is e-mailed with its PDF attached', async () => {
    const mail = await mailTo(vendor, `Tax invoice ${invoice.number} for ₹699`);
    expect(mail.text).toContain(`Your tax invoice ${invoice.number} for ₹699 is ready.`);
    expect(mail.text).toContain(`https://mandap.example/billing/documents/${invoice.id}`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const text = squeezed((await readPdf(attachment?.content ?? Buffer.alloc(0))).text);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Tax Invoice');
  });

  it('downloads as a PDF with the GSTIN, the SAC, the split, the total and its words', async () => {
    const res = await pdfOf(vendor, invoice.id);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="SPC-${fy()}-${invoice.number.slice(-6)}.pdf"`,
    );
    const read = await readPdf(new Uint8Array(res.rawPayload));
    const text = squeezed(read.text);
    for (const expected of [
      'Tax Invoice',
      invoice.number,
      SPECIMEN_BUSINESS.name,
      `GSTIN: ${SPECIMEN_BUSINESS.gstin}`,
      // The listing's address is in Rajasthan, as is Mandap's (specimen) address: CGST + SGST.
      'Asha Verma',
      'Place of supply',
      'Rajasthan (08)',
      '998365',
      'Listing of "Shaadi Beats" on Mandap: PREMIUM plan',
      '₹592.38',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹53.31',
      '₹699.00',
      'Rupees Six Hundred Ninety-Nine Only',
      // Issued with the development placeholders.
      'SPECIMEN',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is the vendor's own: another vendor's request is answered as a missing document", async () => {
    const other = await newVendor('Mallory Shah');
    const theirs = await get(`/api/vendor/billing/documents/${invoice.id}/pdf`, other.cookie);
    const missing = await get('/api/vendor/billing/documents/999999999/pdf', other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(theirs.json()).toEqual({ message: 'No such document.' });
    expect(
      (await get(`/api/vendor/billing/documents/${invoice.id}`, other.cookie)).statusCode,
    ).toBe(404);
    const signedOut = await get(`/api/vendor/billing/documents/${invoice.id}/pdf`);
    expect(signedOut.statusCode).toBe(401);
    const user = await signedIn(t.app, 'user');
    expect(
      (await get(`/api/vendor/billing/documents/${invoice.id}/pdf`, user.cookie)).statusCode,
    ).toBe(401);
    expect((await get('/api/vendor/billing/documents/abc/pdf', vendor.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe("a vendor's billing details and a refund", () => {
  let vendor: Vendor;
  let invoice: Listed;
  let listingId: number;

  beforeAll(async () => {
    vendor = await newVendor();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/billing/details',
      headers: { cookie: vendor.cookie },
      payload: {
        legalName: 'शर्मा टेंट हाउस',
        address: '7 Linking Road, Bandra West, Mumbai 400050',
        stateCode: '27',
        gstin: GSTIN_MAHARASHTRA.toLowerCase(),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    listingId = await activeListing(t.app, vendor.cookie, 'dj', {
      firmName: 'Sharma Tent House',
      plan: 'normal',
    });
    [invoice] = (await documentsOf(vendor)) as [Listed];
  });

  it('refuses a GSTIN whose check character is wrong, at the field', async () => {
    const wrong = `${GSTIN_MAHARASHTRA.slice(0, 14)}${GSTIN_MAHARASHTRA.endsWith('A') ? 'B' : 'A'}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/billing/details',
      headers: { cookie: vendor.cookie },
      payload: {
        legalName: 'Sharma',
        address: '7 Linking Road, Mumbai',
        stateCode: '27',
        gstin: wrong,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.gstin).toMatch(/typing mistake/);
    const details = (await get('/api/vendor/billing/details', vendor.cookie)).json().details;
    expect(details).toMatchObject({ legalName: 'शर्मा टेंट हाउस', gstin: GSTIN_MAHARASHTRA });
  });

  it('makes the invoice out to them: IGST from another state, their GSTIN, their name in Devanagari', async () => {
    expect(invoice).toMatchObject({
      kind: 'plan_invoice',
      totalPaise: 29_900,
      taxKind: 'inter',
      recipient: { name: 'शर्मा टेंट हाउस', gstin: GSTIN_MAHARASHTRA, stateCode: '27' },
    });
    const read = await readPdf(new Uint8Array((await pdfOf(vendor, invoice.id)).rawPayload));
    const text = squeezed(read.text);
    for (const expected of [
      `GSTIN: ${GSTIN_MAHARASHTRA}`,
      'State: Maharashtra (27)',
      'IGST @ 18%',
      '₹253.39',
      '₹45.61',
      '₹299.00',
      'Rupees Two Hundred Ninety-Nine Only',
      // The name's last two words come back as typed (its first is shaped: pdf.test.ts).
      'टेंट हाउस',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(read.fonts.some((font) => font.includes('NotoSansDevanagari'))).toBe(true);
  });

  it("gives the vendor's refund a credit note, noticed and e-mailed with its PDF", async () => {
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const documents = await documentsOf(vendor);
    const note = documents.find((d) => d.kind === 'credit_note');
    expect(note).toMatchObject({
      totalPaise: 29_900,
      refersToNumber: invoice.number,
      taxKind: 'inter',
    });
    if (!note) return;
    expect(note.number).toMatch(new RegExp(`^SPCC/${fy()}/\\d{5}$`));
    const title = `Credit note ${note.number} for ₹299`;
    expect(await notificationsOf(vendor)).toContainEqual(
      expect.objectContaining({ title, link: `/billing/documents/${note.id}` }),
    );
    const mail = await mailTo(vendor, title);
    expect(mail.text).toContain(`against tax invoice ${invoice.number}`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `${note.number.replaceAll('/', '-')}.pdf`,
    ]);
    const text = squeezed((await readPdf(mail.attachments[0]?.content ?? Buffer.alloc(0))).text);
    for (const expected of ['Credit Note', note.number, 'Against invoice', invoice.number]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe("an admin's refund", () => {
  it('gives the vendor a credit note with its notice and e-mail too', async () => {
    const vendor = await newVendor();
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { plan: 'basic' });
    const admin = await enrolledOperator(t, 'admin');
    const admin$ = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { cookie: admin.cookie },
        ...(payload ? { payload } : {}),
      });
    const { version } = (await admin$('GET', `/listings/${listingId}`)).json();
    const refund = await admin$('POST', `/listings/${listingId}/refund`, {
      reason: 'suspended_listing',
      version,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const note = (await documentsOf(vendor)).find((d) => d.kind === 'credit_note');
    expect(note?.totalPaise).toBe(9_900);
    const title = `Credit note ${note?.number} for ₹99`;
    expect((await notificationsOf(vendor)).map((n) => n.title)).toContain(title);
    expect((await mailTo(vendor, title)).attachments).toHaveLength(1);
  });
});

describe('the CSV for the accountant', () => {
  it("holds the vendor's documents and commission lines, and no one else's", async () => {
    const vendor = await newVendor();
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', { plan: 'premium' });
    const [invoice] = (await documentsOf(vendor)) as [Listed];
    // Two commission lines on one statement (the commission module writes them; here, SQL).
    const user = await signedIn(t.app, 'user', { name: 'Kavya Rao', phone: '9988776655' });
    const disputed = await enquire(t.app, user.cookie, listingId);
    const confirmed = await enquire(t.app, user.cookie, listingId, {
      eventDate: dayFromToday(90),
    });
    const [vendorRow] = await t.database.sql.query<{ id: number }>(
      'SELECT id::int AS id FROM vendors WHERE email = $1',
      [vendor.account.email],
    );
    const [statement] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO commission_statements (vendor_id, month, issued_at, dispute_until)
       VALUES ($1, '2026-10-01', now(), now() + interval '7 days') RETURNING id::int AS id`,
      [vendorRow?.id],
    );
    await t.database.sql.query(
      `INSERT INTO commission_lines (statement_id, enquiry_id, couple_first_name, event_date,
         booked_at, value_paise, commission_basis_points, commission_paise, dispute_reason,
         dispute_note, claimed_value_paise, disputed_at, decision, decided_at)
       VALUES ($1, $2, 'Kavya', '2026-12-14', now(), 5000000, 700, 350000, 'wrong_value',
         'The couple paid less', 4000000, now(), 'rejected', now()),
        ($1, $3, 'Kavya', '2027-01-20', now(), 10050, 700, 704, NULL, NULL, NULL, NULL, NULL, NULL)`,
      [statement?.id, disputed, confirmed],
    );

    const res = await get('/api/vendor/billing/export.csv', vendor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mandap-billing-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Record,Number,Kind,Date (India),Recipient GSTIN,Place of supply,Taxable value (INR),' +
        'CGST (INR),SGST (INR),IGST (INR),Total (INR),Refers to,Statement month,Enquiry,' +
        'Couple first name,Event date,Booking value (INR),Commission (INR),Dispute,Decision',
    );
    const issuedDay = new Date(t.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect(rows.slice(1)).toEqual([
      `Tax document,${invoice.number},Plan invoice,${issuedDay},,Rajasthan (08),592.38,53.31,53.31,0.00,699.00,,,,,,,,,`,
      `Commission line,,,,,,,,,,,,2026-10,${disputed},Kavya,2026-12-14,50000.00,3500.00,Wrong value (right value 40000.00): The couple paid less,Rejected`,
      `Commission line,,,,,,,,,,,,2026-10,${confirmed},Kavya,2027-01-20,100.50,7.04,,`,
    ]);

    const other = await newVendor('Mallory Shah');
    const theirs = await get('/api/vendor/billing/export.csv', other.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await get('/api/vendor/billing/export.csv')).statusCode).toBe(401);
  });
});
