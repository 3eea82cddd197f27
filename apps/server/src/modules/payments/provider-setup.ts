import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../platform/config';
import type { CspAdditions } from '../../platform/security-headers';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { type SandboxProvider, sandboxProvider } from './sandbox';

/** A sandbox secret that survives restarts: from the environment, else kept in DATA_DIR. */
async function sandboxSecret(config: Config): Promise<string> {
  if (config.sandboxSecret) return config.sandboxSecret;
  const file = path.join(config.dataDir, 'sandbox-payment-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Razorpay's checkout hosts, allowed by the CSP only when Razorpay is configured. */
const RAZORPAY_CSP: CspAdditions = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
};

export async function paymentSetup(config: Config): Promise<{
  payments: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  csp: CspAdditions;
}> {
  if (config.razorpay) {
    return { payments: razorpayProvider(config.razorpay), sandbox: undefined, csp: RAZORPAY_CSP };
  }
  const sandbox = sandboxProvider(await sandboxSecret(config));
  return { payments: sandbox, sandbox, csp: {} };
}
