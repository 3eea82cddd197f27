import { shareOf } from '@mandap/shared/gst';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARDS } from '../src/modules/payments/index';
import type { TestApp } from './helper';

// Commission to collect (issue 30, decision 0076): statements as the monthly job leaves them, for
// the tests of invoicing, reminders, hiding and paying.

const DAY = 24 * 60 * 60 * 1000;

export interface StatementLineSpec {
  valuePaise: number;
  dispute?: {
    reason: 'cancelled' | 'not_genuine' | 'wrong_value';
    claimedValuePaise?: number;
    decision?: 'accepted' | 'rejected';
  };
}

/** The id of the account of `table` with `email`. */
export async function accountId(
  t: TestApp,
  table: 'users' | 'vendors',
  email: string,
): Promise<number> {
  const [row] = await t.database.sql.query<{ id: number }>(
    `SELECT id::int AS id FROM ${table} WHERE email = $1`,
    [email.toLowerCase()],
  );
  if (!row) throw new Error(`no ${table} row for ${email}`);
  return row.id;
}

/**
 * A statement of `month` ('YYYY-MM-01') for the vendor, as the monthly job leaves it: one line
 * per booking (an enquiry from `userId` to the listing each), 7% of its value, disputed and
 * decided as given. Its dispute window ended a day ago unless `windowOpen`.
 */
export async function commissionStatement(
  t: TestApp,
  owner: { vendorId: number; listingId: number; userId: number },
  month: string,
  lines: StatementLineSpec[],
  { windowOpen = false }: { windowOpen?: boolean } = {},
): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.database.sql.query<{ id: number }>(
    `INSERT INTO commission_statements (vendor_id, month, issued_at, dispute_until)
     VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
    [
      owner.vendorId,
      month,
      new Date(now.getTime() - 8 * DAY),
      new Date(now.getTime() + (windowOpen ? DAY : -DAY)),
    ],
  );
  const statementId = Number(row?.id);
  const day = `${month.slice(0, 7)}-20`;
  for (const line of lines) {
    const [enquiry] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO enquiries (user_id, listing_id, vendor_id, event_date, event_type, city, guests,
         message, phone, email, status)
       VALUES ($1, $2, $3, $4, 'wedding', 'Jaipur', 200, 'Namaste', '9876543210',
         'couple@example.in', 'booked') RETURNING id::int AS id`,
      [owner.userId, owner.listingId, owner.vendorId, day],
    );
    const d = line.dispute;
    await t.database.sql.query(
      `INSERT INTO commission_lines (statement_id, enquiry_id, couple_first_name, event_date,
         booked_at, value_paise, commission_basis_points, commission_paise, dispute_reason,
         claimed_value_paise, disputed_at, decision, decided_at)
       VALUES ($1, $2, 'Riya', $3, $4, $5, 700, $6, $7, $8, $9, $10, $11)`,
      [
        statementId,
        enquiry?.id,
        day,
        new Date(now.getTime() - 20 * DAY),
        line.valuePaise,
        shareOf(line.valuePaise, 700),
        d?.reason ?? null,
        d?.claimedValuePaise ?? null,
        d ? new Date(now.getTime() - 3 * DAY) : null,
        d?.decision ?? null,
        d?.decision ? new Date(now.getTime() - 2 * DAY) : null,
      ],
    );
  }
  return statementId;
}

/** The commission invoice issued for a statement: its document's id, number and total. */
export async function invoiceOfStatement(t: TestApp, statementId: number) {
  const [row] = await t.database.sql.query<{ id: number; number: string; total: number }>(
    `SELECT id::int AS id, number, total_paise::int AS total FROM tax_documents
     WHERE statement_id = $1`,
    [statementId],
  );
  if (!row) throw new Error(`statement ${statementId} has no invoice`);
  return row;
}

/**
 * Opens the order of a commission invoice and pays it at the sandbox checkout, as the vendor's
 * browser would; returns the signed result to verify (with the documentId it pays).
 */
export async function paidInvoiceResult(
  app: FastifyInstance,
  cookie: string,
  documentId: number,
): Promise<Record<string, unknown>> {
  const order = await app.inject({
    method: 'POST',
    url: `/api/vendor/billing/invoices/${documentId}/order`,
    headers: { cookie },
  });
  if (order.statusCode !== 200) throw new Error(`order failed: ${order.body}`);
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { cookie },
    payload: { orderId: order.json().orderId, cardNumber: SANDBOX_CARDS.success },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  return { documentId, ...(checkout.json() as Record<string, unknown>) };
}
