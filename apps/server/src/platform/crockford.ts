import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `length` random Crockford base32 characters (5 random bits each: no I, L, O or U, so people
 * read them back without mistakes): vendor ids, operators' recovery codes.
 */
export function randomCrockford(length: number): string {
  const bytes = randomBytes(Math.ceil((length * 5) / 8));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < length; i += 1) {
    text = CROCKFORD[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return text;
}
