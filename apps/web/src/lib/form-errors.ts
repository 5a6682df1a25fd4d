import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';
import { toast } from './toast';

/**
 * Server errors on a form (STYLE habit 5): messages about known fields go under those fields;
 * the toast with the given title reports the rest, or every failure when the spec asks for it.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  options: {
    setError: UseFormSetError<T>;
    fields: readonly Path<T>[];
    toastTitle: string;
    /** The toast's text when the error carries no message of its own. */
    fallback?: string;
    /** Wraps the server's message in the spec's sentence, e.g. "Erreur lors de … : {message}". */
    describe?: (message: string) => string;
    /** The spec's failure toast appears even when the fields show what went wrong. */
    alwaysToast?: boolean;
  },
): void {
  const raw = error instanceof Error && error.message ? error.message : options.fallback;
  const message = options.describe && raw !== undefined ? options.describe(raw) : raw;
  const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
  let shown = 0;
  for (const [field, text] of Object.entries(fieldErrors)) {
    if (!options.fields.includes(field as Path<T>)) continue;
    options.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  if (shown === 0 || options.alwaysToast) toast.error(options.toastTitle, message);
}

/**
 * react-hook-form re-checks only the field being typed in; an error between two fields (bedrooms
 * above rooms, an end date before the start) sits under one but is often fixed from the other, and a
 * value set by code (a client picked from a list fills « Nom du client ») is not re-checked at all.
 * After the first submit, every change re-checks the fields still in error, so each message goes as
 * soon as the form no longer has it (UX.md). A server's message stays until its own field is typed in.
 */
export function useRecheckErrorsOnChange<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>) {
  useEffect(() => {
    const subscription = form.watch(() => {
      if (!form.formState.isSubmitted) return;
      const errors = form.formState.errors as Record<string, { type?: unknown } | undefined>;
      const stale = Object.keys(errors).filter((field) => errors[field]?.type !== 'server') as Path<T>[];
      if (stale.length > 0) void form.trigger(stale);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
