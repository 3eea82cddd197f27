import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureDependencies, serverEnv } from './lib.mjs';

let root;
const marker = () => path.join(root, 'node_modules', '.mandap-install');

/** A stand-in for npm: records its calls and makes node_modules as npm ci would, or fails. */
function fakeNpm(exitCode = 0) {
  return vi.fn((_command, _args, options) => {
    mkdirSync(path.join(options.cwd, 'node_modules'), { recursive: true });
    writeFileSync(path.join(options.cwd, 'node_modules', '.package-lock.json'), '{}');
    return exitCode;
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mandap-scripts-'));
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('ensureDependencies', () => {
  it('installs devDependencies too, so NODE_ENV=production can still build the web app', () => {
    const npm = fakeNpm();
    ensureDependencies({ root, runCommand: npm });
    expect(npm).toHaveBeenCalledOnce();
    expect(npm.mock.calls[0][1]).toEqual(expect.arrayContaining(['ci', '--include=dev']));
  });

  it('takes what an interrupted npm ci left behind for no install', () => {
    // npm writes node_modules/.package-lock.json as it goes: an install cut off half way leaves
    // one, newer than package-lock.json.
    mkdirSync(path.join(root, 'node_modules'));
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
    const npm = fakeNpm();
    ensureDependencies({ root, runCommand: npm });
    expect(npm).toHaveBeenCalledOnce();
  });

  it('marks a finished install and skips npm the next time', () => {
    ensureDependencies({ root, runCommand: fakeNpm() });
    expect(existsSync(marker())).toBe(true);
    const again = fakeNpm();
    ensureDependencies({ root, runCommand: again });
    expect(again).not.toHaveBeenCalled();
  });

  it('installs again when package-lock.json changed', () => {
    ensureDependencies({ root, runCommand: fakeNpm() });
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"changed":true}');
    const again = fakeNpm();
    ensureDependencies({ root, runCommand: again });
    expect(again).toHaveBeenCalledOnce();
  });

  it('leaves no marker when npm ci fails, so the next start installs again', () => {
    ensureDependencies({ root, runCommand: fakeNpm() });
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"changed":true}');
    expect(() => ensureDependencies({ root, runCommand: fakeNpm(1) })).toThrow(/npm ci failed/);
    expect(existsSync(marker())).toBe(false);
    const again = fakeNpm();
    ensureDependencies({ root, runCommand: again });
    expect(again).toHaveBeenCalledOnce();
    expect(readFileSync(marker(), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('serverEnv', () => {
  it('starts a try-out (no NODE_ENV, no keys) in production mode with sandbox payments', () => {
    expect(serverEnv({})).toMatchObject({ NODE_ENV: 'production', PAYMENTS: 'sandbox' });
  });

  it('leaves payments to a deployment that set NODE_ENV=production itself', () => {
    expect(serverEnv({ NODE_ENV: 'production' }).PAYMENTS).toBeUndefined();
  });

  it('never puts the sandbox beside Razorpay keys', () => {
    expect(serverEnv({ RAZORPAY_KEY_ID: 'rzp_live_x' }).PAYMENTS).toBeUndefined();
  });

  it('gives a try-out a placeholder grievance officer, and leaves the real one to a deployment', () => {
    // Production requires the officer (issue 28): the try-out's is plainly not a real one.
    expect(serverEnv({}).GRIEVANCE_OFFICER_EMAIL).toBe('grievance-officer@example.invalid');
    expect(serverEnv({}).GRIEVANCE_OFFICER_NAME).toMatch(/placeholder/);
    expect(serverEnv({ NODE_ENV: 'production' }).GRIEVANCE_OFFICER_NAME).toBeUndefined();
    // Invoices of a try-out say SPECIMEN; a deployment names Mandap's tax details (decision 0073).
    expect(serverEnv({}).INVOICES).toBe('specimen');
    expect(serverEnv({ NODE_ENV: 'production' }).INVOICES).toBeUndefined();
  });

  it("names a try-out's site by where it listens, and leaves PUBLIC_URL to a deployment", () => {
    // Production requires PUBLIC_URL (issue 27): a try-out on this machine is at its own address.
    expect(serverEnv({}).PUBLIC_URL).toBe('http://127.0.0.1:3000');
    // And writes its e-mails to its log; a deployment names its SMTP_URL (decision 0067).
    expect(serverEnv({}).MAIL).toBe('log');
    expect(serverEnv({ NODE_ENV: 'production' }).MAIL).toBeUndefined();
    expect(serverEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(serverEnv({ PUBLIC_URL: 'https://mandap.in' }).PUBLIC_URL).toBe('https://mandap.in');
    expect(serverEnv({ NODE_ENV: 'production' }).PUBLIC_URL).toBeUndefined();
    expect(serverEnv({ RAZORPAY_KEY_ID: 'rzp_live_x' }).PUBLIC_URL).toBeUndefined();
  });
});
