import { zodResolver } from '@hookform/resolvers/zod';
import {
  agencyMessages,
  type InboundMailbox,
  type InboundMailboxInput,
  inboundMailboxInputSchema,
  leadsMessages,
  siteSettingsMessages as m,
  type z,
} from '@immopilote/contracts';
import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useInboundMailbox } from '../api/get-inbound-mailbox';
import { usePollInboundMailbox } from '../api/poll-inbound-mailbox';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useRemoveInboundMailbox, useUpdateInboundMailbox } from '../api/update-inbound-mailbox';

/**
 * The inbound mailbox of portal lead e-mails (issue 29): IMAP settings (the password is
 * write-only), the polling status, « Relever maintenant », the webhook's address and secret (shown
 * once), and the last messages received with what became of each.
 */
export function InboundMailboxCard({ editable }: { editable: boolean }) {
  const mailbox = useInboundMailbox();
  return (
    <Card className="space-y-6 p-4 sm:p-6" role="region" aria-labelledby="mailbox-title">
      <div className="space-y-1">
        <h2 id="mailbox-title" className="text-lg font-semibold text-slate-900">
          {m.mailboxTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.mailboxHelp}</p>
      </div>
      {mailbox.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : mailbox.isError ? (
        <p className="text-sm text-slate-700">{m.mailboxUnavailable}</p>
      ) : (
        <>
          <ImapForm mailbox={mailbox.data} editable={editable} />
          <PollStatus mailbox={mailbox.data} editable={editable} />
          <Webhook mailbox={mailbox.data} editable={editable} />
          <RecentMessages recent={mailbox.data.recent} />
        </>
      )}
    </Card>
  );
}

type Output = z.output<typeof inboundMailboxInputSchema>;

function imapValues(mailbox: InboundMailbox): InboundMailboxInput {
  const imap = mailbox.imap;
  return {
    enabled: imap?.enabled ?? true,
    host: imap?.host ?? '',
    port: imap ? String(imap.port) : '993',
    secure: imap?.secure ?? true,
    user: imap?.user ?? '',
    password: '',
    folder: imap?.folder ?? 'INBOX',
  } as InboundMailboxInput;
}

function ImapForm({ mailbox, editable }: { mailbox: InboundMailbox; editable: boolean }) {
  const update = useUpdateInboundMailbox();
  const remove = useRemoveInboundMailbox();
  const form = useForm<InboundMailboxInput, unknown, Output>({
    resolver: zodResolver(inboundMailboxInputSchema),
    defaultValues: imapValues(mailbox),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, ...input }) => {
    try {
      // Blank keeps the stored password: it is not sent at all.
      const saved = await update.mutateAsync(password ? { ...input, password } : input);
      form.reset(imapValues(saved));
      toast.success(m.mailboxSaved);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['host', 'port', 'user', 'password', 'folder'],
        toastTitle: m.mailboxSaveError,
      });
    }
  });

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(m.mailboxRemoved);
    } catch (error) {
      toast.error(m.mailboxActionError, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={m.mailboxTitle}>
      <fieldset disabled={!editable} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
          <Field label={m.mailboxHost} error={errors.host?.message}>
            <Input autoComplete="off" placeholder={m.mailboxHostPlaceholder} {...form.register('host')} />
          </Field>
          <Field label={m.mailboxPort} error={errors.port?.message}>
            <Input inputMode="numeric" {...form.register('port')} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.mailboxUser} error={errors.user?.message}>
            <Input autoComplete="off" {...form.register('user')} />
          </Field>
          <Field
            label={m.mailboxPassword}
            error={errors.password?.message}
            hint={mailbox.imap?.hasPassword ? m.mailboxPasswordKept : undefined}
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
        </div>
        <Field label={m.mailboxFolder} error={errors.folder?.message}>
          <Input autoComplete="off" {...form.register('folder')} />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <SwitchField form={form} name="secure" label={m.mailboxSecure} />
          <SwitchField form={form} name="enabled" label={m.mailboxEnabled} />
        </div>
      </fieldset>
      {editable && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {mailbox.imap ? (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="danger-ghost">
                  {m.mailboxRemove}
                </Button>
              }
              title={m.mailboxRemoveTitle}
              description={m.mailboxRemoveText}
              confirmLabel={m.mailboxRemove}
              cancelLabel={agencyMessages.cancel}
              onConfirm={onRemove}
            />
          ) : (
            <span />
          )}
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? m.saving : m.mailboxSave}
          </Button>
        </div>
      )}
    </form>
  );
}

function SwitchField({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useForm<InboundMailboxInput, unknown, Output>>;
  name: 'secure' | 'enabled';
  label: string;
}) {
  const id = `mailbox-${name}`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />
          <label htmlFor={id} className="text-sm text-slate-900">
            {label}
          </label>
        </div>
      )}
    />
  );
}

function PollStatus({ mailbox, editable }: { mailbox: InboundMailbox; editable: boolean }) {
  const poll = usePollInboundMailbox();
  const { status } = mailbox;
  const when = (value: string | null) => (value ? formatDateTime(value) : m.never);
  if (!mailbox.imap) return null;
  return (
    <section className="space-y-3 border-t border-slate-100 pt-4" aria-labelledby="mailbox-status">
      <h3 id="mailbox-status" className="font-medium text-slate-900">
        {m.statusTitle}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{m.lastPoll}</dt>
          <dd className="text-slate-900">{when(status.lastPollAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{m.lastSuccess}</dt>
          <dd className="text-slate-900">{when(status.lastSuccessAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{m.nextPoll}</dt>
          <dd className="text-slate-900">{when(status.nextPollAt)}</dd>
        </div>
        {status.lastError && (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{m.lastError}</dt>
            <dd className="text-red-700">
              {status.lastError}
              {status.failures > 0 && ` (${m.failures(status.failures)})`}
            </dd>
          </div>
        )}
      </dl>
      {editable && (
        <Button
          type="button"
          variant="secondary"
          disabled={poll.isPending}
          onClick={() =>
            poll.mutate(undefined, {
              onSuccess: () => toast.success(m.mailboxPollQueued),
              onError: (error) => toast.error(m.mailboxActionError, error.message),
            })
          }
        >
          <RefreshCw className="size-4" aria-hidden />
          {m.mailboxPollNow}
        </Button>
      )}
    </section>
  );
}

function Webhook({ mailbox, editable }: { mailbox: InboundMailbox; editable: boolean }) {
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  return (
    <section className="space-y-3 border-t border-slate-100 pt-4" aria-labelledby="webhook-title">
      <h3 id="webhook-title" className="font-medium text-slate-900">
        {m.webhookTitle}
      </h3>
      <p className="text-sm text-slate-600">{m.webhookHelp}</p>
      <Field label={m.webhookUrl}>
        <Input readOnly value={mailbox.webhook.url} className="font-mono text-xs" />
      </Field>
      <p className="text-sm text-slate-700">
        {mailbox.webhook.hasSecret ? m.webhookHasSecret : m.webhookNoSecret}
      </p>
      {secret && (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">{m.secretShownOnce}</p>
          <div className="flex gap-2">
            <Input readOnly aria-label={m.secretLabel} value={secret} className="font-mono text-xs" />
            <Button type="button" variant="secondary" onClick={() => copy(secret)}>
              <Copy className="size-4" aria-hidden />
              {m.copy}
            </Button>
          </div>
        </div>
      )}
      {editable && (
        <Button
          type="button"
          variant="secondary"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: (result) => setSecret(result.secret),
              onError: (error) => toast.error(m.mailboxActionError, error.message),
            })
          }
        >
          {mailbox.webhook.hasSecret ? m.regenerateSecret : m.generateSecret}
        </Button>
      )}
    </section>
  );
}

function RecentMessages({ recent }: { recent: InboundMailbox['recent'] }) {
  return (
    <section className="space-y-2 border-t border-slate-100 pt-4" aria-labelledby="recent-title">
      <h3 id="recent-title" className="font-medium text-slate-900">
        {m.recentTitle}
      </h3>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-600">{m.recentEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {recent.map((message) => (
            <li key={message.id} className="flex flex-col gap-0.5 py-2">
              <span className="break-words font-medium text-slate-900">
                {message.subject ?? m.recentNoSubject}
              </span>
              <span className="break-words text-slate-600">
                {[
                  formatDateTime(message.receivedAt),
                  message.from,
                  leadsMessages.channels[message.channel],
                  leadsMessages.inboundStatuses[message.status],
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {message.error && <span className="text-red-700">{message.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
