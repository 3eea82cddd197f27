import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  EDIT_MEDIA,
  type MediaKind,
  type MediaRule,
  REGISTRATION_MEDIA,
} from '@mandap/shared/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, formError } from './domain-errors';
import { HttpError } from './errors';
import { controlCharacterRefusal, hasControlCharacters } from './text';

/** A part of a multipart form as the media module reads it: a text field, or a file's stream. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; filename: string; stream: Readable };

const FIELD_SIZE = 20_000;

/**
 * Multipart parsing for the listing forms of one scope. Registered there only: the plugin adds
 * two hooks to every request of the scope it is registered in, which cost the whole app about 6%
 * of its throughput (bench/catalogue.ts).
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: Math.max(REGISTRATION_MEDIA.video.maxBytes, EDIT_MEDIA.video.maxBytes),
      files: REGISTRATION_MEDIA.image.maxFiles + REGISTRATION_MEDIA.video.maxFiles,
      fields: 60,
      fieldSize: FIELD_SIZE,
      parts: 80,
      headerPairs: 200,
    },
  });
}

/** What a form that arrived cut short or malformed is told (any parser failure). */
export const MALFORMED_FORM_MESSAGE =
  'The form arrived incomplete or malformed. Please send it again as multipart/form-data.';

// @fastify/multipart's own errors, each with a code and a status multipartRefusal words.
const PLUGIN_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/** An error of ours, worded already: the route layer's or a service's. */
function isRefusal(error: unknown): boolean {
  return error instanceof HttpError || error instanceof DomainError;
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

// Errors the parser raised (a body cut short, no boundary, a broken part header), on the parts
// or on a file's stream, which the media module reads: multipartRefusal answers them with a 400
// wherever they surface. Anything else (a database failure) stays a 5xx.
const parserErrors = new WeakSet<object>();

function markParserError(error: unknown): void {
  if (typeof error === 'object' && error !== null && !isRefusal(error)) {
    parserErrors.add(error);
  }
}

/**
 * A file's stream fails with the parser's error when the body ends inside the file; any other
 * error on it is its reader's own (a failed write to storage) and is not the client's doing.
 */
function markCutFile(error: Error): void {
  if (/terminated early|unexpected end of (multipart data|form)/i.test(error.message)) {
    markParserError(error);
  }
}

/**
 * The request's parts as they stream in, as plain values for the media module. Text fields are
 * held to the rules of every text (platform/text.ts): no control characters, and none cut off at
 * the parser's size limit.
 */
export async function* uploadParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (hasControlCharacters(part.fieldname)) throw controlCharacterRefusal('_');
      if (part.type === 'field') {
        const value = String(part.value);
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw formError({
            [name]: `Please use at most ${FIELD_SIZE.toLocaleString('en-IN')} characters.`,
          });
        }
        if (hasControlCharacters(value)) throw controlCharacterRefusal(name);
        yield { type: 'field', name: part.fieldname, value };
      } else {
        // A small body arrives at once: its file may have failed before this line ran.
        if (part.file.errored) markCutFile(part.file.errored);
        part.file.on('error', markCutFile);
        yield { type: 'file', name: part.fieldname, filename: part.filename, stream: part.file };
      }
    }
  } catch (error) {
    if (!isRefusal(error) && !PLUGIN_CODES.has(String(codeOf(error)))) {
      markParserError(error);
    }
    throw error;
  }
}

/**
 * The parser's errors in words a vendor can act on: its limits, a body that is not multipart, and
 * a body cut short or malformed (400). Others (ours, or a failure on our side) pass unchanged.
 */
export function multipartRefusal(rules: Readonly<Record<MediaKind, MediaRule>>) {
  return (error: unknown): never => {
    if (isRefusal(error)) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, rules.video.tooLarge, {
        fieldErrors: { videos: rules.video.tooLarge },
      });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new HttpError(415, 'Please send the form as multipart/form-data.');
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'The form has too many parts.');
    }
    if (code === 'FST_PROTO_VIOLATION') {
      throw new HttpError(400, 'The form has a field name that is not allowed.');
    }
    if (
      code === 'FST_INVALID_JSON_FIELD_ERROR' ||
      code === 'FST_MP_PREMATURE_CLOSE' ||
      (typeof error === 'object' && error !== null && parserErrors.has(error))
    ) {
      throw new HttpError(400, MALFORMED_FORM_MESSAGE, undefined, undefined, error);
    }
    throw error;
  };
}
