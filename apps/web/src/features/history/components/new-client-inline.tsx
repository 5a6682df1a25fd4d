import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ClientInput,
  clientInputSchema,
  clientMessages,
  type HistoryClientOption,
  historyMessages as m,
} from '@immopilote/contracts';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { useCreateClient } from '../../clients';

const FIELDS: (keyof ClientInput)[] = ['fullName', 'firstName', 'email', 'phone'];

/**
 * « Nouveau client » inside the visit form: the directory's required fields (spec 001 §5) and the
 * phone, created through the client API, then chosen for the visit. Not a <form>: it sits inside the
 * visit's form, so Enter here creates the client instead of submitting the visit.
 */
export function NewClientInline({ onCreated }: { onCreated(client: HistoryClientOption): void }) {
  const create = useCreateClient();
  const form = useForm<ClientInput, unknown, ClientInput>({
    // raw: the fields as typed go to the API, which parses them with the same schema.
    resolver: zodResolver(clientInputSchema, undefined, { raw: true }),
    defaultValues: { fullName: '', firstName: '', email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const client = await create.mutateAsync(values);
      onCreated({ id: client.id, fullName: client.fullName, email: client.email, phone: client.phone });
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: m.newClientFailed });
    }
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter in its fields creates the client (see above).
    <div
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={clientMessages.fullName} required error={errors.fullName?.message}>
          <Input autoComplete="off" {...form.register('fullName')} />
        </Field>
        <Field label={clientMessages.firstName} required error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </Field>
        <Field label={clientMessages.email} required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label={clientMessages.phone} error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </Field>
      </div>
      <Button type="button" variant="secondary" onClick={() => void submit()} disabled={isSubmitting}>
        <UserPlus className="size-4" aria-hidden />
        {isSubmitting ? m.creatingClient : m.createClient}
      </Button>
    </div>
  );
}
