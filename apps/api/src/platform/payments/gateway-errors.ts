import { ErrorCode, maskPaymentIds, PAYMENT_MESSAGES } from '@storytable/domain';
import { AppError } from '../../lib/app-error.ts';
import { PaymentGatewayError } from './gateway.ts';

/**
 * Runs a gateway call for a route: a missing object becomes a 404 with `notFound`, any other
 * provider failure a 502 whose message names no ids; our own errors pass through.
 */
export async function viaGateway<T>(fn: () => Promise<T>, notFound = 'Not found'): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toAppError(err, notFound);
  }
}

export function toAppError(err: unknown, notFound = 'Not found'): unknown {
  if (!(err instanceof PaymentGatewayError)) return err;
  if (err.isMissing) return AppError.notFound(notFound);
  return new AppError(ErrorCode.INTERNAL, 502, PAYMENT_MESSAGES.PROVIDER_ERROR, {
    type: err.type,
    code: err.code,
    message: maskPaymentIds(err.message),
  });
}
