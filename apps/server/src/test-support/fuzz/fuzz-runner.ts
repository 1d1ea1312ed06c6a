import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { findLeaks } from './answer-checks.js';
import { DocumentValidator } from './document-validator.js';
import { hostileStrings } from './hostile-values.js';
import { requestArbitrary, type FuzzRequest } from './fuzz-requests.js';
import type { OpenApiDocument, Operation } from './openapi-operations.js';
import type { IdPool } from './schema-arbitrary.js';
import { poolFor, type DemoWorld } from './id-pool.js';

/** Who sends a request: a demo user's bearer, the public API key, or nobody. */
export interface FuzzRole {
  name: string;
  headers: Record<string, string>;
  /** How many of the round robin's slots it takes (default 1). */
  weight?: number;
}

export interface FuzzFailure {
  operation: string;
  role: string;
  /** The case number: with the seed and the operation it regenerates the request. */
  caseIndex: number;
  request: FuzzRequest;
  status: number;
  problems: string[];
  answer: string;
}

export interface FuzzResult {
  sent: number;
  failures: FuzzFailure[];
  statuses: Record<string, number>;
  /** The operations no request got a 2xx answer from (their happy path went untested). */
  neverSucceeded: string[];
}

/** A 32-bit FNV-1a hash: stable per operation id, so one operation replays on its own. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed of case `caseIndex` of an operation under the run's seed. */
export const caseSeed = (seed: number, operationId: string, caseIndex: number) =>
  (seed ^ hash(`${operationId}#${caseIndex}`)) | 0;

/** The request of one case: the same for the same seed, operation and case number. */
export function fuzzCase(op: Operation, pool: IdPool, seed: number, caseIndex: number) {
  return fc.sample(requestArbitrary(op, pool), {
    seed: caseSeed(seed, op.id, caseIndex),
    numRuns: 1,
  })[0];
}

/** The role of a case: round robin over the roles, each as often as its weight (default 1). */
export function roleOf<R extends { weight?: number }>(
  roles: R[],
  operationId: string,
  caseIndex: number,
): R {
  const slots = roles.flatMap((role) => Array<R>(role.weight ?? 1).fill(role));
  return slots[(hash(operationId) + caseIndex) % slots.length];
}

const TEXT_TYPE = /json|text|xml|csv/;

/** Sends `runs` requests spread evenly over the operations (round robin over the roles). */
export async function runFuzz(options: {
  app: FastifyInstance;
  operations: Operation[];
  /** The OpenAPI document every answer (errors included) is checked against. */
  document: OpenApiDocument;
  roles: FuzzRole[];
  world: DemoWorld;
  seed: number;
  runs: number;
  concurrency: number;
  /** Only this case number (a replay). */
  onlyCase?: number;
  /** Prints every request and its answer (a replay, or FUZZ_VERBOSE=1). */
  verbose?: boolean;
  onProgress?: (sent: number) => void;
}): Promise<FuzzResult> {
  const { app, operations, roles, world, seed } = options;
  const pools = new Map(operations.map((op) => [op.id, poolFor(world, op)]));
  const perOperation = Math.max(
    1 + (options.onlyCase ?? 0),
    Math.ceil(options.runs / operations.length),
  );
  const validator = new DocumentValidator(options.document);
  const result: FuzzResult = { sent: 0, failures: [], statuses: {}, neverSucceeded: [] };
  const succeeded = new Set<string>();
  const tasks: { op: Operation; caseIndex: number }[] = [];
  for (let caseIndex = 0; caseIndex < perOperation; caseIndex++) {
    if (options.onlyCase !== undefined && caseIndex !== options.onlyCase) continue;
    for (const op of operations) tasks.push({ op, caseIndex });
  }
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const { op, caseIndex } = tasks[next++];
      const role = roleOf(roles, op.id, caseIndex);
      const request = fuzzCase(op, pools.get(op.id)!, seed, caseIndex);
      const failure = await sendAndCheck(app, op, role, request, validator);
      if (options.verbose) {
        const body = request.payload ?? '';
        console.info(
          `#${caseIndex} ${role.name} ${request.method} ${request.url.slice(0, 200)} ${request.mode}` +
            ` ${JSON.stringify(request.headers)} ${body.slice(0, 300)} -> ${failure.status} ${failure.answer.slice(0, 300)}`,
        );
      }
      result.sent++;
      result.statuses[failure.status] = (result.statuses[failure.status] ?? 0) + 1;
      if (failure.status < 300) succeeded.add(op.id);
      if (failure.problems.length > 0) result.failures.push({ ...failure, caseIndex });
      if (result.sent % 2000 === 0) options.onProgress?.(result.sent);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  result.neverSucceeded = operations.map((op) => op.id).filter((id) => !succeeded.has(id));
  return result;
}

async function sendAndCheck(
  app: FastifyInstance,
  op: Operation,
  role: FuzzRole,
  request: FuzzRequest,
  validator: DocumentValidator,
): Promise<Omit<FuzzFailure, 'caseIndex'>> {
  const problems: string[] = [];
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...role.headers, ...request.headers },
    payload: request.payload,
  });
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  const text = TEXT_TYPE.test(type) || type === '' ? res.body : '';
  const sent = `${request.url}\n${request.payload ?? ''}\n${JSON.stringify(request.headers)}`;
  for (const leak of findLeaks(text, sent, hostileStrings)) problems.push(`leak: ${leak}`);
  const answer = { status: res.statusCode, contentType: type, body: res.body };
  for (const e of validator.check(op.method, op.path, answer)) problems.push(`document: ${e}`);
  return {
    operation: op.id,
    role: role.name,
    request,
    status: res.statusCode,
    problems,
    answer: text.slice(0, 400),
  };
}

/** The failures grouped by operation, each with what it takes to replay it. */
export function formatFailures(failures: FuzzFailure[], seed: number): string {
  const byOperation = new Map<string, FuzzFailure[]>();
  for (const f of failures)
    byOperation.set(f.operation, [...(byOperation.get(f.operation) ?? []), f]);
  const lines: string[] = [];
  for (const [operation, list] of byOperation) {
    lines.push(`${operation}: ${list.length} failing request(s)`);
    for (const f of list.slice(0, 3)) {
      const payload = f.request.payload ?? '';
      lines.push(
        `  replay: FUZZ_SEED=${seed} FUZZ_OP='${operation}' FUZZ_CASE=${f.caseIndex} (role ${f.role}, ${f.request.mode})`,
        `    ${f.request.method} ${f.request.url.slice(0, 300)} ${JSON.stringify(f.request.headers)}`,
        `    body: ${payload.length > 300 ? `${payload.slice(0, 300)}... (${payload.length} chars)` : payload}`,
        `    -> ${f.status} ${f.problems.join('; ')}`,
        `    answer: ${f.answer.slice(0, 300)}`,
      );
    }
  }
  return lines.join('\n');
}
