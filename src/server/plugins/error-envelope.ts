/**
 * Every failure answers in the response envelope. Bad input: HTTP 400, code '100' and a
 * msg naming the field (for the shared text and date formats, what the value may not hold). A duplicate refused by a unique constraint (a race between two
 * requests): HTTP 400, code '100'. Unknown /api path: 404. Anything unexpected: HTTP 500 with a
 * generic msg and the request id that is in the log; no stack trace ever leaves.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorEnvelope, ResponseCode } from '../../shared/api/contract/envelope';
import { FORMAT_PROBLEMS, isStringFormat } from '../../shared/api/contract/formats';
import { ApiError } from '../lib/api-error';

type ValidationItem = NonNullable<FastifyError['validation']>[number];

/** A unique constraint refused the write (PostgreSQL 23505, better-sqlite3's code). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function describeValidation(item: ValidationItem, context: string | undefined): string {
  const params = item.params;
  const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof params.additionalProperty === 'string') return `Unknown field '${params.additionalProperty}'`;
  if (typeof params.missingProperty === 'string') return `Field '${params.missingProperty}' is required`;
  const field = path || context || 'request';
  if (item.keyword === 'format' && isStringFormat(params.format)) {
    const problem = FORMAT_PROBLEMS[params.format];
    return `Field '${field}': ${problem['zh-CN']} (${problem.en})`;
  }
  return `Field '${field}' ${item.message ?? 'is invalid'}`;
}

export const errorEnvelope = fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    if ('validation' in error && error.validation && error.validation.length > 0) {
      const msg = describeValidation(error.validation[0] as ValidationItem, error.validationContext);
      return reply.status(400).send({ isOk: false, code: ResponseCode.info, msg } satisfies ErrorEnvelope);
    }
    if (error instanceof ApiError) {
      const envelope: ErrorEnvelope & { data?: unknown } = { isOk: false, code: error.code, msg: error.message };
      if (error.data !== undefined) envelope.data = error.data;
      return reply.status(error.statusCode).send(envelope);
    }
    // Two requests raced past the service's 'is it free?' check: the second one is told,
    // as the check would have told it, and nothing was written.
    if (isUniqueViolation(error)) {
      request.log.info({ err: error }, 'refused a duplicate');
      return reply
        .status(400)
        .send({ isOk: false, code: ResponseCode.info, msg: '数据已存在，请勿重复提交' } satisfies ErrorEnvelope);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ isOk: false, code: '429', msg: 'Too many requests, please retry later' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON or form, oversize body, bad media type):
      // their messages are safe to show and say what was wrong.
      request.log.info({ err: error }, 'rejected bad request');
      return reply
        .status(400)
        .send({ isOk: false, code: ResponseCode.info, msg: error.message } satisfies ErrorEnvelope);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      isOk: false,
      code: ResponseCode.error,
      msg: 'Internal server error',
      requestId: String(request.id),
    } satisfies ErrorEnvelope);
  });
});
