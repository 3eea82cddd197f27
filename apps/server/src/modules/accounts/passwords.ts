import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the library exports a const enum, which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;
// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a real password, only for timing');
  await verify(await dummyHash, password);
}
