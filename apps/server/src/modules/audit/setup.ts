import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../platform/config';
import type { AuditTrace } from './service';

/** The file in DATA_DIR that keeps the address key when AUDIT_ADDRESS_KEY is not set. */
export const ADDRESS_KEY_FILE = 'audit-address-key';

/**
 * The key of the address hashes: AUDIT_ADDRESS_KEY, else a random one kept in DATA_DIR (made on
 * first start), as the sandbox payment secret is. Servers with their own DATA_DIR must be given
 * one AUDIT_ADDRESS_KEY, or one address hashes differently on each.
 */
async function addressKey(config: Config): Promise<string> {
  if (config.auditAddressKey) return config.auditAddressKey;
  const file = path.join(config.dataDir, ADDRESS_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const key = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

/** What routes need of the audit trail: the trace of a request, its address hashed with the key. */
export interface AuditTrail {
  trace(request: { id: string; ip: string }): AuditTrace;
  /** The keyed hash of an address (HMAC-SHA256, hex): the same address, the same hash. */
  hashAddress(address: string): string;
}

export async function createAuditTrail(config: Config): Promise<AuditTrail> {
  const key = await addressKey(config);
  const hashAddress = (address: string) => createHmac('sha256', key).update(address).digest('hex');
  return {
    hashAddress,
    trace: (request) => ({ requestId: request.id, addressHash: hashAddress(request.ip) }),
  };
}
