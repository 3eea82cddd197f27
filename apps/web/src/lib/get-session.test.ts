import { SessionReplySchema } from '@mandap/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { ApiError } from './api-client';
import { getSession, sessionReplyOf } from './get-session';

const VENDOR = {
  vendorUniqueId: 'V-1',
  name: 'Asha Verma',
  email: 'a@example.in',
  phone: '9876543210',
  emailVerified: true,
};
const USER = { name: 'Ravi Rao', email: 'r@example.in', phone: '9123456780', emailVerified: false };

describe('sessionReplyOf', () => {
  it('reads every session SessionReplySchema accepts as the schema does, extra keys left out', () => {
    const replies = [
      { role: null },
      { role: 'vendor', vendor: VENDOR },
      { role: 'user', user: USER },
      { role: 'vendor', vendor: { ...VENDOR, passwordHash: 'x' }, token: 'y' },
      { role: 'user', user: { ...USER, extra: 1 } },
      // Issue 29: a newer privacy notice to accept, or none.
      { role: 'user', user: USER, noticeUpdate: null },
      { role: 'vendor', vendor: VENDOR, noticeUpdate: { version: '2026-11-27', changes: ['A'] } },
    ];
    for (const reply of replies) {
      expect(sessionReplyOf(reply)).toEqual(SessionReplySchema.parse(reply));
    }
  });

  it('refuses what the schema refuses', () => {
    const replies: unknown[] = [
      undefined,
      null,
      'signed in',
      {},
      { role: 'admin' },
      { role: 'vendor' },
      { role: 'vendor', vendor: { ...VENDOR, phone: 9876543210 } },
      { role: 'user', user: { name: 'Ravi Rao', email: 'r@example.in' } },
      { role: 'user', user: { ...USER, emailVerified: 'yes' } },
      { role: 'vendor', vendor: { ...VENDOR, emailVerified: undefined } },
      { role: 'user', vendor: VENDOR },
    ];
    for (const reply of replies) {
      expect(SessionReplySchema.safeParse(reply).success).toBe(false);
      expect(sessionReplyOf(reply)).toBeNull();
    }
  });
});

describe('getSession', () => {
  it('answers the session, and rejects a reply of another shape', async () => {
    const api = fakeApi({ 'GET /api/session': () => json(200, { role: 'user', user: USER }) });
    await expect(getSession()).resolves.toEqual({ role: 'user', user: USER });
    api.on('GET /api/session', () => json(200, { role: 'admin' }));
    await expect(getSession()).rejects.toBeInstanceOf(ApiError);
  });
});
