import { LIMITS } from '@mandap/shared/limits';
import { HttpError } from '../../platform/errors';

export interface UploadSlots {
  /**
   * Takes one of the vendor's places for an upload, or refuses with 429 when all are taken.
   * Returns the function that gives the place back; call it when the upload ends, however.
   */
  take(vendorId: number): () => void;
}

/**
 * How many uploads (registration or media forms) each vendor may have under way at once
 * (issue 14): each one holds a connection, a staged file and, for images, a decoder for seconds.
 * Counted in this process only; several servers (issue 18) need a shared count (decision 0029).
 */
export function uploadSlots(limit: number = LIMITS.maxConcurrentUploadsPerVendor): UploadSlots {
  const busy = new Map<number, number>();
  return {
    take(vendorId) {
      const running = busy.get(vendorId) ?? 0;
      if (running >= limit) {
        throw new HttpError(
          429,
          `You already have ${running} ${running === 1 ? 'upload' : 'uploads'} under way. Please wait for them to finish, then try again.`,
        );
      }
      busy.set(vendorId, running + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (busy.get(vendorId) ?? 1) - 1;
        if (left > 0) busy.set(vendorId, left);
        else busy.delete(vendorId);
      };
    },
  };
}
