import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, json, networkFailure } from '@/test/fake-api';
import { ApiError, apiRequest, errorReplyOf, NetworkError, refusalMessage } from './api-client';

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the reply', async () => {
    const api = fakeApi({ 'POST /api/thing': ({ body }) => json(201, { echo: body }) });
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      echo: { a: 1 },
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    expect(api.calls('POST /api/thing')).toHaveLength(1);
  });

  it('sends a FormData as it is, leaving its multipart Content-Type to the browser', async () => {
    fakeApi({ 'POST /api/upload': () => new Response(null, { status: 204 }) });
    const form = new FormData();
    form.append('images', new File(['x'], 'a.png', { type: 'image/png' }));
    await apiRequest('/api/upload', { method: 'POST', body: form });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('resolves undefined for 204', async () => {
    fakeApi({ 'POST /api/session/logout': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('/api/session/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('rejects with an ApiError carrying status, message, kind and field errors', async () => {
    fakeApi({
      'POST /api/x': () =>
        json(409, { message: 'Taken', kind: 'auth', fieldErrors: { email: 'Taken', n: 3 } }),
    });
    const error = await apiRequest('/api/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Taken',
      kind: 'auth',
      fieldErrors: { email: 'Taken' },
      hasServerMessage: true,
    });
  });

  it('says so when an error reply has no message of its own', async () => {
    fakeApi({ 'GET /api/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, hasServerMessage: false, fieldErrors: {} });
  });

  it('rejects with a NetworkError, not an ApiError, when no answer came', async () => {
    fakeApi({ 'GET /api/x': () => networkFailure() });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('checks the reply against a schema when given one', async () => {
    fakeApi({ 'GET /api/x': () => json(200, { role: 'admin' }) });
    const schema = z.object({ role: z.enum(['vendor', 'user']) });
    await expect(apiRequest('/api/x', { schema })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('refusalMessage', () => {
  it("uses the server's words for a 4xx refusal and the fallback for anything else", () => {
    const refusal = new ApiError(409, 'This listing is already paid.', undefined, {}, true);
    const proxyPage = new ApiError(404, 'Request failed (404)', undefined, {}, false);
    const serverError = new ApiError(500, 'Something went wrong on our side.', undefined, {}, true);
    expect(refusalMessage(refusal, 'Try again.')).toBe('This listing is already paid.');
    expect(refusalMessage(proxyPage, 'Try again.')).toBe('Try again.');
    expect(refusalMessage(serverError, 'Try again.')).toBe('Try again.');
    expect(refusalMessage(new NetworkError('offline'), 'Try again.')).toBe('Try again.');
  });
});

describe('errorReplyOf', () => {
  it('reads what ErrorReplySchema accepts exactly as the schema does, without zod', () => {
    const replies = [
      { message: 'Invalid credentials', kind: 'auth' },
      { message: 'Please correct the errors in the form', fieldErrors: { email: 'Taken' } },
      { message: 'Too many attempts', kind: 'rate_limited', fieldErrors: {} },
    ];
    for (const reply of replies) {
      const parsed = ErrorReplySchema.parse(reply);
      expect(errorReplyOf(reply)).toEqual({ ...parsed, fieldErrors: parsed.fieldErrors ?? {} });
    }
  });

  it('keeps the parts of a reply that breaks the contract elsewhere', () => {
    expect(
      errorReplyOf({ message: 'Taken', kind: 'teapot', fieldErrors: { email: 'Taken', n: 3 } }),
    ).toEqual({ message: 'Taken', kind: undefined, fieldErrors: { email: 'Taken' } });
    expect(errorReplyOf({ message: 3, fieldErrors: ['x'] })).toEqual({
      message: undefined,
      kind: undefined,
      fieldErrors: {},
    });
    expect(errorReplyOf('<html>Bad gateway</html>')).toEqual({});
    expect(errorReplyOf(null)).toEqual({});
  });
});
