import type { ProblemDetail } from './errors';

/**
 * The documented HTTP answer envelope (spec README decision 1): a `success` flag with `data` or an
 * encrypted `value`, or an error message with a flag saying whether it may be shown to a person.
 */
export type ApiSuccess<T> = { success: true; data: T } | { success: true; value: string };
export interface ApiFailure {
  success: false;
  message: string;
  displayable: boolean;
  code: ProblemDetail['code'];
  issues?: ProblemDetail['issues'];
  requestId?: string;
}
export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export function ok<T>(data: T): ApiSuccess<T> {
  return { success: true, data };
}
