import * as t from '@mandap/shared/messages/en/registration-form';
import { ApiError } from '@/lib/api-client';

/** Spec 8: a network failure or the 60-second timeout. */
export const SUBMIT_GENERIC_ERROR = t.submitGenericError;
/** R6: a refusal whose reply carries no message of its own. */
export const SUBMIT_FALLBACK_ERROR = t.submitFallbackError;
export const SUBMIT_SUCCESS = t.submitSuccess;

export type SubmitFailure =
  /** The page is gone (the request was aborted): nothing to show. */
  | { kind: 'aborted' }
  /** The vendor session ended: log in again and come back. */
  | { kind: 'login' }
  | { kind: 'error'; message: string; fieldErrors: Readonly<Record<string, string>> };

/** What the form does about a failed submission (R6, spec 8 'Service registration'). */
export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'aborted' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'login' };
    return {
      kind: 'error',
      message: error.hasServerMessage ? error.message : SUBMIT_FALLBACK_ERROR,
      fieldErrors: error.fieldErrors,
    };
  }
  return { kind: 'error', message: SUBMIT_GENERIC_ERROR, fieldErrors: {} };
}
