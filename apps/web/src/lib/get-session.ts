import type { SessionReply, UserProfile, VendorProfile } from '@mandap/shared/schemas/accounts';
import type { NoticeUpdate } from '@mandap/shared/schemas/consents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, isRecord } from './api-client';

export const sessionQueryKey = ['session'] as const;

export const SIGNED_OUT: SessionReply = { role: null };

/** The text fields `names` of `value`, when each is text: the profile without anything else. */
function textFields<K extends string>(
  value: unknown,
  names: readonly K[],
): Record<K, string> | null {
  if (!isRecord(value)) return null;
  const fields: Partial<Record<K, string>> = {};
  for (const name of names) {
    const field = value[name];
    if (typeof field !== 'string') return null;
    fields[name] = field;
  }
  return fields as Record<K, string>;
}

/** Whether a profile says its address is verified (decision 0069); null when it does not say. */
function emailVerifiedOf(profile: unknown): boolean | null {
  return isRecord(profile) && typeof profile.emailVerified === 'boolean'
    ? profile.emailVerified
    : null;
}

/**
 * The reply's newer privacy notice to accept (issue 29), as the schema reads it: left out when
 * the reply has none, null when it says none (or sends another shape).
 */
function noticeUpdateOf(body: Record<string, unknown>): { noticeUpdate?: NoticeUpdate | null } {
  const value = body.noticeUpdate;
  if (value === undefined) return {};
  if (!isRecord(value) || typeof value.version !== 'string' || !Array.isArray(value.changes)) {
    return { noticeUpdate: null };
  }
  const changes = value.changes.filter((change): change is string => typeof change === 'string');
  return { noticeUpdate: { version: value.version, changes } };
}

/**
 * The session reply read as SessionReplySchema reads it (unknown keys left out), or null for any
 * other shape. By hand, not with the schema: every page asks the session after its first view,
 * and zod is not part of that view (docs/decisions/0045).
 */
export function sessionReplyOf(body: unknown): SessionReply | null {
  if (!isRecord(body)) return null;
  if (body.role === null) return SIGNED_OUT;
  if (body.role === 'vendor') {
    const fields = textFields(body.vendor, ['vendorUniqueId', 'name', 'email', 'phone']);
    const emailVerified = emailVerifiedOf(body.vendor);
    const vendor: VendorProfile | null =
      fields && emailVerified !== null ? { ...fields, emailVerified } : null;
    return vendor && { role: 'vendor', vendor, ...noticeUpdateOf(body) };
  }
  if (body.role === 'user') {
    const fields = textFields(body.user, ['name', 'email', 'phone']);
    const emailVerified = emailVerifiedOf(body.user);
    const user: UserProfile | null =
      fields && emailVerified !== null ? { ...fields, emailVerified } : null;
    return user && { role: 'user', user, ...noticeUpdateOf(body) };
  }
  return null;
}

/** GET /api/session: who is signed in, asked of the server (R5: the browser keeps no credential). */
export async function getSession(signal?: AbortSignal): Promise<SessionReply> {
  const session = sessionReplyOf(await apiRequest<unknown>('/api/session', { signal }));
  if (!session) {
    throw new ApiError(200, 'The server sent an unexpected reply.', undefined, {}, false);
  }
  return session;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
