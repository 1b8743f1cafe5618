/** An error the API answers as-is: HTTP status plus an envelope code and a user-facing msg. */
import { ResponseCode } from '../../shared/api/contract/envelope';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Sent as the envelope's `data`, for callers that act on the failure (sign-in form). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, ResponseCode.notFound, message);
export const badRequest = (message: string) => new ApiError(400, ResponseCode.info, message);
export const forbidden = (message: string) => new ApiError(403, ResponseCode.forbidden, message);
