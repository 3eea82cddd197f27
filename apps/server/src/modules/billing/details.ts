import type { BillingDetails, BillingDetailsBodySchema } from '@mandap/shared/schemas/billing';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { vendorBillingDetails } from '../../db/schema/billing';

// A vendor's billing details (issue 30, decision 0073): who invoices are made out to. Changing
// them changes the documents issued from then on, never one already issued.

type BillingDetailsInput = z.output<typeof BillingDetailsBodySchema>;

function view(row: typeof vendorBillingDetails.$inferSelect): BillingDetails {
  return {
    legalName: row.legalName,
    address: row.address,
    stateCode: row.stateCode,
    gstin: row.gstin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBillingDetails(db: Db, vendorId: number): Promise<BillingDetails | null> {
  const [row] = await db
    .select()
    .from(vendorBillingDetails)
    .where(eq(vendorBillingDetails.vendorId, vendorId));
  return row ? view(row) : null;
}

/** Saves the vendor's billing details (validated by the body's schema: GSTIN and its state). */
export async function saveBillingDetails(
  db: Db,
  vendorId: number,
  input: BillingDetailsInput,
  now: Date,
): Promise<BillingDetails> {
  const values = {
    legalName: input.legalName,
    address: input.address,
    stateCode: input.stateCode,
    gstin: input.gstin,
    updatedAt: now,
  };
  const [row] = await db
    .insert(vendorBillingDetails)
    .values({ vendorId, ...values })
    .onConflictDoUpdate({ target: vendorBillingDetails.vendorId, set: values })
    .returning();
  if (!row) throw new Error('billing details were not saved');
  return view(row);
}
