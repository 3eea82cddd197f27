import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_OFFICER_SETTINGS as OFFICER } from '../../test/grievance-officer';
import {
  ConfigError,
  DEVELOPMENT_GRIEVANCE_OFFICER,
  loadConfig,
  SPECIMEN_BUSINESS,
} from './config';

// Production needs the site's address (issue 27); the tests of other settings give it.
/** What a production start needs besides payments: the site's origin and the grievance officer. */
const SITE = { PUBLIC_URL: 'https://mandap.in', SMTP_URL: 'smtp://mail.mandap.in:587', ...OFFICER };

describe('loadConfig', () => {
  it('defaults to the embedded set-up on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('stops on a malformed value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });
});

describe('loadConfig: payments (PAYMENTS, R11)', () => {
  const RAZORPAY = {
    RAZORPAY_KEY_ID: 'rzp_live_abc123',
    RAZORPAY_KEY_SECRET: 'live-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  };

  it('stops a production server without Razorpay keys or PAYMENTS=sandbox, naming them', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', ...SITE });
    expect(start).toThrow(ConfigError);
    for (const name of [
      'PAYMENTS=sandbox',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]) {
      expect(start).toThrow(name);
    }
    // A key without its secret is not a configuration either.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...SITE, RAZORPAY_KEY_ID: RAZORPAY.RAZORPAY_KEY_ID }),
    ).toThrow(ConfigError);
    // Outside production the sandbox stays the default.
    expect(loadConfig({ NODE_ENV: 'development' }).razorpay).toBeUndefined();
  });

  it('starts production on the sandbox when PAYMENTS=sandbox says so, or on Razorpay with its keys', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', ...SITE, PAYMENTS: 'sandbox' }).razorpay,
    ).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', ...SITE, ...RAZORPAY }).razorpay).toMatchObject({
      keyId: 'rzp_live_abc123',
      keySecret: 'live-key-secret',
      webhookSecret: 'live-webhook-secret',
    });
  });

  it('takes the sandbox when PAYMENTS=sandbox even though Razorpay keys are set', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(
        loadConfig({ NODE_ENV, PAYMENTS: 'sandbox', ...RAZORPAY, ...SITE }).razorpay,
      ).toBeUndefined();
    }
  });

  it('stops when PAYMENTS=razorpay lacks the keys, and refuses an unknown PAYMENTS', () => {
    expect(() => loadConfig({ PAYMENTS: 'razorpay' })).toThrow(/PAYMENTS=razorpay needs/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
    expect(loadConfig({ PAYMENTS: 'razorpay', ...RAZORPAY }).razorpay?.keyId).toBe(
      'rzp_live_abc123',
    );
  });
});

describe('loadConfig: media storage (issue 18)', () => {
  const S3 = {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'mandap-media',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps media on the local disk by default', () => {
    expect(loadConfig({}).media).toEqual({ storage: 'disk' });
  });

  it('reads the S3 settings, proxying media through Mandap unless told to redirect', () => {
    expect(loadConfig(S3).media).toEqual({
      storage: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'mandap-media',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
      delivery: 'proxy',
      publicUrl: null,
    });
    expect(
      loadConfig({ ...S3, MEDIA_DELIVERY: 'redirect', MEDIA_PUBLIC_URL: 'https://cdn.example/m/' })
        .media,
    ).toMatchObject({ delivery: 'redirect', publicUrl: 'https://cdn.example/m' });
  });

  it('names what an S3 set-up is missing', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'No_Such' })).toThrow(/S3_BUCKET: must be/);
    expect(() => loadConfig({ MEDIA_STORAGE: 'cloud' })).toThrow(/MEDIA_STORAGE/);
  });
});

describe('loadConfig: password hashing', () => {
  it("keeps OWASP's argon2id cost everywhere but under NODE_ENV=test, whatever else is set", () => {
    expect(
      loadConfig({ NODE_ENV: 'production', ...SITE, PAYMENTS: 'sandbox' }).passwordHashing,
    ).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashing).toBe('owasp');
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    // No variable of its own: one slipped into a production environment changes nothing.
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...SITE,
        PAYMENTS: 'sandbox',
        PASSWORD_HASHING: 'cheap',
      }).passwordHashing,
    ).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toBe('cheap');
  });
});

describe('loadConfig: the site origin (PUBLIC_URL, issue 27)', () => {
  it('refuses a production start without PUBLIC_URL, naming it', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', ...SITE }).publicUrl).toBe(
      'https://mandap.in',
    );
  });

  it('names every missing production setting in one message', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PUBLIC_URL/);
    expect(message).toMatch(/PAYMENTS=sandbox/);
    expect(message).toMatch(/RAZORPAY_KEY_ID/);
    expect(message).toMatch(/GRIEVANCE_OFFICER_NAME/);
    expect(message).toMatch(/SMTP_URL is not set/);
    expect(message).toMatch(/BUSINESS_NAME, BUSINESS_ADDRESS/);
  });

  it('keeps the origin alone, and refuses a PUBLIC_URL with a path, query or other scheme', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.mandap.in/' }).publicUrl).toBe(
      'https://www.mandap.in',
    );
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://Mandap.IN:443' }).publicUrl).toBe('https://mandap.in');
    for (const url of ['https://mandap.in/app', 'https://mandap.in/?a=1', 'ftp://mandap.in']) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(/PUBLIC_URL/);
    }
  });

  it('outside production without PUBLIC_URL takes the configured host and port, never a request', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ NODE_ENV: 'test', HOST: 'mandap.local', PORT: '8080' }).publicUrl).toBe(
      'http://mandap.local:8080',
    );
    // A wildcard address is no place to send a browser: this machine's loopback is.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: '::', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).publicUrl).toBe('http://[::1]:4000');
    expect(loadConfig({ PORT: '80' }).publicUrl).toBe('http://127.0.0.1');
  });
});

describe('loadConfig: e-mail (SMTP_URL, issue 29, decision 0067)', () => {
  const { SMTP_URL: _smtp, ...noMail } = SITE;

  it('refuses a production start without SMTP_URL, naming it, unless MAIL=log says so', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', ...noMail });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SMTP_URL is not set/);
    const logged = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      MAIL: 'log',
      ...noMail,
    });
    expect(logged.mail).toEqual({ transport: 'log', from: 'Mandap <no-reply@mandap.in>' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', ...SITE }).mail).toEqual({
      transport: 'smtp',
      smtpUrl: 'smtp://mail.mandap.in:587',
      from: 'Mandap <no-reply@mandap.in>',
    });
  });

  it('writes e-mail to the log outside production without SMTP_URL; MAIL=smtp needs it', () => {
    expect(loadConfig({}).mail.transport).toBe('log');
    expect(loadConfig({ NODE_ENV: 'test' }).mail.transport).toBe('log');
    expect(() => loadConfig({ MAIL: 'smtp' })).toThrow(/MAIL=smtp needs SMTP_URL/);
    expect(() => loadConfig({ MAIL: 'pigeon' })).toThrow(/MAIL/);
  });
});

describe('loadConfig: the grievance officer (issue 28, decision 0062)', () => {
  it('stops a production server without the officer, naming each missing setting', () => {
    const start = () =>
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', PUBLIC_URL: SITE.PUBLIC_URL });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      /GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_ADDRESS/,
    );
    const { GRIEVANCE_OFFICER_ADDRESS: _left, ...two } = OFFICER;
    const partly = () =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
        PUBLIC_URL: SITE.PUBLIC_URL,
        ...two,
      });
    expect(partly).toThrow(/set GRIEVANCE_OFFICER_ADDRESS \(/);
  });

  it('takes the three settings, and refuses an officer e-mail that is not one', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', ...SITE }).grievanceOfficer,
    ).toEqual({
      name: 'Test Grievance Officer',
      email: 'grievances@mandap.example',
      address: 'Test address, 1 Test Road, Bengaluru 560001',
    });
    expect(() => loadConfig({ ...OFFICER, GRIEVANCE_OFFICER_EMAIL: 'officer' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/,
    );
  });

  it('names a plainly fake officer outside production', () => {
    const officer = loadConfig({ NODE_ENV: 'development' }).grievanceOfficer;
    expect(officer).toEqual(DEVELOPMENT_GRIEVANCE_OFFICER);
    expect(officer.name).toMatch(/placeholder/);
    expect(officer.email).toMatch(/\.invalid$/);
  });

  describe("Mandap's tax details (issue 30)", () => {
    const BUSINESS = {
      BUSINESS_NAME: 'Mandap Marketplace Pvt Ltd',
      BUSINESS_ADDRESS: '4th floor, 12 MG Road, Bengaluru 560001',
      BUSINESS_STATE: 'Karnataka',
      BUSINESS_GSTIN: '29AAGCB7383J1Z4',
      INVOICE_PREFIX: 'MDP',
    };
    const PRODUCTION = { NODE_ENV: 'production', PAYMENTS: 'sandbox', ...SITE };

    it('refuses a production start without them, naming each one missing', () => {
      const { INVOICES: _specimen, ...withoutSpecimen } = PRODUCTION;
      const start = (env: Record<string, string>) => () => loadConfig(env);
      expect(start(withoutSpecimen)).toThrow(
        /set BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_STATE, BUSINESS_GSTIN, INVOICE_PREFIX/,
      );
      const { BUSINESS_GSTIN: _gstin, ...noGstin } = BUSINESS;
      expect(start({ ...withoutSpecimen, ...noGstin })).toThrow(/set BUSINESS_GSTIN \(/);
      expect(loadConfig({ ...withoutSpecimen, ...BUSINESS }).business).toEqual({
        name: 'Mandap Marketplace Pvt Ltd',
        address: '4th floor, 12 MG Road, Bengaluru 560001',
        stateCode: '29',
        gstin: '29AAGCB7383J1Z4',
        invoicePrefix: 'MDP',
        specimen: false,
      });
    });

    it('issues SPECIMEN documents outside production, or in production when INVOICES=specimen', () => {
      expect(loadConfig({}).business).toEqual({ ...SPECIMEN_BUSINESS, specimen: true });
      expect(loadConfig({ ...PRODUCTION, INVOICES: 'specimen' }).business.specimen).toBe(true);
      // Some settings given, others not: still a specimen.
      expect(loadConfig({ BUSINESS_NAME: 'Only A Name' }).business).toMatchObject({
        name: 'Only A Name',
        specimen: true,
      });
    });

    it('refuses a GSTIN with a wrong check character, of another state, or an unknown state', () => {
      expect(() => loadConfig({ ...BUSINESS, BUSINESS_GSTIN: '29AAGCB7383J1Z5' })).toThrow(
        /BUSINESS_GSTIN: This GSTIN has a typing mistake/,
      );
      expect(() => loadConfig({ ...BUSINESS, BUSINESS_STATE: '08' })).toThrow(
        /registered in Karnataka, but the billing address is in Rajasthan/,
      );
      expect(() => loadConfig({ ...BUSINESS, BUSINESS_STATE: 'Atlantis' })).toThrow(
        /BUSINESS_STATE: "Atlantis" is not an Indian state/,
      );
      expect(() => loadConfig({ ...BUSINESS, INVOICE_PREFIX: 'MANDAP' })).toThrow(
        /INVOICE_PREFIX: must be 1 to 4 capital letters or digits/,
      );
      expect(loadConfig({ ...BUSINESS, BUSINESS_STATE: '29' }).business.stateCode).toBe('29');
    });
  });
});
