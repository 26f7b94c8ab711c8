/**
 * Generators of hostile input for the API fuzz test: values built from a route's own schema (as
 * JSON Schema) with some leaves made bad, and junk that ignores the schema altogether.
 */
import fc from 'fast-check';
import { SignJWT } from 'jose';

/** The part of JSON Schema `z.toJSONSchema` writes for our contract. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
};

/** Dates that pass a YYYY-MM-DD pattern and `Date.parse` but are not real, or out of any sane range. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2025-02-31',
  '0000-01-01',
  '9999-12-31',
  '2023-02-29',
  '2025-04-31',
  '2025-13-01',
  '2025-00-10',
  '2025-01-00',
  '1899-12-31',
  '2101-01-01',
  '0001-01-01',
];
/** Real dates at the edges of what the API accepts. */
const EDGE_DATES = ['1900-01-01', '2100-12-31', '2024-02-29', '2000-02-29'];
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const NUL = '\u0000';
const withNul = (s: string, at: number) => s.slice(0, at % (s.length + 1)) + NUL + s.slice(at % (s.length + 1));

/** Text that is hard on a database, a regex or a log line. */
const hostileText = fc.oneof(
  fc.constantFrom(
    NUL,
    `a${NUL}b`,
    '\ud800',
    'x\udfff',
    '😀'.repeat(50),
    '\u202eevil',
    'ñandú ÁÉÍÓÚ',
    "'; drop table users; --",
    '%00',
    '\\u0000',
    ' ',
    '',
    '\t\n',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '0'.repeat(400),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.tuple(fc.string({ maxLength: 20 }), fc.nat()).map(([s, at]) => withNul(s, at)),
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  1e21,
  5e-324,
  -0.000001,
  -1,
  0,
);

/** A deeply nested value; JSON.parse copes, a recursive walker may not. */
const deep = fc.integer({ min: 50, max: 1500 }).chain((depth) =>
  fc.constantFrom<'object' | 'array'>('object', 'array').map((kind) => {
    let v: unknown = 'fondo';
    for (let i = 0; i < depth; i += 1) v = kind === 'object' ? { a: v } : [v];
    return v;
  }),
);

/** Any value of the wrong kind, size or content. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hugeNumber,
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, '2025-01-01T00:00:00Z', '1e3', 'NaN', '-1'),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  deep,
);

type Mode = 'valid' | 'sneaky' | 'bad';

/** Leaves that keep the schema's shape yet carry what a database refuses: impossible dates, NUL. */
function sneakyLeaf(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (schema.pattern === DATE_PATTERN) return fc.constantFrom(...IMPOSSIBLE_DATES, ...EDGE_DATES);
  if (typeOf(schema) === 'string') {
    return fc.oneof(
      fc.tuple(valid, fc.nat()).map(([v, at]) => (typeof v === 'string' ? withNul(v, at) : v)),
      valid.map((v) => (typeof v === 'string' ? `${v}\ud83d` : v)),
    );
  }
  if (typeOf(schema) === 'number' || typeOf(schema) === 'integer') {
    return fc.constantFrom(...[schema.minimum, schema.maximum, 0].filter((n): n is number => n !== undefined));
  }
  return valid;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

function leaf(schema: JsonSchema, valid: fc.Arbitrary<unknown>, mode: Mode): fc.Arbitrary<unknown> {
  if (mode === 'valid') return valid;
  if (mode === 'sneaky')
    return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: sneakyLeaf(schema, valid) });
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: badValue });
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  // A date the document describes (format: date, its years in the pattern) or the contract's YYYY-MM-DD.
  if (schema.pattern === DATE_PATTERN || schema.format === 'date') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  return fc
    .string({ unit: 'grapheme', minLength: Math.max(minLength, minLength > 0 ? 1 : 0), maxLength })
    .map((s) => (minLength > 0 && s.trim() === '' ? `a${s}` : s));
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 10_000);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  if (integer) return whole;
  return fc.oneof(
    whole,
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 10) / 10),
  );
}

/** Values shaped like `schema`; in 'sneaky' and 'bad' mode some leaves are replaced. */
export function fromSchema(schema: JsonSchema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const next = (s: JsonSchema) => fromSchema(s, mode, depth + 1);
  if (schema.const !== undefined) return leaf(schema, fc.constant(schema.const), mode);
  if (schema.enum) return leaf(schema, fc.constantFrom(...schema.enum), mode);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(next));
  if (schema.allOf?.length) return next(schema.allOf[0]!);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  switch (schema.type) {
    case 'object': {
      const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, next(s)]));
      const required = schema.required ?? [];
      const record = fc.record(props, {
        requiredKeys: mode === 'valid' ? required : required.filter((_k, i) => i % 7 !== 6),
      });
      if (typeof schema.additionalProperties === 'object') {
        return fc
          .tuple(record, fc.dictionary(fc.string({ maxLength: 10 }), next(schema.additionalProperties), { maxKeys: 3 }))
          .map(([a, b]) => ({ ...b, ...a }));
      }
      return mode === 'bad' ? fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: badValue }) : record;
    }
    case 'array': {
      const items = schema.items ? next(schema.items) : fc.jsonValue({ maxDepth: 2 });
      const minLength = schema.minItems ?? 0;
      const array = fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
      return mode === 'bad' ? fc.oneof({ weight: 4, arbitrary: array }, { weight: 1, arbitrary: badValue }) : array;
    }
    case 'string':
      return leaf(schema, validString(schema), mode);
    case 'number':
    case 'integer':
      return leaf(schema, validNumber(schema, schema.type === 'integer'), mode);
    case 'boolean':
      return leaf(schema, fc.boolean(), mode);
    case 'null':
      return leaf(schema, fc.constant(null), mode);
    default:
      return leaf(schema, fc.jsonValue({ maxDepth: 2 }), mode);
  }
}

/** A body, query or params object for a schema: right, nearly right, or wrong. */
export function inputFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: fromSchema(schema, 'valid') },
    { weight: 5, arbitrary: fromSchema(schema, 'sneaky') },
    { weight: 4, arbitrary: fromSchema(schema, 'bad') },
    { weight: 2, arbitrary: badValue },
  );
}

/** Path segments that are not what a route expects. */
export const badSegment = fc.oneof(
  fc.constantFrom(
    'x',
    '0',
    '-1',
    '1e309',
    'null',
    'undefined',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-fffffffffff',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '..',
    '%2e%2e',
    NUL,
    `a${NUL}`,
    '\ud800',
    '😀',
    ' ',
    'a'.repeat(65),
    'a'.repeat(1200),
    ...IMPOSSIBLE_DATES,
  ),
  fc.uuid(),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
);

/** encodeURIComponent, with lone surrogates (which it refuses) sent as raw invalid escapes. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%\w-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  }
}

/** A querystring from a generated object (or junk), repeating keys for arrays. */
export function toQueryString(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `q=${encodeSegment(String(value))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    for (const one of Array.isArray(v) ? v : [v]) {
      const text = typeof one === 'object' && one !== null ? JSON.stringify(one).slice(0, 3000) : String(one);
      parts.push(`${encodeSegment(k)}=${encodeSegment(text)}`);
    }
  }
  return parts.join('&');
}

export const JSON_TYPE = 'application/json';
/** Bodies that are not JSON, not whole, too deep, too big, or poisoned. */
export const rawBodies = fc.oneof(
  fc.constantFrom(
    { payload: '{"a":', type: JSON_TYPE },
    { payload: '', type: JSON_TYPE },
    { payload: 'null', type: JSON_TYPE },
    { payload: '"\\u0000"', type: JSON_TYPE },
    { payload: '{"__proto__":{"admin":true}}', type: JSON_TYPE },
    { payload: '{"constructor":{"prototype":{"admin":true}}}', type: JSON_TYPE },
    { payload: '['.repeat(20_000), type: JSON_TYPE },
    { payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, type: JSON_TYPE },
    { payload: 'x'.repeat(1_100_000), type: JSON_TYPE },
    { payload: 'a=b&c=d', type: 'application/x-www-form-urlencoded' },
    { payload: 'hola', type: 'text/plain' },
    { payload: '{}', type: 'application/json; charset=latin1' },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
  ),
  fc.string({ unit: 'binary', maxLength: 50 }).map((payload) => ({ payload, type: JSON_TYPE })),
);
/** Querystrings no client of ours writes. */
export const junkQuery = fc.oneof(
  fc.constantFrom(
    'date=2026-02-30',
    'date=0000-01-01',
    'date=%00',
    'date[]=x',
    'date=1&date=2',
    '%',
    '%zz=1',
    `a=${'x'.repeat(5000)}`,
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'page=1e400',
    'page=-1',
  ),
  badValue.map(toQueryString),
);
/** The x-time-zone header: mostly a real zone. */
export const timeZones = fc.oneof(
  { weight: 10, arbitrary: fc.constant('America/Lima') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Mars/Olympus', '', 'a'.repeat(100), 'Etc/GMT+14', 'Pacific/Kiritimati', 'UTC'),
  },
);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens a client could send: ours but wrong inside, forged, expired, or not tokens at all. */
export async function badTokens(secret: string, userId: string): Promise<string[]> {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (j) => j) =>
    build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).sign(key);
  const now = Math.floor(Date.now() / 1000);
  const tokens = await Promise.all([
    sign({ sub: userId, name: 'Ana', phone: '+51987654321' }), // no exp
    sign({ sub: 'not-a-uuid', name: 'Ana', phone: '+51987654321' }, (j) => j.setExpirationTime('1h')),
    sign({ sub: 'not-a-uuid', name: 'Ana', phone: '+51987654321' }), // neither
    sign({ sub: `${userId}\u0000`, phone: '+51987654321' }, (j) => j.setExpirationTime('1h')),
    sign({ sub: '00000000-0000-4000-8000-000000000000', phone: '+51987654321' }, (j) => j.setExpirationTime('1h')),
    sign({ sub: 12345, phone: '+51987654321', exp: now + 3600 }),
    sign({ sub: userId, phone: '+51987654321', exp: 'mañana' }),
    sign({ sub: userId, phone: '+51987654321', exp: 1e300 }),
    sign({ sub: userId, phone: '+51987654321', exp: now - 60 }),
    sign({ sub: userId, phone: 42, exp: now + 3600 }),
    sign({ purpose: 'billing-portal', sub: userId, exp: now + 3600 }),
    sign({ purpose: 'billing-portal', sub: 'not-a-uuid' }),
    sign({ purpose: 'billing-portal', sub: 'not-a-uuid', exp: now + 3600 }),
    sign({ purpose: 'magic-link', sub: '+51987654321', jti: 'x' }),
    new SignJWT({ sub: userId, phone: '+51987654321' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123')),
  ]);
  const unsigned = `${base64url({ alg: 'none' })}.${base64url({ sub: userId, exp: now + 3600 })}.`;
  return [...tokens, unsigned, 'x', '', 'a.b.c', 'e30.e30.e30', 'x'.repeat(5000)];
}
