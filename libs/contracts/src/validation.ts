import type { z } from 'zod';
import { AppError, ErrorCode } from './http/errors';

/**
 * Parses input against a schema; on failure throws BAD_INPUT whose message names every wrong field,
 * e.g. "limit must be one of 25, 50, 100; filter.carrier.value is required for this operation".
 */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.join('.') || what;
    const message =
      issue.code === 'unrecognized_keys'
        ? `has unknown field(s): ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type' && issue.received === 'undefined'
          ? 'is required'
          : issue.message.replace(/^Required$/, 'is required');
    return { path, message };
  });
  throw new AppError(ErrorCode.BadInput, issues.map((i) => `${i.path} ${i.message}`).join('; '), true, issues);
}
