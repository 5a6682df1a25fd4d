import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
  webhookMessages as m,
  type z,
} from '@immopilote/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';

type Output = z.output<typeof webhookEndpointInputSchema>;

interface EndpointDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The endpoint edited; a new one otherwise. Its URL stays (a new address is a new endpoint). */
  endpoint?: WebhookEndpoint;
  onCreated?(created: CreatedWebhookEndpoint): void;
}

/** « Ajouter un point de terminaison » and « Modifier »: the URL, the events, a description. */
export function EndpointDialog({ open, onOpenChange, endpoint, onCreated }: EndpointDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={endpoint ? m.editTitle : m.add}
      closeLabel={m.cancel}
    >
      {open && <EndpointForm endpoint={endpoint} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </Dialog>
  );
}

function EndpointForm({
  endpoint,
  onDone,
  onCreated,
}: {
  endpoint?: WebhookEndpoint;
  onDone(): void;
  onCreated?(created: CreatedWebhookEndpoint): void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm<WebhookEndpointInput, unknown, Output>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['property.created'],
    },
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await update.mutateAsync({
          id: endpoint.id,
          body: { description: values.description ?? null, events: values.events },
        });
        toast.success(m.saved);
      } else {
        onCreated?.(await create.mutateAsync(values));
      }
      onDone();
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['url', 'description', 'events'],
        toastTitle: m.actionFailed,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={m.urlLabel} hint={endpoint ? undefined : m.urlHelp} error={errors.url?.message} required>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          readOnly={Boolean(endpoint)}
          placeholder={m.urlPlaceholder}
          className="font-mono text-sm"
          {...form.register('url')}
        />
      </Field>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <fieldset
            className="space-y-2"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="text-sm font-medium text-slate-900">{m.eventsLabel}</legend>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event) => {
                const checked = field.value?.includes(event) ?? false;
                return (
                  <label key={event} className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-brand-700"
                      checked={checked}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? [...(field.value ?? []), event]
                            : (field.value ?? []).filter((v) => v !== event),
                        )
                      }
                    />
                    <span>
                      {m.events[event]}
                      <span className="ml-1.5 font-mono text-xs text-slate-500">{event}</span>
                    </span>
                  </label>
                );
              })}
            </div>
            {errors.events && (
              <p id="webhook-events-error" className="text-sm text-red-700">
                {errors.events.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Field label={m.descriptionLabel} error={errors.description?.message}>
        <Input autoComplete="off" {...form.register('description')} />
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {endpoint ? m.save : m.create}
        </Button>
      </div>
    </form>
  );
}
