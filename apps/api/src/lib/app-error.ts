import { ErrorCode } from '@storytable/domain';

/** The one error type services throw; the error handler turns it into `{ message, error, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError(ErrorCode.VALIDATION, 400, message, details);
  }
  static unauthenticated(message = 'Not logged in') {
    return new AppError(ErrorCode.UNAUTHENTICATED, 401, message);
  }
  static forbidden(
    message = 'You do not have permission to do that',
    code: ErrorCode = ErrorCode.FORBIDDEN,
  ) {
    return new AppError(code, 403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(ErrorCode.NOT_FOUND, 404, message);
  }
  static conflict(code: ErrorCode, message: string) {
    return new AppError(code, 409, message);
  }
  /** 429: the error handler sends Retry-After from `details.retryAfterSeconds`. */
  static tooMany(code: ErrorCode, message: string, retryAfterSeconds: number) {
    return new AppError(code, 429, message, { retryAfterSeconds });
  }

  /** Seconds to wait before trying again, when this error says. */
  get retryAfterSeconds(): number | undefined {
    const details = this.details as { retryAfterSeconds?: unknown } | undefined;
    return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
  }
}
