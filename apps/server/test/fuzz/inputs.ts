import type { Prng } from './prng';

// What the fuzzer sends: values of every type, strings that have broken servers before (NUL,
// control characters, lone surrogates, numbers too large for a column, huge text), bodies that
// are not what they claim (malformed JSON, the wrong content type, truncated or unbounded
// multipart), nested deeper than any parser expects.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x\u0001\u0007\u001b\u001f',
  '\t\n\r',
  '\u007f\u0085\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '\u202e',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '2147483648',
  '21474836.48',
  '100000000',
  '100000000.01',
  '99999999.99',
  '9007199254740993',
  '9'.repeat(40),
  '0.001',
  '00000000000000000001',
  ' 12 ',
  "' OR '1'='1' --",
  '"; DROP TABLE vendors; --',
  '<script>alert(1)</script>',
  `{{7*7}}\${7*7}`,
  '../../../../etc/passwd',
  '%00',
  '%',
  '\\',
  '__proto__',
  'constructor',
  'prototype',
  '😀'.repeat(20),
  'आशा वर्मा',
  'ఆశ',
  'Ａｓｈａ',
  'A'.repeat(129),
  'A'.repeat(255),
  'a@b.c',
  'asha@example.in',
  'ASHA@EXAMPLE.IN',
  ' asha@example.in ',
  'asha@@example.in',
  `${'a'.repeat(250)}@example.in`,
  '9876543210',
  '98765432101',
  '+919876543210',
  '302004',
  'Wedding DJ',
  'premium',
  'basic',
  'hotel',
  'dj',
  '5',
  'order_x',
  'pay_x',
  '4111111111111111',
];

const ALPHABET =
  'abcxyzABCXYZ0123456789 .,-_@!#$%^&*()[]{}<>/\\\'"`~|?+=;:\u0000\u0001\u0008\u000b\u000c\u001b\u007f\u00a0\u00e9\u0905\u0c06\u200b\ud83d\ude00\ud800';

/** A random string, usually short, sometimes long, rarely huge. */
export function randomString(prng: Prng): string {
  if (prng.chance(0.35)) return prng.pick(EDGE_STRINGS);
  const length = prng.weighted([
    [60, prng.between(0, 12)],
    [25, prng.between(13, 300)],
    [10, prng.between(301, 6000)],
    [5, prng.between(6001, 120_000)],
  ]);
  if (length > 300 && prng.chance(0.7)) return prng.pick(['x', 'é', '\u0000', '9']).repeat(length);
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHABET[prng.int(ALPHABET.length)];
  return text;
}

const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  5e-324,
  10_000_000_000,
  10_000_000_001,
];

export function randomNumber(prng: Prng): number {
  return prng.chance(0.5) ? prng.pick(EDGE_NUMBERS) : prng.between(-1000, 100_000);
}

/** A JSON value of any type, nested up to `depth` more levels. */
export function randomValue(prng: Prng, depth = 2): Json {
  const kind = prng.weighted([
    [35, 'string'],
    [15, 'number'],
    [8, 'boolean'],
    [8, 'null'],
    [depth > 0 ? 14 : 0, 'array'],
    [depth > 0 ? 14 : 0, 'object'],
    [6, 'deep'],
  ] as const);
  switch (kind) {
    case 'string':
      return randomString(prng);
    case 'number':
      return randomNumber(prng);
    case 'boolean':
      return prng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      // A long array holds small values: the whole body stays near the server's size limit.
      return prng.chance(0.1)
        ? Array.from({ length: prng.int(3000) }, () => prng.pick<Json>([0, '', 'a', null, [], {}]))
        : Array.from({ length: prng.int(4) }, () => randomValue(prng, depth - 1));
    case 'object': {
      const object: Record<string, Json> = {};
      for (let i = prng.int(5); i > 0; i -= 1) {
        object[prng.chance(0.8) ? randomKey(prng) : randomString(prng)] = randomValue(
          prng,
          depth - 1,
        );
      }
      return object;
    }
    case 'deep':
      return deepValue(prng.pick([5, 33, 100, 500]));
  }
}

const KEYS = [
  'name',
  'email',
  'phone',
  'password',
  'firmName',
  'city',
  'description',
  'features',
  'highlights',
  'rows',
  'listingId',
  'orderId',
  'cardNumber',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
  'a\u0000b',
];

export function randomKey(prng: Prng): string {
  return prng.pick(KEYS);
}

/** Arrays (or objects) nested `depth` levels. */
export function deepValue(depth: number): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** A seed object changed in one to three places, or (rarely) left as it is. */
export function mutateObject(prng: Prng, seed: Record<string, Json>): Json {
  if (prng.chance(0.06)) return seed;
  if (prng.chance(0.06)) return randomValue(prng, 3);
  const object: Record<string, Json> = structuredClone(seed);
  for (let n = prng.between(1, 3); n > 0; n -= 1) {
    const keys = Object.keys(object);
    const key = keys.length > 0 && prng.chance(0.85) ? prng.pick(keys) : randomKey(prng);
    const current = object[key];
    const change = prng.weighted([
      [20, 'edge'],
      [12, 'random'],
      [10, 'delete'],
      [8, 'type'],
      [8, 'inner'],
      [5, 'append'],
      [3, 'deep'],
    ] as const);
    if (change === 'delete') delete object[key];
    else if (change === 'edge') object[key] = prng.pick(EDGE_STRINGS);
    else if (change === 'random') object[key] = randomValue(prng);
    else if (change === 'type') object[key] = prng.pick([null, true, 0, [], {}, [current ?? null]]);
    else if (change === 'deep') object[key] = deepValue(prng.pick([40, 200, 500]));
    else if (change === 'append' && typeof current === 'string') {
      object[key] = current + prng.pick(EDGE_STRINGS);
    } else if (Array.isArray(current) && current.length > 0) {
      const index = prng.int(current.length + 1);
      const item = current[Math.min(index, current.length - 1)] ?? null;
      current[index] =
        item !== null && typeof item === 'object' && !Array.isArray(item)
          ? mutateObject(prng, item)
          : randomValue(prng, 1);
      if (prng.chance(0.1) && JSON.stringify(item).length < 200) {
        object[key] = Array(prng.pick([51, 500, 5000])).fill(item);
      }
    } else if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
      object[key] = mutateObject(prng, current);
    } else {
      object[key] = randomValue(prng);
    }
  }
  return object;
}

/** JSON text gone wrong: cut short, with a stray byte, duplicated keys, invalid UTF-8. */
export function malformJson(prng: Prng, text: string): string | Buffer {
  const how = prng.pick([
    'cut',
    'byte',
    'duplicate',
    'utf8',
    'garbage',
    'trailing',
    'comments',
    'bom',
  ] as const);
  switch (how) {
    case 'cut':
      return text.slice(0, prng.int(Math.max(1, text.length)));
    case 'byte': {
      const at = prng.int(text.length + 1);
      return (
        text.slice(0, at) +
        prng.pick(['{', '}', '"', ',', ':', '\\', '\u0000', 'x']) +
        text.slice(at)
      );
    }
    case 'duplicate':
      return text.replace(/^\{/, '{"email":"dup@example.in","email":null,');
    case 'utf8':
      return Buffer.concat([
        Buffer.from(text.slice(0, -1)),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('}'),
      ]);
    case 'garbage':
      return Buffer.from(Array.from({ length: prng.between(1, 200) }, () => prng.int(256)));
    case 'trailing':
      return `${text},`;
    case 'comments':
      return `/* hi */${text}`;
    case 'bom':
      return `\ufeff${text}`;
  }
}

/** JSON nested `depth` levels, as text (deeper than JSON.stringify would care to make). */
export function deepJsonText(prng: Prng): string {
  const depth = prng.pick([33, 500, 10_000, 100_000]);
  return prng.chance(0.5)
    ? `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

export interface Form {
  fields: Record<string, string | string[]>;
  files: FilePart[];
}

/** A multipart body, correct or broken in one of the ways a client or an attacker breaks one. */
export function multipartBody(
  prng: Prng,
  form: Form,
): { payload: Buffer; contentType: string | undefined; note: string } {
  const boundary = prng.chance(0.9) ? `----fuzz${prng.int(1e9)}` : prng.pick(['a', 'x'.repeat(80)]);
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`,
        ),
      );
    }
  }
  for (const file of form.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  let contentType: string | undefined = `multipart/form-data; boundary=${boundary}`;
  const broken = prng.weighted([
    [50, 'none'],
    [14, 'truncated'],
    [6, 'no-boundary'],
    [5, 'wrong-boundary'],
    [5, 'bad-header'],
    [4, 'no-end'],
    [4, 'lf-only'],
    [4, 'no-content-type'],
    [4, 'garbage'],
    [4, 'json-field'],
  ] as const);
  switch (broken) {
    case 'truncated':
      payload = payload.subarray(0, prng.int(payload.length));
      break;
    case 'no-boundary':
      contentType = prng.pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/mixed',
      ]);
      break;
    case 'wrong-boundary':
      contentType = `multipart/form-data; boundary=other${prng.int(1000)}`;
      break;
    case 'bad-header':
      payload = Buffer.from(
        payload
          .toString('latin1')
          .replace(
            'Content-Disposition: form-data;',
            prng.pick(['Content-Disposition', 'X: y\r\nbroken', '']),
          ),
        'latin1',
      );
      break;
    case 'no-end':
      payload = payload.subarray(0, payload.length - `--${boundary}--\r\n`.length);
      break;
    case 'lf-only':
      payload = Buffer.from(payload.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
      break;
    case 'no-content-type':
      contentType = undefined;
      break;
    case 'garbage':
      payload = Buffer.concat([
        payload.subarray(0, prng.int(payload.length)),
        Buffer.from(Array.from({ length: prng.between(1, 500) }, () => prng.int(256))),
      ]);
      break;
    case 'json-field':
      payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="features"\r\nContent-Type: application/json\r\n\r\n{bad json\r\n`,
        ),
        payload,
      ]);
      break;
    case 'none':
      break;
  }
  return { payload, contentType, note: `multipart:${broken}` };
}
