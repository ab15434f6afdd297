import { AppError, ErrorCode, type ProviderState } from '@dental/contracts';
import { ProviderError } from './provider-http';

/**
 * What a list shows when its provider fails: an empty page that says why (spec 03 §8: the SMS
 * tables show an empty table on failure), rather than an error the screen would have to explain.
 * A wrong request is the caller's: 400 with the provider's words.
 */
export function failedListState(provider: string, error: unknown): ProviderState {
  if (error instanceof ProviderError) {
    if (error.failure === 'bad-request') throw new AppError(ErrorCode.BadInput, error.message);
    return { provider, state: 'down', message: error.message };
  }
  throw error;
}

/** A single record's failure: 404 when the provider has none, 503 when it cannot answer or refuses us. */
export function recordError(error: unknown, notFoundMessage: string): never {
  if (error instanceof ProviderError) {
    if (error.failure === 'not-found') throw new AppError(ErrorCode.NotFound, notFoundMessage);
    if (error.failure === 'bad-request') throw new AppError(ErrorCode.BadInput, error.message);
    throw new AppError(ErrorCode.ServiceUnavailable, error.message);
  }
  throw error;
}
