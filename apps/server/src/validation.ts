import { commonMessages } from '@immopilote/contracts';
import type { z } from 'zod';
import { AppError } from './errors';

/** Parses untrusted input; the first message per field goes back to the form, the first overall to the toast. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? commonMessages.invalidData;
  throw new AppError('VALIDATION_FAILED', first, fieldErrors);
}
