import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryFormValues } from './enquiry-form';

// A visitor's enquiry, kept in this tab's sessionStorage while they sign in or create an account
// (per listing), then sent once they are back as a user. Only what the couple typed is kept.

const PREFIX = 'mandap:enquiry-draft:';
/** A draft older than this is not sent on anyone's behalf: the couple may have moved on. */
const KEEP_MS = 24 * 60 * 60 * 1000;

interface StoredDraft {
  values: EnquiryFormValues;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(text: string | null): StoredDraft | null {
  if (text === null) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return null;
    const { values, savedAt } = stored as { values?: unknown; savedAt?: unknown };
    if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
    const draft: EnquiryFormValues = { ...EMPTY_ENQUIRY };
    for (const field of ENQUIRY_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return { values: draft, savedAt };
  } catch {
    return null;
  }
}

/** Keeps the visitor's enquiry for `listingId` until they come back signed in. */
export function keepEnquiryDraft(listingId: number, values: EnquiryFormValues): void {
  try {
    const draft: StoredDraft = { values, savedAt: Date.now() };
    storage()?.setItem(`${PREFIX}${listingId}`, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the enquiry is not kept, the form still holds it on this page.
  }
}

/** The kept enquiry for `listingId`, still kept; null when there is none (or it is too old). */
export function readEnquiryDraft(listingId: number): EnquiryFormValues | null {
  const draft = parse(storage()?.getItem(`${PREFIX}${listingId}`) ?? null);
  if (!draft) return null;
  if (Date.now() - draft.savedAt > KEEP_MS) {
    clearEnquiryDraft(listingId);
    return null;
  }
  return draft.values;
}

/** Forgets the kept enquiry for `listingId`. */
export function clearEnquiryDraft(listingId: number): void {
  try {
    storage()?.removeItem(`${PREFIX}${listingId}`);
  } catch {
    // Nothing to forget when storage cannot be reached.
  }
}

/** The kept enquiry for `listingId`, forgotten as it is handed over (sent once, not twice). */
export function takeEnquiryDraft(listingId: number): EnquiryFormValues | null {
  const values = readEnquiryDraft(listingId);
  if (values) clearEnquiryDraft(listingId);
  return values;
}

const SENT = 'mandap:enquiry-sent:';

/**
 * Remembers, for this tab's session, that the user signed in as `email` sent enquiry `enquiryId`
 * to `listingId`: the storefront shows it sent when they come back (issue 31).
 */
export function rememberSentEnquiry(listingId: number, email: string, enquiryId: number): void {
  try {
    storage()?.setItem(`${SENT}${listingId}`, JSON.stringify([email, enquiryId]));
  } catch {
    // Not remembered: the form shows again on return, as before.
  }
}

/** The enquiry `email`'s user sent to `listingId` in this tab's session, or null. */
export function sentEnquiryId(listingId: number, email: string): number | null {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(`${SENT}${listingId}`) ?? 'null');
    return Array.isArray(kept) && kept[0] === email && Number.isSafeInteger(kept[1])
      ? (kept[1] as number)
      : null;
  } catch {
    return null;
  }
}
