import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AccountRef } from '../accounts/index';

// What "Download my data" holds (issue 29, decision 0072): one entry per file of the ZIP. Adding
// a section is one entry in SECTIONS. Each reads only the owner's rows (the account's id is the
// only parameter), and of the other party of a conversation only what the owner saw there.

export interface ExportSection {
  /** The file in the ZIP. */
  file: string;
  /** Its heading in index.html. */
  title: string;
  /** One sentence on what it holds, in index.html. */
  about: string;
  /** Whose exports hold it; both when left out. */
  roles?: readonly AccountRef['role'][];
  /** The section's JSON (an array of records, or one record); null leaves the file out. */
  collect(db: Db, owner: AccountRef): Promise<unknown>;
}

/** One jsonb value of a query that answers one row with `data`. */
async function json(db: Db, query: SQL): Promise<unknown> {
  const [row] = await queryRows<{ data: unknown }>(db, query);
  const data = row?.data ?? null;
  // node-postgres parses jsonb; PGlite too, but a driver handing text back is read the same way.
  return typeof data === 'string' ? JSON.parse(data) : data;
}

/** The rows of `query` as a JSON array, in the order it gives. */
function list(db: Db, query: SQL): Promise<unknown> {
  return json(db, sql`SELECT coalesce(jsonb_agg(x), '[]'::jsonb) AS data FROM (${query}) x`);
}

function idOf(owner: AccountRef): number {
  return owner.role === 'vendor' ? owner.vendorId : owner.userId;
}

export const SECTIONS: readonly ExportSection[] = [
  {
    file: 'account.json',
    title: 'Your account',
    about: 'The details of your account: name, e-mail, phone, and when it was made.',
    collect: (db, owner) =>
      owner.role === 'vendor'
        ? json(
            db,
            sql`SELECT jsonb_build_object('kind', 'vendor', 'vendorId', unique_id, 'name', name,
                  'email', email, 'phone', phone, 'createdAt', created_at,
                  'updatedAt', updated_at) AS data
                FROM vendors WHERE id = ${owner.vendorId}`,
          )
        : json(
            db,
            sql`SELECT jsonb_build_object('kind', 'user', 'name', name, 'email', email,
                  'phone', phone, 'createdAt', created_at, 'updatedAt', updated_at) AS data
                FROM users WHERE id = ${owner.userId}`,
          ),
  },
  {
    file: 'listings.json',
    title: 'Your listings',
    about:
      'Each listing with its details, address, features, prices and the names of its photos and videos.',
    roles: ['vendor'],
    collect: (db, owner) =>
      list(
        db,
        sql`SELECT l.id, l.category, l.firm_name AS "firmName", l.email, l.phone,
              l.house_no AS "houseNo", l.city, l.near_by AS "nearBy", l.district, l.state,
              l.pincode, l.description, l.plan, l.star_rating AS "starRating",
              l.amount_paise AS "amountPaise", l.status, l.paid_at AS "paidAt",
              l.free_until AS "freeUntil", l.highlights, l.created_at AS "createdAt",
              (SELECT coalesce(jsonb_agg(f.feature ORDER BY f.position), '[]'::jsonb)
                 FROM listing_features f WHERE f.listing_id = l.id) AS features,
              (SELECT coalesce(jsonb_agg(jsonb_build_object('specification', p.specification,
                   'mrpPaise', p.mrp_paise, 'offerPaise', p.offer_paise) ORDER BY p.position),
                 '[]'::jsonb)
                 FROM listing_prices p WHERE p.listing_id = l.id) AS prices,
              (SELECT coalesce(jsonb_agg(jsonb_build_object('kind', m.kind,
                   'originalName', m.original_name, 'url', '/media/' || m.storage_key,
                   'bytes', m.bytes) ORDER BY m.kind, m.position), '[]'::jsonb)
                 FROM listing_media m WHERE m.listing_id = l.id) AS media
            FROM listings l WHERE l.vendor_id = ${idOf(owner)} ORDER BY l.id`,
      ),
  },
  {
    file: 'enquiries.json',
    title: 'Enquiries and messages',
    about:
      'Every enquiry you sent or received, with its whole chat, oldest message first ("you" marks yours).',
    collect: (db, owner) => {
      const mine = owner.role === 'vendor' ? sql`'vendor'` : sql`'user'`;
      const where =
        owner.role === 'vendor'
          ? sql`e.vendor_id = ${owner.vendorId}`
          : sql`e.user_id = ${owner.userId}`;
      // The couple's own phone and e-mail are theirs: a user's export has them, a vendor's not.
      const contact = owner.role === 'user' ? sql`, 'phone', e.phone, 'email', e.email` : sql``;
      return list(
        db,
        sql`SELECT jsonb_build_object('id', e.id, 'listing', l.firm_name,
              'otherParty', ${owner.role === 'vendor' ? sql`u.name` : sql`l.firm_name`},
              'eventDate', e.event_date::text, 'eventType', e.event_type, 'city', e.city,
              'guests', e.guests, 'budgetRupees', e.budget_rupees, 'message', e.message,
              'status', e.status, 'createdAt', e.created_at ${contact},
              'messages', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                  'from', CASE WHEN m.sender = ${mine} THEN 'you' ELSE m.sender END,
                  'body', m.body, 'sentAt', m.created_at) ORDER BY m.id), '[]'::jsonb)
                FROM enquiry_messages m WHERE m.enquiry_id = e.id)) AS enquiry
            FROM enquiries e JOIN listings l ON l.id = e.listing_id
              JOIN users u ON u.id = e.user_id
            WHERE ${where} ORDER BY e.id`,
      ).then((rows) => (rows as { enquiry: unknown }[]).map((r) => r.enquiry));
    },
  },
  {
    file: 'reviews.json',
    title: 'Reviews',
    about:
      'A user: the reviews you wrote. A vendor: the reviews of your listings and your replies (without the reviewers’ names).',
    collect: (db, owner) =>
      owner.role === 'user'
        ? list(
            db,
            sql`SELECT r.id, l.firm_name AS listing, r.rating, r.title, r.body,
                  r.event_month::text AS "eventMonth", r.status,
                  r.vendor_reply AS "vendorReply", r.created_at AS "createdAt",
                  r.updated_at AS "updatedAt",
                  (SELECT coalesce(jsonb_agg(jsonb_build_object('originalName', p.original_name,
                       'url', '/media/' || p.storage_key) ORDER BY p.position), '[]'::jsonb)
                     FROM review_photos p WHERE p.review_id = r.id) AS photos
                FROM reviews r JOIN listings l ON l.id = r.listing_id
                WHERE r.user_id = ${owner.userId} ORDER BY r.id`,
          )
        : list(
            db,
            sql`SELECT r.id, l.firm_name AS listing, r.rating, r.title, r.body, r.status,
                  r.vendor_reply AS "yourReply", r.vendor_replied_at AS "repliedAt",
                  r.created_at AS "createdAt"
                FROM reviews r JOIN listings l ON l.id = r.listing_id
                WHERE l.vendor_id = ${owner.vendorId} ORDER BY r.id`,
          ),
  },
  {
    file: 'shortlist.json',
    title: 'Your shortlist',
    about: 'The listings you shortlisted, and when.',
    roles: ['user'],
    collect: (db, owner) =>
      list(
        db,
        sql`SELECT s.listing_id AS "listingId", l.firm_name AS listing, s.created_at AS "addedAt"
            FROM shortlists s JOIN listings l ON l.id = s.listing_id
            WHERE s.user_id = ${idOf(owner)} ORDER BY s.created_at`,
      ),
  },
  {
    file: 'payments.json',
    title: 'Payments',
    about:
      'Each payment for a listing plan or a commission invoice: the order, amount (in paise: 100 paise are one rupee), status and refunds.',
    roles: ['vendor'],
    collect: (db, owner) =>
      list(
        db,
        // A plan payment names its listing; a commission payment the invoice it paid (0076).
        sql`SELECT p.order_ref AS "orderRef", l.firm_name AS listing,
              d.number AS "commissionInvoice", p.provider,
              p.provider_payment_id AS "providerPaymentId", p.amount_paise AS "amountPaise",
              p.currency, p.status, p.paid_at AS "paidAt", p.refunded_paise AS "refundedPaise",
              p.refunded_at AS "refundedAt", p.created_at AS "createdAt"
            FROM payments p LEFT JOIN listings l ON l.id = p.listing_id
              LEFT JOIN tax_documents d ON d.id = p.document_id
            WHERE p.vendor_id = ${idOf(owner)} ORDER BY p.id`,
      ),
  },
  {
    file: 'billing.json',
    title: 'Billing',
    about:
      'Your billing details (legal name, address, state, GSTIN) and every tax invoice and credit note Mandap issued to you, as issued (amounts in paise).',
    roles: ['vendor'],
    collect: (db, owner) =>
      json(
        db,
        sql`SELECT jsonb_build_object(
              'details', (SELECT jsonb_build_object('legalName', legal_name, 'address', address,
                  'stateCode', state_code, 'gstin', gstin, 'updatedAt', updated_at)
                FROM vendor_billing_details WHERE vendor_id = ${idOf(owner)}),
              'documents', (SELECT coalesce(jsonb_agg(jsonb_build_object('number', d.number,
                  'kind', d.kind, 'issuedAt', d.issued_at, 'supplier', d.supplier,
                  'recipient', d.recipient, 'placeOfSupply', d.place_of_supply,
                  'taxKind', d.tax_kind, 'lines', d.lines, 'taxablePaise', d.taxable_paise,
                  'cgstPaise', d.cgst_paise, 'sgstPaise', d.sgst_paise, 'igstPaise', d.igst_paise,
                  'totalPaise', d.total_paise, 'specimen', d.specimen,
                  'refersTo', (SELECT r.number FROM tax_documents r WHERE r.id = d.refers_to))
                  ORDER BY d.issued_at, d.id), '[]'::jsonb)
                FROM tax_documents d WHERE d.vendor_id = ${idOf(owner)})) AS data`,
      ),
  },
  {
    file: 'notifications.json',
    title: 'Notifications',
    about: 'The notices Mandap showed you, and when you read them.',
    collect: (db, owner) =>
      list(
        db,
        sql`SELECT kind, title, body, link, created_at AS "createdAt", read_at AS "readAt"
            FROM notifications
            WHERE ${owner.role === 'vendor' ? sql`vendor_id = ${owner.vendorId}` : sql`user_id = ${owner.userId}`}
            ORDER BY id`,
      ),
  },
  {
    file: 'sign-ins.json',
    title: 'Where you were signed in',
    about: 'Your sessions: when each began, was last used, ends or was ended (no secret of them).',
    collect: (db, owner) =>
      list(
        db,
        sql`SELECT created_at AS "startedAt", last_used_at AS "lastUsedAt",
              expires_at AS "expiresAt", revoked_at AS "endedAt"
            FROM sessions
            WHERE ${owner.role === 'vendor' ? sql`vendor_id = ${owner.vendorId}` : sql`user_id = ${owner.userId}`}
            ORDER BY created_at`,
      ),
  },
  {
    file: 'consents.json',
    title: 'Consent history',
    about: 'Which privacy notice you accepted and when, and your choices about e-mails.',
    collect: (db, owner) =>
      list(
        db,
        sql`SELECT purpose, notice_version AS "noticeVersion", given, source, at
            FROM consents
            WHERE ${owner.role === 'vendor' ? sql`vendor_id = ${owner.vendorId}` : sql`user_id = ${owner.userId}`}
            ORDER BY at, id`,
      ),
  },
];

/** The sections of an owner's export, with their data (those without data left out). */
export async function collectSections(
  db: Db,
  owner: AccountRef,
): Promise<{ section: ExportSection; data: unknown }[]> {
  const collected = [];
  for (const section of SECTIONS) {
    if (section.roles && !section.roles.includes(owner.role)) continue;
    const data = await section.collect(db, owner);
    if (data !== null) collected.push({ section, data });
  }
  return collected;
}
