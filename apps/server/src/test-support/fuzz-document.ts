/**
 * Requests built from /api/openapi.json itself (issue 32), for the fuzz's document pass: for each
 * operation, values of its own parameter and body schemas (valid ones, and ones the document
 * forbids), each request judged against the document with Ajv, so the pass can tell a forbidden
 * request the server accepted (2xx) from an allowed one it refused (400).
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { documentValidator, type Document } from './conformance.ts';
import { badValue, encodeSegment, fromSchema, type JsonSchema, rawBodies, toQueryString } from './fuzz-inputs.ts';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};

export type DocumentRequest = {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What the document says of it: allowed, or why not. */
  forbidden: string | null;
};

/** `schema` with every component reference written out (the contract has no cycles). */
function inline(schema: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (depth > 30) throw new Error('fuzz-document: references nested too deep');
  if (Array.isArray(schema)) return schema.map((s) => inline(s, components, depth + 1));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return inline(components[ref.replace('#/components/schemas/', '')], components, depth + 1);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, components, depth + 1)]));
}

/** A schema the generator can walk: no `false` properties (a field the branch forbids is simply not sent). */
function forGenerator(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(forGenerator) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties')
      out[key] = Object.fromEntries(
        Object.entries(value as object)
          .filter(([, s]) => s !== false)
          .map(([k, s]) => [k, forGenerator(s)]),
      );
    else out[key] = forGenerator(value);
  }
  return out as JsonSchema;
}

export type OperationFuzz = {
  name: string;
  secured: boolean;
  requests: fc.Arbitrary<DocumentRequest>;
};

/**
 * For every operation of `document`: valid requests (weight `valid`) and requests with some part
 * the document forbids. `segments`: real ids and dates to put in paths now and then.
 */
export function operationsOf(
  document: Document,
  {
    auth,
    timeZone,
    segments,
  }: {
    /** An Authorization header (or none), and whether it is a live session. */
    auth: fc.Arbitrary<{ header?: string; live: boolean }>;
    timeZone: fc.Arbitrary<string>;
    segments: string[];
  },
): OperationFuzz[] {
  const components = (document.components as { schemas?: Record<string, unknown> }).schemas ?? {};
  const { ajv } = documentValidator(document);
  const { ajv: coercing } = documentValidator(document, { coerceTypes: 'array' });
  const compile = (schema: unknown, withCoercion = false): ValidateFunction =>
    (withCoercion ? coercing : ajv).compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')),
    );
  const result: OperationFuzz[] = [];
  for (const [path, ops] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(ops)) {
      const op = raw as unknown as Operation;
      const params = op.parameters ?? [];
      const inPath = params.filter((p) => p.in === 'path');
      const inQuery = params.filter((p) => p.in === 'query');
      const querySchema = {
        type: 'object',
        properties: Object.fromEntries(inQuery.map((p) => [p.name, p.schema])),
        required: inQuery.filter((p) => p.required).map((p) => p.name),
      };
      const validQuery = compile(querySchema, true);
      const validSegment = new Map(inPath.map((p) => [p.name, compile(p.schema, true)]));
      const json = op.requestBody?.content['application/json']?.schema;
      const validBody = json ? compile(json) : null;
      const bodyRequired = op.requestBody?.required === true;
      const secured = (op.security ?? []).length > 0;
      const generatorOf = (schema: unknown) => forGenerator(inline(schema, components));

      const segment = (p: Parameter) =>
        fc.oneof(
          { weight: 3, arbitrary: fromSchema(generatorOf(p.schema), 'valid').map(String) },
          { weight: 2, arbitrary: fc.constantFrom(...segments) },
          { weight: 1, arbitrary: fromSchema(generatorOf(p.schema), 'bad').map(String) },
        );
      const query = fc.oneof(
        { weight: 3, arbitrary: fromSchema(generatorOf(querySchema), 'valid') },
        { weight: 1, arbitrary: fromSchema(generatorOf(querySchema), 'bad') },
      );
      type Body = { payload?: string; type?: string; value?: unknown; raw?: true };
      const body: fc.Arbitrary<Body> = json
        ? fc.oneof(
            { weight: 6, arbitrary: fromSchema(generatorOf(json), 'valid').map((value) => ({ value })) },
            { weight: 3, arbitrary: fromSchema(generatorOf(json), 'bad').map((value) => ({ value })) },
            { weight: 1, arbitrary: badValue.map((value) => ({ value })) },
            { weight: 1, arbitrary: rawBodies.map((b) => ({ payload: b.payload, type: b.type, raw: true as const })) },
            { weight: 1, arbitrary: fc.constant({}) },
          )
        : fc.constant({});
      const requests = fc
        .record({
          segments: fc.tuple(...inPath.map(segment)),
          query,
          body,
          auth,
          timeZone,
        })
        .map(({ segments: values, query: q, body: b, auth: authorization, timeZone: zone }): DocumentRequest => {
          let url = path;
          const reasons: string[] = [];
          for (const [i, p] of inPath.entries()) {
            const value = values[i]!;
            url = url.replace(`{${p.name}}`, encodeSegment(value));
            if (!validSegment.get(p.name)!(value)) reasons.push(`path ${p.name}`);
          }
          const queryObject = (q && typeof q === 'object' ? q : {}) as Record<string, unknown>;
          const queryString = toQueryString(queryObject);
          // The server reads the query as text: judge what it will read (strings; a repeated key, a list).
          const sent: Record<string, string | string[]> = {};
          for (const [key, value] of new URLSearchParams(queryString)) {
            const before = sent[key];
            sent[key] = before === undefined ? value : [before, value].flat();
          }
          if (!validQuery(sent)) reasons.push('query');
          if (queryString) url = `${url}?${queryString}`;
          const headers: Record<string, string> = { 'x-time-zone': zone };
          if (authorization.header !== undefined) headers.authorization = authorization.header;
          let payload: string | undefined;
          if (b.raw) {
            payload = b.payload;
            if (payload !== undefined) headers['content-type'] = b.type!;
            if (json || payload !== undefined) reasons.push('a body that is not JSON');
          } else if ('value' in b) {
            payload = JSON.stringify(b.value);
            if (payload === undefined) {
              if (bodyRequired) reasons.push('no body');
            } else {
              headers['content-type'] = 'application/json';
              if (validBody && !validBody(b.value)) reasons.push('body');
            }
          } else if (bodyRequired) reasons.push('no body');
          if (secured && !authorization.live) reasons.push('no session');
          return {
            operation: op.operationId,
            method: method.toUpperCase(),
            url,
            headers,
            payload,
            forbidden: reasons.length ? reasons.join(', ') : null,
          };
        });
      result.push({ name: `${method.toUpperCase()} ${path}`, secured, requests });
    }
  }
  return result;
}
