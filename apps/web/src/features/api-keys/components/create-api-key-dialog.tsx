import {
  API_KEY_DEFAULT_RATE,
  API_KEY_MAX_MONTHS,
  API_RESOURCES,
  type ApiKeyCreateInput,
  type ApiKeyCreated,
  addMonthsToDate,
  apiKeyCreateSchema,
  apiKeyMessages as m,
  parisToday,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateApiKey } from '../api/create-api-key';

type Output = z.output<typeof apiKeyCreateSchema>;

const EMPTY: ApiKeyCreateInput = {
  name: '',
  scopes: [],
  expiresOn: '',
  rateLimitPerMinute: String(API_KEY_DEFAULT_RATE) as unknown as number,
};

/** « Créer une clé »: the form, then the secret shown once with its copy button. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? m.created.title : m.form.title}
      closeLabel={m.close}
    >
      {created ? (
        <SecretOnce created={created} done={() => close(false)} />
      ) : (
        <CreateForm onCreated={setCreated} cancel={() => close(false)} />
      )}
    </Dialog>
  );
}

function CreateForm({ onCreated, cancel }: { onCreated(created: ApiKeyCreated): void; cancel(): void }) {
  const create = useCreateApiKey();
  const form = useForm<ApiKeyCreateInput, unknown, Output>({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const today = parisToday();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['name', 'scopes', 'expiresOn', 'rateLimitPerMinute'],
        toastTitle: m.createError,
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={m.form.name} required error={errors.name?.message}>
        <Input autoComplete="off" placeholder={m.form.namePlaceholder} {...form.register('name')} />
      </Field>
      <fieldset className="space-y-2" aria-describedby={errors.scopes ? 'scopes-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">
          {m.form.scopes}
          <span aria-hidden="true"> *</span>
        </legend>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                {m.form.resource}
              </th>
              <th scope="col" className="w-20 py-1 text-center font-medium">
                {m.form.read}
              </th>
              <th scope="col" className="w-20 py-1 text-center font-medium">
                {m.form.write}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {API_RESOURCES.map((resource) => (
              <tr key={resource}>
                <th scope="row" className="py-1 text-left font-normal text-slate-800">
                  {m.resources[resource]}
                </th>
                {(['read', 'write'] as const).map((right) => (
                  <td key={right} className="py-1 text-center">
                    <input
                      type="checkbox"
                      value={`${resource}:${right}`}
                      aria-label={m.form.scopeLabel(m.resources[resource], m.form[right])}
                      className="size-5 accent-brand-700"
                      {...form.register('scopes')}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {errors.scopes && (
          <p id="scopes-error" className="text-sm text-red-700">
            {errors.scopes.message ?? errors.scopes.root?.message ?? m.errors.scopesRequired}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.form.expiresOn} hint={m.form.expiresOnHint} error={errors.expiresOn?.message}>
          <DateField
            control={form.control}
            name="expiresOn"
            min={today}
            max={addMonthsToDate(today, API_KEY_MAX_MONTHS)}
          />
        </Field>
        <Field label={m.form.rateLimit} error={errors.rateLimitPerMinute?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('rateLimitPerMinute')} />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={cancel}>
          {m.form.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {m.form.submit}
        </Button>
      </div>
    </form>
  );
}

function SecretOnce({ created, done }: { created: ApiKeyCreated; done(): void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(m.created.copied);
    } catch {
      // The field stays selectable: the head copies it by hand.
    }
  };
  return (
    <div className="space-y-4">
      <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
        <p className="text-sm font-medium text-amber-900">{m.created.warning}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            aria-label={created.key.name}
            value={created.secret}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy className="size-4" aria-hidden />
            {m.created.copy}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={done}>
          {m.created.done}
        </Button>
      </div>
    </div>
  );
}
