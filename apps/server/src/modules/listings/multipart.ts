import fastifyMultipart from '@fastify/multipart';
import {
  EDIT_MEDIA,
  type MediaKind,
  type MediaRule,
  REGISTRATION_MEDIA,
} from '@mandap/shared/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors';
import type { UploadPart } from '../media/index';

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
      fieldSize: 20_000,
      parts: 80,
      headerPairs: 200,
    },
  });
}

/** The request's parts as they stream in, as plain values for the media module. */
export async function* uploadParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      yield { type: 'field', name: part.fieldname, value: String(part.value) };
    } else {
      yield { type: 'file', name: part.fieldname, filename: part.filename, stream: part.file };
    }
  }
}

/** @fastify/multipart's own limit errors, in words a vendor can act on; others pass unchanged. */
export function multipartRefusal(rules: Readonly<Record<MediaKind, MediaRule>>) {
  return (error: unknown): never => {
    const code = (error as { code?: unknown })?.code;
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
    throw error;
  };
}
