import { OPERATOR_LIMITS } from '@mandap/shared/operators';
import { generateSecret, generateURI, verifySync } from 'otplib/functional';
import QRCode from 'qrcode';

// TOTP (RFC 6238) through otplib: SHA-1, 6 digits, 30-second steps, what every authenticator app
// reads from a QR code. No cryptography of ours here (decision 0061).

export const TOTP_ISSUER = 'Mandap';

/** A new authenticator secret: 160 random bits, base32 (what the QR code carries). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(account: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/** The QR code of `uri` as an SVG document (no script, no external reference). */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * The 30-second step `code` belongs to, if it is right for `secret` at `now` within one step
 * either side and later than `afterStep` (a code taken once is refused again); null otherwise.
 */
export function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    digits: OPERATOR_LIMITS.totpDigits,
    period: OPERATOR_LIMITS.totpPeriodSeconds,
    epochTolerance: OPERATOR_LIMITS.totpWindowSteps * OPERATOR_LIMITS.totpPeriodSeconds,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP result carries its step (an HOTP one, which this is not, would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
