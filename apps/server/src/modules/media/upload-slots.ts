import { LIMITS } from '@mandap/shared/limits';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { type LeaseHolder, releaseLease, renewLeases, takeLease } from './upload-leases';

/**
 * How long a lease lasts without being renewed: what a crashed server's uploads keep of their
 * holder's places. A live server renews its leases three times in that span.
 */
export const UPLOAD_LEASE_MS = 60_000;

export interface UploadSlots {
  /**
   * Takes one of the holder's places for an upload, or refuses with 429 when all are taken.
   * Resolves to the function that gives the place back; call it when the upload ends, however.
   * That function never throws: a place it could not give back runs out by itself.
   */
  take(holderId: number): Promise<() => Promise<void>>;
  /**
   * Runs `work` in one of the holder's places (429 when all are taken) and gives the place back
   * when it ends, however, before its result is returned: a route replies with that result only
   * once the place is free again, so the holder's next upload, started on the reply, has it.
   */
  hold<T>(holderId: number, work: () => Promise<T>): Promise<T>;
  /** Renews the leases of this server's uploads under way (a timer calls it; so can tests). */
  renew(): Promise<void>;
  /** Stops renewing; leases still held then run out (an app closes once its uploads ended). */
  close(): void;
}

export interface UploadSlotsOptions {
  db: Db;
  clock: () => Date;
  /** Whose uploads these are: vendors' (listing forms) or users' (review photos). */
  role: LeaseHolder['role'];
  log: { warn(obj: object, msg: string): void };
  /** Places per holder; by default LIMITS.maxConcurrentUploadsPerVendor. */
  limit?: number;
  /** How long a lease lasts unless renewed; by default UPLOAD_LEASE_MS. */
  leaseMs?: number;
}

/**
 * How many uploads (registration or media forms, review photos) each vendor or user may have
 * under way at once (issue 14): each one holds a connection, a staged file and, for images, a
 * decoder for seconds. Counted in the database (decision 0048), so that every server sharing it
 * counts the same uploads: each upload holds a lease row, renewed while it runs and deleted when
 * it ends; the lease of a server that died runs out after `leaseMs`.
 */
export function uploadSlots(options: UploadSlotsOptions): UploadSlots {
  const { db, clock, role, log } = options;
  const limit = options.limit ?? LIMITS.maxConcurrentUploadsPerVendor;
  const leaseMs = options.leaseMs ?? UPLOAD_LEASE_MS;
  const held = new Set<number>();
  const expiry = (now: Date) => new Date(now.getTime() + leaseMs);

  async function renew(): Promise<void> {
    const now = clock();
    await renewLeases(db, [...held], now, expiry(now));
  }

  const timer = setInterval(() => {
    renew().catch((error: unknown) => {
      log.warn({ err: error }, 'upload leases could not be renewed; they may run out early');
    });
  }, leaseMs / 3);
  timer.unref();

  async function take(holderId: number): Promise<() => Promise<void>> {
    const now = clock();
    const taken = await takeLease(db, { role, id: holderId }, limit, now, expiry(now));
    if ('running' in taken) {
      const { running } = taken;
      throw new DomainError(
        'too_many',
        `You already have ${running} ${running === 1 ? 'upload' : 'uploads'} under way. Please wait for them to finish, then try again.`,
      );
    }
    const { leaseId } = taken;
    held.add(leaseId);
    return async () => {
      if (!held.delete(leaseId)) return;
      try {
        await releaseLease(db, leaseId);
      } catch (error) {
        log.warn(
          { err: error, leaseId },
          `an upload lease could not be given back; it runs out within ${leaseMs / 1000} s`,
        );
      }
    };
  }

  return {
    take,
    async hold(holderId, work) {
      const release = await take(holderId);
      try {
        return await work();
      } finally {
        await release();
      }
    },
    renew,
    close() {
      clearInterval(timer);
    },
  };
}
