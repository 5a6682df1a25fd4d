import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTAL_PROTOCOLS,
  PORTALS,
  type Portal,
  type PortalConnection,
  type PortalConnectionCreate,
  portalConnectionCreateSchema,
  portalConnectionUpdateSchema,
  portalsMessages as m,
} from '@immopilote/contracts';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateConnection, useUpdateConnection } from '../api/save-connection';

type Values = PortalConnectionCreate;
const FIELDS = [
  'portal',
  'label',
  'portalAgencyId',
  'protocol',
  'host',
  'port',
  'username',
  'password',
  'folder',
] as const;

function valuesOf(connection: PortalConnection | null, portal: Portal): Values {
  return {
    portal: connection?.portal ?? portal,
    label: connection?.label ?? '',
    portalAgencyId: connection?.portalAgencyId ?? '',
    protocol: connection?.protocol ?? 'ftp',
    host: connection?.host ?? '',
    port: connection ? String(connection.port) : '21',
    username: connection?.username ?? '',
    password: '',
    folder: connection?.folder ?? '/',
    enabled: connection?.enabled ?? true,
  } as Values;
}

/**
 * A connection's form: new (the portals not yet connected to choose from) or an edit (the portal
 * fixed). The password is write-only: left empty on an edit, the stored one is kept.
 */
export function PortalConnectionForm({
  connection,
  freePortals,
  onDone,
}: {
  connection: PortalConnection | null;
  freePortals: readonly Portal[];
  onDone(): void;
}) {
  const create = useCreateConnection();
  const update = useUpdateConnection();
  const schema = connection ? portalConnectionUpdateSchema : portalConnectionCreateSchema;
  const form = useForm<Values>({
    resolver: zodResolver(schema as typeof portalConnectionCreateSchema) as unknown as Resolver<Values>,
    defaultValues: valuesOf(connection, freePortals[0] ?? PORTALS[0]),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const portal = form.watch('portal');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (connection) {
        const { portal: _portal, password, ...rest } = values;
        await update.mutateAsync({ id: connection.id, body: password ? { ...rest, password } : rest });
      } else {
        await create.mutateAsync(values);
      }
      toast.success(m.saved);
      onDone();
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: m.saveFailed });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={m.formTitleNew}>
      {!connection && (
        <Field label={m.portal} error={errors.portal?.message}>
          <Select {...form.register('portal')}>
            {freePortals.map((p) => (
              <option key={p} value={p}>
                {m.portalNames[p]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {portal === 'poliris' && (
        <Field label={m.label} hint={m.labelHelp} error={errors.label?.message}>
          <Input autoComplete="off" {...form.register('label')} />
        </Field>
      )}
      <Field label={m.portalAgencyId} hint={m.portalAgencyIdHelp} error={errors.portalAgencyId?.message}>
        <Input autoComplete="off" {...form.register('portalAgencyId')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr_1fr]">
        <Field label={m.protocol} error={errors.protocol?.message}>
          <Select {...form.register('protocol')}>
            {PORTAL_PROTOCOLS.map((p) => (
              <option key={p} value={p}>
                {m.protocols[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.host} error={errors.host?.message}>
          <Input autoComplete="off" placeholder={m.hostPlaceholder} {...form.register('host')} />
        </Field>
        <Field label={m.port} error={errors.port?.message}>
          <Input inputMode="numeric" {...form.register('port')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.username} error={errors.username?.message}>
          <Input autoComplete="off" {...form.register('username')} />
        </Field>
        <Field
          label={m.password}
          error={errors.password?.message}
          hint={connection?.hasPassword ? m.passwordKept : undefined}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
      </div>
      <Field label={m.folder} error={errors.folder?.message}>
        <Input autoComplete="off" {...form.register('folder')} />
      </Field>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="portal-enabled" checked={field.value ?? true} onCheckedChange={field.onChange} />
            <label htmlFor="portal-enabled" className="text-sm text-slate-900">
              {m.enabled}
            </label>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
