/**
 * The contract enforced: every answer a test's app gives is checked against the app's own
 * /api/openapi.json (its status is listed for the operation, its media type is listed for that
 * status, its JSON body is valid against the schema there). A mismatch is recorded here and
 * conformance-setup.ts fails the test that caused it (afterEach), with what was answered and why.
 * Answers of routes the document does not show (the docs page, the SPA, an unknown path) are not
 * checked.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openApiPath } from '../lib/openapi.ts';

type Response = { content?: Record<string, { schema?: object }> };
type Operation = { responses: Record<string, Response> };
export type Document = { paths: Record<string, Record<string, Operation>>; components: object };

const problems: string[] = [];
/** Every answer checked (and how many statuses of each operation were seen), for the fuzz's report. */
export const seen = { answers: 0, mismatches: 0 };

/** Statuses a test provokes on purpose outside the document (an injected failure's 500), each allowed once. */
const allowedOnce: number[] = [];
export const allowUndocumentedStatusOnce = (status: number) => allowedOnce.push(status);

/** The mismatches recorded since the last call. */
export const takeConformanceProblems = () => {
  allowedOnce.length = 0;
  return problems.splice(0);
};

/** The document's compiled schemas, once per document (an app builds its document once, when first asked). */
type Checker = { document: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> };
const checkers = new WeakMap<Document, Checker>();

/** A validator that reads the document's component references. */
export function documentValidator(document: Document, options: { coerceTypes?: 'array' } = {}) {
  // multipleOfPrecision: 146.2 is a multiple of 0.1 (146.2 / 0.1 is 1461.9999999999998 in floating point).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    multipleOfPrecision: 9,
    ...options,
  });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
  return {
    ajv,
    compile: (schema: object) =>
      ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'))),
  };
}

/**
 * Apps with the same routes have the same document (only `servers` follows PUBLIC_URL): a test
 * file's apps, and every file's in the same worker, build and compile it once.
 */
const byRoutes = new Map<string, Checker>();
/** Each plugin context of an app, once it has been looked up. */
const byContext = new WeakMap<FastifyInstance, Checker>();

function checkerOf(source: FastifyInstance | Document): Checker {
  if (!('paths' in source)) {
    let checker = byContext.get(source);
    if (checker) return checker;
    const routes = source.printRoutes({ commonPrefix: false });
    checker = byRoutes.get(routes) ?? checkerOf((source as unknown as { swagger(): Document }).swagger());
    byRoutes.set(routes, checker);
    byContext.set(source, checker);
    return checker;
  }
  let checker = checkers.get(source);
  if (!checker) {
    checker = { document: source, ajv: documentValidator(source).ajv, validators: new Map() };
    checkers.set(source, checker);
  }
  return checker;
}

const mediaTypeOf = (header: unknown) =>
  String(Array.isArray(header) ? header[0] : (header ?? ''))
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** Why an answer does not match the document, or null when it does (or the document does not show its route). */
export function mismatchOf(
  /** The app (its own document), or a document to check against (the fuzz's figures for an older one). */
  app: FastifyInstance | Document,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const url = request.routeOptions.url;
  if (!url || request.method === 'HEAD') return null;
  const checker = checkerOf(app);
  const operation = checker.document.paths[openApiPath(url)]?.[request.method.toLowerCase()];
  if (!operation) return null;
  const status = String(reply.statusCode);
  const response = operation.responses[status];
  if (!response)
    return `status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`;
  const media = mediaTypeOf(reply.getHeader('content-type'));
  const empty = payload === undefined || payload === null || payload === '';
  if (!response.content)
    return empty ? null : `status ${status} is documented without a body, but one was sent (${media})`;
  if (empty && status === '303') return null;
  const content = response.content[media];
  if (!content)
    return `media type '${media}' is not documented for ${status} (documented: ${Object.keys(response.content).join(', ')})`;
  if (media !== 'application/json' || !content.schema) return null;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null; // a stream: not read here
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return `the ${status} body is not JSON`;
  }
  const key = `${request.method} ${url} ${status}`;
  let validate = checker.validators.get(key);
  if (!validate) {
    validate = checker.ajv.compile(
      JSON.parse(JSON.stringify(content.schema).replaceAll('"#/components/', '"openapi.json#/components/')),
    );
    checker.validators.set(key, validate);
  }
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 4)
    .map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');
  return `the ${status} body does not match its schema: ${errors}; body: ${payload.toString().slice(0, 300)}`;
}

/** Checks one answer of a test app (createTestApp passes every answer here, as buildApp's `onAnswer`). */
export function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  seen.answers += 1;
  let problem: string | null;
  try {
    problem = mismatchOf(request.server, request, reply, payload);
  } catch (err) {
    problem = `the conformance check failed: ${err instanceof Error ? err.stack : String(err)}`;
  }
  const allowed = allowedOnce.indexOf(reply.statusCode);
  if (problem?.startsWith(`status ${reply.statusCode} is not documented`) && allowed >= 0) {
    allowedOnce.splice(allowed, 1);
    return;
  }
  if (problem) {
    seen.mismatches += 1;
    problems.push(`${request.method} ${request.url.slice(0, 200)} -> ${reply.statusCode}: ${problem}`);
  }
}

/** checkAnswer as an onSend hook, for a test that builds its app with buildApp itself. */
export const checkAnswerHook = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  checkAnswer(request, reply, payload);
  return payload;
};
