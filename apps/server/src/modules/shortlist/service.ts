import type { Shortlist } from '@mandap/shared/schemas/enquiries';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { countShortlistAddition } from '../analytics/index';
import { listingCards } from '../search/index';
import * as repo from './repository';

/** The most shortlisted listings shown at once (the newest): enough for anyone planning an event. */
export const SHORTLIST_SHOWN = 500;

export const NOT_SHORTLISTABLE =
  'This vendor is not listed on Mandap right now, so it cannot be shortlisted. Search the ' +
  'marketplace for other vendors.';

/** A user's shortlist as search cards, newest addition first; inactive listings are left out. */
export async function getShortlist(db: Db, userId: number): Promise<Shortlist> {
  const rows = await repo.activeShortlisted(db, userId, SHORTLIST_SHOWN);
  const addedAt = new Map(rows.map((r) => [r.listingId, r.addedAt.toISOString()]));
  const cards = await listingCards(
    db,
    rows.map((r) => r.listingId),
  );
  return {
    items: cards.flatMap((card) => {
      const added = addedAt.get(card.listingId);
      return added ? [{ ...card, addedAt: added }] : [];
    }),
  };
}

/**
 * Shortlists an active listing (404 otherwise). Adding one already there changes nothing; a new
 * addition counts for the listing's analytics on India's day, in the same transaction, once per
 * user and day (taking it off and adding it again does not count again).
 */
export async function addToShortlist(
  db: Db,
  userId: number,
  listingId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.isActiveListing(tx, listingId)))
      throw new DomainError('not_found', NOT_SHORTLISTABLE);
    if (await repo.insertShortlisted(tx, userId, listingId, now)) {
      await countShortlistAddition(tx, userId, listingId, now);
    }
  });
}

/** Takes a listing off a user's shortlist; one that is not there is no error. */
export async function removeFromShortlist(
  db: Db,
  userId: number,
  listingId: number,
): Promise<void> {
  await repo.deleteShortlisted(db, userId, listingId);
}
