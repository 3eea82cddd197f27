import { FORM_FIELD_KEY } from '@mandap/shared/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DomainError, formError } from './domain-errors';
import { HttpError } from './errors';

// What every request's text must be before any route sees it (issue 14, decision 0028): no C0
// control characters but tab, line feed and carriage return (PostgreSQL cannot even store NUL,
// and none of them belongs in a name, an address or a price), and JSON no deeper than any of our
// forms. Checked here once for JSON bodies, query strings and path parameters, so a route added
// later is covered without knowing; multipart text fields are checked as they stream in
// (platform/multipart.ts, with refusedText below).

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** What a field with a control character shows, next to the field. */
export const CONTROL_CHARACTER_MESSAGE =
  'Please remove the control characters (such as NUL) from this text.';

/** How deep a JSON body may nest: our deepest form (price rows) is three levels. */
export const MAX_JSON_DEPTH = 32;

/** True when `text` holds a character no text field of Mandap accepts. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The refusal of a form field (a JSON body's or a multipart form's) holding a control character:
 * a domain error, as the media module's are, since a multipart form's reaches services through
 * the parts they read (reviews word the refusals of media fields as their own).
 */
export function controlCharacterRefusal(field: string): DomainError {
  return formError({ [field || FORM_FIELD_KEY]: CONTROL_CHARACTER_MESSAGE });
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
  depth: number;
}

function pathOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let v = visit; v?.key !== undefined; v = v.parent) keys.unshift(v.key);
  return keys.join('.');
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  // Parsed JSON, and query strings (objects whose prototype has no prototype); never a Buffer or
  // a stream (a raw webhook body).
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The first problem of a parsed request value, walked without recursion (a deeply nested body
 * cannot overflow the stack): where a control character is, in a text or a key, or that the
 * value nests deeper than MAX_JSON_DEPTH.
 */
export function textProblem(
  root: unknown,
): { kind: 'control'; path: string } | { kind: 'depth' } | null {
  if (root === undefined || root === null) return null;
  // Most requests: a flat object of short strings (a query string, path parameters).
  if (isPlainContainer(root) && !Array.isArray(root)) {
    let flat = true;
    for (const key in root) {
      const value = root[key];
      if (typeof value !== 'string') {
        flat = false;
        break;
      }
      if (hasControlCharacters(key) || hasControlCharacters(value)) {
        return { kind: 'control', path: hasControlCharacters(key) ? '' : key };
      }
    }
    if (flat) return null;
  }
  const stack: Visit[] = [{ value: root, key: undefined, parent: undefined, depth: 0 }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return { kind: 'control', path: pathOf(visit) };
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (visit.depth >= MAX_JSON_DEPTH) return { kind: 'depth' };
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) {
      const name = String(key);
      if (hasControlCharacters(name)) return { kind: 'control', path: pathOf(visit) };
      stack.push({ value: child, key: name, parent: visit, depth: visit.depth + 1 });
    }
  }
  return null;
}

function checkParameters(values: unknown): void {
  const problem = textProblem(values);
  if (problem?.kind === 'control') {
    const name = problem.path.split('.')[0] || FORM_FIELD_KEY;
    throw new HttpError(400, `${name} cannot contain control characters. Please remove them.`, {
      fieldErrors: { [name]: CONTROL_CHARACTER_MESSAGE },
    });
  }
  if (problem?.kind === 'depth') {
    throw new HttpError(400, 'The query string is nested too deeply. Please send a simpler one.');
  }
}

/** Checks the query, path parameters and parsed body of `request`; throws the 400 to answer. */
export function checkRequestText(request: FastifyRequest): void {
  checkParameters(request.query);
  checkParameters(request.params);
  const problem = textProblem(request.body);
  if (problem?.kind === 'control') throw controlCharacterRefusal(problem.path);
  if (problem?.kind === 'depth') {
    throw new HttpError(
      400,
      `The request body is nested more than ${MAX_JSON_DEPTH} levels deep. Please send a simpler body.`,
    );
  }
}

/**
 * Refuses, app-wide and before any route's own checks, text no route may take. Registered on the
 * root before the routes, so every route inherits it.
 */
export function registerTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequestText(request);
    } catch (error) {
      return done(error as HttpError | DomainError);
    }
    done();
  });
}
