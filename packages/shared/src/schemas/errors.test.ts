import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorReplySchema, fieldErrorsOf } from './errors';

describe('the error contract', () => {
  it('keys each field by its path, first message wins, pathless issues belong to the form', () => {
    const issues = [
      { path: ['rows', 0, 'offer'], message: 'Offer is required' },
      { path: ['rows', 0, 'offer'], message: 'second message' },
      { path: ['email'], message: 'Email is required' },
      { path: [], message: 'Nothing was sent' },
    ];
    expect(fieldErrorsOf(issues)).toEqual({
      'rows.0.offer': 'Offer is required',
      email: 'Email is required',
      _: 'Nothing was sent',
    });
  });

  it('can keep only the first step, so a list is one field', () => {
    const result = z.object({ features: z.array(z.enum(['Lawn'])) }).safeParse({
      features: ['Lawn', 'Pool'],
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? [], 1)).toEqual({
      features: expect.any(String),
    });
  });

  it('accepts a reply with a kind and field messages and refuses an unknown kind', () => {
    expect(
      ErrorReplySchema.safeParse({ message: 'Invalid credentials', kind: 'auth' }).success,
    ).toBe(true);
    expect(ErrorReplySchema.safeParse({ message: 'x', kind: 'teapot' }).success).toBe(false);
  });
});
