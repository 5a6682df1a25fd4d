import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';
import { toast } from './toast';

/**
 * Server errors on a form (STYLE habit 5): messages about known fields go under those fields,
 * anything else becomes a toast with the given title.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  options: {
    setError: UseFormSetError<T>;
    fields: readonly Path<T>[];
    toastTitle: string;
    fallback: string;
    /** Wraps the server's message in the spec's sentence, e.g. "Erreur lors de … : {message}". */
    describe?: (message: string) => string;
  },
): void {
  const raw = error instanceof Error && error.message ? error.message : options.fallback;
  const message = options.describe ? options.describe(raw) : raw;
  const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
  let shown = 0;
  for (const [field, text] of Object.entries(fieldErrors)) {
    if (!options.fields.includes(field as Path<T>)) continue;
    options.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  if (shown === 0) toast.error(options.toastTitle, message);
}
