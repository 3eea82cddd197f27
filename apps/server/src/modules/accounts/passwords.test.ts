import { afterEach, describe, expect, it } from 'vitest';
import { GRIEVANCE_OFFICER_SETTINGS } from '../../../test/grievance-officer';
import { loadConfig } from '../../platform/config';
import {
  hashPassword,
  usePasswordHashing,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords';

// An isolated test file (decision 0086): it reads the hashing cost a fresh module starts with, which
// the test apps of other files set to 'cheap'.
afterEach(() => usePasswordHashing('owasp'));

describe('password hashing', () => {
  it("hashes with OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane) by default and in production", async () => {
    expect(await hashPassword('Shaadi@2026')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    usePasswordHashing(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
        PUBLIC_URL: 'https://mandap.example',
        MAIL: 'log',
        ...GRIEVANCE_OFFICER_SETTINGS,
      }).passwordHashing,
    );
    const hash = await hashPassword('Shaadi@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Shaadi@2026')).toBe(true);
    expect(await verifyPassword(hash, 'Shaadi@2027')).toBe(false);
  });

  it('hashes cheaply under NODE_ENV=test, and checks a hash by its own parameters either way', async () => {
    const strong = await hashPassword('Shaadi@2026');
    usePasswordHashing(loadConfig({ NODE_ENV: 'test' }).passwordHashing);
    const cheap = await hashPassword('Shaadi@2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Shaadi@2026')).toBe(true);
    expect(await verifyPassword(strong, 'Shaadi@2026')).toBe(true);
    await expect(verifyAgainstNothing('Shaadi@2026')).resolves.toBeUndefined();
  });
});
