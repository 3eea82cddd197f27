import type { Language } from '@mandap/shared/messages/languages';
import { translateText } from '@mandap/shared/messages/translate';
import type { FastifyInstance } from 'fastify';

// The server writes its messages in English, as the spec words them; a reply is put into the
// request's language at the door (issue 32): a fixed text by the catalogue (translateText), a
// text with values by what `spoken` remembered when the text was made.

/** How many texts with values are remembered; the oldest is forgotten first. */
const SPOKEN_LIMIT = 2000;
const spokenTexts = new Map<string, string>();

/**
 * A text with values, in English, whose Hindi the reply's door will find: the catalogue's
 * English and Hindi functions of one message, and its values. A service knows nothing of the
 * request's language; both functions are pure, so the same English always has the same Hindi.
 */
export function spoken<A extends unknown[]>(
  english: (...values: A) => string,
  hindi: (...values: A) => string,
  ...values: A
): string {
  const text = english(...values);
  if (!spokenTexts.has(text)) {
    if (spokenTexts.size >= SPOKEN_LIMIT) {
      const oldest = spokenTexts.keys().next().value;
      if (oldest !== undefined) spokenTexts.delete(oldest);
    }
    spokenTexts.set(text, hindi(...values));
  }
  return text;
}

/** A text of a reply in `language`: the catalogue's, else the one remembered, else as it is. */
export function replyText(text: string, language: Language): string {
  if (language === 'en') return text;
  const translated = translateText(text, language);
  if (translated !== text) return translated;
  return spokenTexts.get(text) ?? text;
}

interface ErrorBody {
  message?: unknown;
  fieldErrors?: unknown;
}

/** An error reply's body with its message and field messages in `language`. */
export function translatedErrorBody<T extends ErrorBody>(body: T, language: Language): T {
  const translated: T = { ...body };
  if (typeof body.message === 'string') translated.message = replyText(body.message, language);
  if (body.fieldErrors && typeof body.fieldErrors === 'object') {
    translated.fieldErrors = Object.fromEntries(
      Object.entries(body.fieldErrors as Record<string, unknown>).map(([field, message]) => [
        field,
        typeof message === 'string' ? replyText(message, language) : message,
      ]),
    );
  }
  return translated;
}

/** A successful reply is read only when small and saying something: `{ …, "message": … }`. */
const SAYING_LIMIT = 8 * 1024;

/**
 * Every JSON error reply (status 400 and up) to a request in Hindi carries its messages in
 * Hindi, with a Content-Language header; so does a small successful reply with a top-level
 * `message` for people ("We sent a new link to …"). Registered before compression, so it reads
 * the body as serialized.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.language === 'en' || typeof payload !== 'string') return payload;
    if (
      reply.statusCode < 400 &&
      (payload.length > SAYING_LIMIT || !payload.includes('"message":'))
    ) {
      return payload;
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
    reply.header('content-language', request.language);
    return JSON.stringify(translatedErrorBody(body as ErrorBody, request.language));
  });
}
