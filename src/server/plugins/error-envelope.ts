/**
 * Every failure answers in the response envelope, its msg in the request's language
 * (Accept-Language 'en' or zh-CN). Bad input: HTTP 400, code '100', a msg naming the field
 * (for the shared text and date formats, what the value may not hold) and the field's path
 * as `field`. A duplicate refused by a unique constraint (a race between two
 * requests): HTTP 400, code '100'. Unknown /api path: 404. Anything unexpected: HTTP 500 with a
 * generic msg and the request id that is in the log; no stack trace ever leaves.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorEnvelope, ResponseCode } from '../../shared/api/contract/envelope';
import type { LabelLocale, LocalizedText } from '../../shared/domain/labels';
import { ApiError } from '../lib/api-error';
import { describeValidation } from './validation-text';

/** A unique constraint refused the write (PostgreSQL 23505, better-sqlite3's code). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The language the request asked for: English when Accept-Language starts with 'en', else zh-CN (the default). */
export function requestLocale(request: FastifyRequest): LabelLocale {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh-CN';
}

const DUPLICATE: LocalizedText = {
  'zh-CN': '数据已存在，请勿重复提交',
  en: 'This already exists: do not submit it twice',
};
const TOO_MANY: LocalizedText = { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests, please retry later' };
const BUSY: LocalizedText = { 'zh-CN': '服务器繁忙，请稍后再试', en: 'The server is busy, please retry shortly' };
const INTERNAL: LocalizedText = { 'zh-CN': '服务器内部错误', en: 'Internal server error' };

export const errorEnvelope = fp(async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const locale = requestLocale(request);
    const failed = 'validation' in error ? error.validation?.[0] : undefined;
    if (failed) {
      const { text, field } = describeValidation(
        failed,
        'validationContext' in error ? error.validationContext : undefined,
      );
      const envelope: ErrorEnvelope = { isOk: false, code: ResponseCode.info, msg: text[locale] };
      if (field !== undefined) envelope.field = field;
      return reply.status(400).send(envelope);
    }
    if (error instanceof ApiError) {
      const envelope: ErrorEnvelope & { data?: unknown } = { isOk: false, code: error.code, msg: error.text[locale] };
      if (error.field !== undefined) envelope.field = error.field;
      if (error.data !== undefined) envelope.data = error.data;
      return reply.status(error.statusCode).send(envelope);
    }
    // Two requests raced past the service's 'is it free?' check: the second one is told,
    // as the check would have told it, and nothing was written.
    if (isUniqueViolation(error)) {
      request.log.info({ err: error }, 'refused a duplicate');
      return reply
        .status(400)
        .send({ isOk: false, code: ResponseCode.info, msg: DUPLICATE[locale] } satisfies ErrorEnvelope);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ isOk: false, code: '429', msg: TOO_MANY[locale] });
    }
    if (status === 503) {
      // Overload (under-pressure, which set Retry-After) or a server closing: nothing was done.
      request.log.warn({ err: error }, 'refused while busy');
      return reply.status(503).send({ isOk: false, code: '503', msg: BUSY[locale] });
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
      msg: INTERNAL[locale],
      requestId: String(request.id),
    } satisfies ErrorEnvelope);
  });
});
