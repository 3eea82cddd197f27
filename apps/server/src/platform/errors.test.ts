import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, formError, type Refusal } from './domain-errors';
import { HttpError, registerErrorHandler } from './errors';
import { loggerOptions } from './logging';

// Services refuse in the domain's words; the route layer answers with the status, headers and
// body of the error contract, as HttpError did when services threw it.

const app = Fastify();
let next: Error;
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/', async () => {
    throw next;
  });
  await app.ready();
});
afterAll(() => app.close());

async function answer(error: Error) {
  next = error;
  const reply = await app.inject({ method: 'GET', url: '/' });
  return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.body };
}

describe('a DomainError from a service', () => {
  it('answers with the status of its refusal', async () => {
    const statuses: [Refusal, number][] = [
      ['invalid', 400],
      ['unauthenticated', 401],
      ['payment_declined', 402],
      ['forbidden', 403],
      ['not_found', 404],
      ['conflict', 409],
      ['too_large', 413],
      ['unsupported_type', 415],
      ['unprocessable', 422],
      ['too_many', 429],
      ['upstream_failed', 502],
      ['unavailable', 503],
    ];
    for (const [refusal, status] of statuses) {
      expect((await answer(new DomainError(refusal, 'No.'))).status).toBe(status);
    }
  });

  it('answers byte for byte as the HttpError services threw before', async () => {
    const pairs: [DomainError, HttpError][] = [
      [
        new DomainError('not_found', 'No such service was found.'),
        new HttpError(404, 'No such service was found.'),
      ],
      [
        formError({ email: 'Invalid email address' }),
        new HttpError(400, 'Please correct the errors in the form', {
          fieldErrors: { email: 'Invalid email address' },
        }),
      ],
      [
        new DomainError('too_many', 'Too many.', { kind: 'rate_limited', retryAfterSeconds: 90 }),
        new HttpError(429, 'Too many.', { kind: 'rate_limited' }, { 'retry-after': '90' }),
      ],
      [
        new DomainError('unavailable', 'Busy.', { retryAfterSeconds: 60 }),
        new HttpError(503, 'Busy.', undefined, { 'retry-after': '60' }),
      ],
      [new DomainError('too_many', 'Wait.'), new HttpError(429, 'Wait.')],
    ];
    for (const [domain, http] of pairs) {
      expect(await answer(domain)).toEqual(await answer(http));
    }
    expect(await answer(pairs[2]?.[0] as Error)).toMatchObject({ status: 429, retryAfter: '90' });
    expect((await answer(pairs[4]?.[0] as Error)).retryAfter).toBeUndefined();
  });
});

describe('a DomainError of a failure on our side', () => {
  it('is logged with what went wrong underneath, which the reply never tells', async () => {
    const lines: string[] = [];
    const logged = Fastify({
      logger: loggerOptions('info', { write: (line: string) => lines.push(line) }),
    });
    registerErrorHandler(logged);
    logged.get('/', async () => {
      throw new DomainError(
        'upstream_failed',
        'The provider did not answer.',
        {},
        new Error('ECONNREFUSED 10.0.0.9'),
      );
    });
    try {
      const reply = await logged.inject({ method: 'GET', url: '/' });
      expect(reply.statusCode).toBe(502);
      expect(reply.json()).toEqual({ message: 'The provider did not answer.' });
      const [entry] = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 50);
      expect(entry).toMatchObject({
        msg: 'The provider did not answer.',
        err: { type: 'DomainError', cause: { message: 'ECONNREFUSED 10.0.0.9' } },
      });
    } finally {
      await logged.close();
    }
  });
});
