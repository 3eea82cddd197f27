import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the library exports a const enum, which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;
// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane.
const OWASP = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// The least argon2id takes (8 KiB a lane, 1 pass): for test runs only (config.passwordHashing).
const CHEAP = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

let options = OWASP;
let dummyHash: Promise<string> | undefined;

/**
 * The cost of new hashes in this process, from the validated config (buildApp sets it). A hash
 * carries its own parameters, so a check costs what its hash cost whatever is set here.
 */
export function usePasswordHashing(cost: 'owasp' | 'cheap'): void {
  const next = cost === 'cheap' ? CHEAP : OWASP;
  if (next === options) return;
  options = next;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a real password, only for timing');
  await verify(await dummyHash, password);
}
