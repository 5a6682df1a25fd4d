import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactElement, useState } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { Field } from './field';
import { PasswordInput } from './password-input';

/** A request whose one field is the password (or a code standing for it). */
type Proof<F extends string> = { [K in F]: string };

interface PasswordConfirmDialogProps<F extends string> {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The request's schema from the contracts, and its field that holds the password. */
  schema: z.ZodType<Proof<F>, Proof<F>>;
  field: F;
  label: string;
  hint: string;
  /** Sends the request; the dialog closes once it succeeds. */
  onConfirm(body: Proof<F>): Promise<void>;
  /** A failure the password field cannot explain: the dialog closes and the caller reports it. */
  onFailure(error: unknown): void;
}

/**
 * The one confirmation of a sensitive action with the password (delete the account, turn off or
 * renew two-factor codes). It stays open while the server answers, so a wrong password shows under
 * the field; closing it forgets what was typed.
 */
export function PasswordConfirmDialog<F extends string>({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  schema,
  field,
  label,
  hint,
  onConfirm,
  onFailure,
}: PasswordConfirmDialogProps<F>) {
  const [open, setOpen] = useState(false);
  // The field's name is only known as `F` here: react-hook-form's paths cannot be worked out from a type parameter.
  const name = field as unknown as Path<Proof<F>>;
  const form = useForm<Proof<F>, unknown, Proof<F>>({
    resolver: zodResolver(schema),
    defaultValues: { [field]: '' } as DefaultValues<Proof<F>>,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onConfirm(body);
      setOpen(false);
      form.reset();
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.fieldErrors[field] : undefined;
      if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
      else {
        setOpen(false);
        form.reset();
        onFailure(error);
      }
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      confirmDisabled={form.watch(name) === '' || isSubmitting}
      onConfirm={(event) => {
        // The dialog stays open until the server answers: a wrong password is shown in it.
        event.preventDefault();
        void submit();
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={label} hint={hint} error={errors[field]?.message as string | undefined}>
          <PasswordInput autoComplete="current-password" {...form.register(name)} />
        </Field>
      </form>
    </ConfirmDialog>
  );
}
