import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../platform/config';
import {
  type ByteRange,
  contentTypeOf,
  isMediaKey,
  isPrivateKey,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
  RangeNotSatisfiable,
  resolveRange,
} from './storage';

/** Where staged keys live in the bucket: a prefix /media/ never serves and no CDN should. */
export const STAGING_PREFIX = 'staging/';
/** Where private files (data exports) live: a prefix nothing serves, apart from media. */
export const PRIVATE_PREFIX = 'private/';

/**
 * Parts of a multipart upload: S3's smallest (5 MB), one in flight. A video being received then
 * holds two parts in memory (one sending, one filling) whatever its size. Sent parts are garbage
 * V8 collects in its next full collection, which it runs after some 64 MB of such memory: a 50 MB
 * upload grew the server's RSS by 43 MB at its peak, a 200 MB one by 36 MB (bench/README.md).
 * Two parts in flight reached 60 MB, for no gain: the client's connection is the slow side.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;
/** How many objects a publish or discard copies or deletes at once. */
const AT_ONCE = 8;

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

function statusOf(error: unknown): number | undefined {
  return (error as S3Failure | undefined)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as S3Failure | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

async function inGroups<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}

/** The client's settings for `config` (exported for the storage's own tests). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Since 3.729 the SDK sends CRC checksums with every upload (aws-chunked bodies with
    // trailers) and checks those of downloads. AWS takes them; many S3-compatible servers do
    // not (s3rver, older MinIO, Ceph, Backblaze B2 refuse or mis-store such bodies). With a
    // server of one's own (S3_ENDPOINT), checksums are sent only where an operation requires
    // them, as SDKs did before; on AWS itself the defaults stay (decision 0046).
    ...(config.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    requestHandler: {
      // A store that does not answer fails a request in seconds instead of holding it.
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      // The default of 50 sockets would queue media requests behind each other under load
      // (MEDIA_DELIVERY=proxy streams every image and video through one of them).
      httpAgent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
      httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 256 }),
    },
  };
}

/** Says what to do when the bucket cannot be used, from HeadBucket's failure. */
function bucketProblem(config: S3Config, error: unknown): string {
  const where = `S3 bucket '${config.bucket}' at ${config.endpoint ?? `AWS (${config.region})`}`;
  switch (statusOf(error)) {
    case 404:
      return `The ${where} does not exist. Create it (Mandap does not create buckets: see docs/decisions/0046-s3-media-storage.md), or correct S3_BUCKET.`;
    case 403:
      return `Access to the ${where} was refused. Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that their policy allows listing the bucket and reading, writing and deleting its objects.`;
    case 301:
      return `The ${where} is in another region. Set S3_REGION to the bucket's region.`;
    default:
      return `The ${where} cannot be reached (${(error as S3Failure | undefined)?.message ?? String(error)}). Check S3_ENDPOINT, S3_FORCE_PATH_STYLE and the network.`;
  }
}

/** What `check()` rejects with: a message a person can act on. */
export class BucketUnavailable extends Error {}

/**
 * Media in an S3-compatible bucket (issue 18; decision 0046), for several servers sharing one
 * store. Served keys sit at the bucket's root (`img/…`, `vid/…`), so a CDN or a public-read
 * policy on `img/*` and `vid/*` can serve them as they are; staged keys under `staging/`.
 */
export function s3Storage(
  config: S3Config,
  /** Keys per listing request: S3's most (1,000) unless a test wants to see several pages. */
  options: { listPageSize?: number } = {},
): MediaStorage {
  // The SDK warns at its first client, on Node 20, that its releases from 2027 will need
  // Node 22. Node 20 is the Node this project supports (Debian's); the warning says nothing an
  // operator could act on at each start. Set the variable to false to see it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const served = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return key;
  };
  const staged = (key: string) => STAGING_PREFIX + served(key);
  const privateObject = (key: string) => {
    if (!isPrivateKey(key)) throw new Error(`Not a private key: ${key}`);
    return PRIVATE_PREFIX + key;
  };
  const objectHeaders = (key: string) => ({
    ContentType: contentTypeOf(key),
    CacheControl: MEDIA_CACHE_CONTROL,
  });

  const head = async (Key: string) => {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return { size: found.ContentLength ?? 0, etag: found.ETag ?? '' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  async function* keysUnder(prefix: string): AsyncIterable<{ key: string; writtenAt: Date }> {
    for (const kind of ['img/', 'vid/']) {
      // ListObjects (version 1), paged from the last key seen (Marker): every S3 server has it.
      // Version 2 answers a long listing with a continuation token, which s3rver makes with DES,
      // a cipher Node's OpenSSL 3 no longer has (it fails past the first page).
      let after: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket,
            Prefix: prefix + kind,
            Marker: after,
            MaxKeys: options.listPageSize,
          }),
        );
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const key = object.Key?.slice(prefix.length);
          if (key && isMediaKey(key) && object.LastModified) {
            yield { key, writtenAt: object.LastModified };
          }
        }
        after = objects.at(-1)?.Key;
        if (!page.IsTruncated || after === undefined) break;
      }
    }
  }

  const deleteObject = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  /** Reads `Key` whole or in part, as GetObject answers (its range cut to the object). */
  const getObject = async (Key: string, range: { start: number; end?: number } | undefined) => {
    const answer = await client.send(
      new GetObjectCommand({
        Bucket,
        Key,
        Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
      }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`GetObject ${Key} had no body stream`);
    const length = answer.ContentLength ?? 0;
    // 'bytes 0-99/1234': the part sent, and the whole object's size.
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
    return {
      body: answer.Body,
      size: match ? Number(match[3]) : length,
      start: match ? Number(match[1]) : 0,
      end: match ? Number(match[2]) : length - 1,
      partial: range !== undefined,
      etag: answer.ETag ?? '',
    };
  };

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: served(key), Body: data, ...objectHeaders(key) }),
      );
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: served(to), CopySource: `${Bucket}/${served(from)}` }),
      );
    },
    async read(key, range?: ByteRange) {
      const Key = served(key);
      try {
        if (range && 'suffix' in range) {
          // Not every S3 server understands 'bytes=-N' (s3rver reads it as 0-N): ask the size.
          const found = await head(Key);
          if (!found) return null;
          return await getObject(Key, resolveRange(range, found.size));
        }
        return await getObject(Key, range);
      } catch (error) {
        if (isNotFound(error)) return null;
        if (statusOf(error) === 416) {
          const found = await head(Key);
          if (!found) return null;
          throw new RangeNotSatisfiable(found.size);
        }
        throw error;
      }
    },
    stat: (key) => head(served(key)),
    delete: (key) => deleteObject(served(key)),
    list: () => keysUnder(''),

    async stage(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: staged(key), Body: data, ...objectHeaders(key) }),
      );
    },
    async stageStream(key, source) {
      const Key = staged(key);
      // What made the upload fail, if the source did (a file past its size limit, a client gone):
      // that is the error to pass on, not a failure to abort the upload that followed it.
      let sourceFailure: unknown;
      source.once('error', (error) => {
        sourceFailure = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: source, ...objectHeaders(key) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // On failure the SDK aborts the multipart upload, so its parts are not kept (and billed).
        // A server without AbortMultipartUpload (s3rver) keeps them: a lifecycle rule that
        // aborts incomplete uploads after a day is recommended anyway (decision 0046).
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // As a failed pipeline does on disk: the source is not read any further.
        source.destroy();
        // A file small enough for one PUT may have arrived whole before the failure.
        await deleteObject(Key).catch(() => {});
        throw sourceFailure ?? error;
      }
    },
    async withStagedFile(key, use) {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'mandap-staged-'));
      try {
        const file = path.join(folder, path.basename(key));
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: staged(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`GetObject ${key} had no body`);
        await pipeline(answer.Body, createWriteStream(file));
        return await use(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async publish(keys) {
      await inGroups(keys, AT_ONCE, async (key) => {
        try {
          await client.send(
            new CopyObjectCommand({
              Bucket,
              Key: served(key),
              CopySource: `${Bucket}/${staged(key)}`,
            }),
          );
        } catch (error) {
          // Published already (by this server before a crash, or by another), or deleted.
          if (isNotFound(error)) return;
          throw error;
        }
        await deleteObject(staged(key));
      });
    },
    async discardStaged(keys) {
      await inGroups(keys, AT_ONCE, (key) => deleteObject(staged(key)));
    },
    listStaged: () => keysUnder(STAGING_PREFIX),

    async putPrivate(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: privateObject(key),
          Body: data,
          ContentType: 'application/zip',
          CacheControl: 'private, no-store',
        }),
      );
    },
    async readPrivate(key) {
      try {
        return await getObject(privateObject(key), undefined);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    deletePrivate: (key) => deleteObject(privateObject(key)),

    signedUrl(key, { signedAt, expiresInSeconds }) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: served(key) }), {
        signingDate: signedAt,
        expiresIn: expiresInSeconds,
      });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new BucketUnavailable(bucketProblem(config, error));
      }
      return { kind: 's3', bucket: Bucket };
    },
  };
}
