/**
 * An error the API answers as-is: HTTP status plus an envelope code and a user-facing msg,
 * written at the throw site in both UI languages; the error handler answers the one the
 * request asked for (Accept-Language, see plugins/error-envelope.ts).
 */
import { ResponseCode } from '../../shared/api/contract/envelope';
import type { LocalizedText } from '../../shared/domain/labels';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: LocalizedText,
    /** Sent as the envelope's `data`, for callers that act on the failure (sign-in form). */
    readonly data?: unknown,
    /** The refused input's path ('assignments.0.roleId'), sent as the envelope's `field`. */
    readonly field?: string,
  ) {
    // The log reads the Chinese text, as the site's staff do.
    super(text['zh-CN']);
    this.name = 'ApiError';
  }
}

/**
 * A domain rule's reason written 'Chinese (English)' in one string, split into its two
 * languages; a reason in one language only is answered as it is in both.
 */
export function bilingualOf(text: string): LocalizedText {
  const match = /^(.*?[^ -~].*?)\s*\(([ -~]+)\)$/s.exec(text);
  if (!match?.[1] || !match[2]) return { 'zh-CN': text, en: text };
  return { 'zh-CN': match[1], en: match[2].charAt(0).toUpperCase() + match[2].slice(1) };
}

export const notFound = (text: LocalizedText) => new ApiError(404, ResponseCode.notFound, text);
export const badRequest = (text: LocalizedText) => new ApiError(400, ResponseCode.info, text);
export const forbidden = (text: LocalizedText) => new ApiError(403, ResponseCode.forbidden, text);
