/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/platform/config';

export interface S3TestServer {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The storage settings for this server, as loadConfig makes them from the environment. */
  config: S3Config;
  /** The environment that points a Mandap server at this bucket (MEDIA_STORAGE=s3 …). */
  env(extra?: Record<string, string>): Record<string, string>;
  /** Every key in the bucket (served and staged), sorted: what tests assert on. */
  keys(prefix?: string): Promise<string[]>;
  /** One object's bytes, or null if there is none. */
  object(key: string): Promise<Buffer | null>;
  /** Writes an object directly, as anything else with access to the bucket could. */
  putObject(key: string, body: Buffer | string): Promise<void>;
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

// s3rver's one account. It refuses other key ids, and expired signed URLs, but does not check
// SigV4 signatures themselves.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on loopback for one test file: an OS-chosen port, its own
 * temporary folder, one bucket created (names of 3 characters or more: s3rver's rule, and S3's).
 * `close()` stops it and deletes the folder.
 */
export async function startS3Server(bucket = 'mandap-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mandap-s3rver-'));
  // silent: s3rver logs every request, and Koa (under it) logs failed ones with console.error.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const config: S3Config = {
    endpoint,
    bucket,
    region,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    forcePathStyle: true,
  };
  // The tests' own view of the bucket, independent of the storage code under test. (Without the
  // variable, the SDK's first client on Node 20 warns of its future Node 22 requirement.)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    config,
    env: (extra = {}) => ({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...extra,
    }),
    async keys(prefix = '') {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: prefix },
      )) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async putObject(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
