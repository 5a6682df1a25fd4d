import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AgencySite,
  type AgencySiteInput,
  agencySiteInputSchema,
  siteSettingsMessages as m,
  type z,
} from '@immopilote/contracts';
import { CheckCircle2, CircleAlert, ExternalLink } from 'lucide-react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSlugAvailability } from '../api/check-slug';
import { useUpdateAgencySite } from '../api/update-agency-site';
import { OpeningHoursEditor } from './opening-hours-editor';

type Output = z.output<typeof agencySiteInputSchema>;

const TEXT_FIELDS = [
  'cardNumber',
  'cardIssuer',
  'guaranteeName',
  'insurerName',
  'insurerPolicy',
  'legalForm',
  'siren',
  'rcsCity',
  'contactEmail',
  'contactPhone',
  'intro',
] as const;

/** The form holds text as typed: « none » is blank. */
function formValues(site: AgencySite): AgencySiteInput {
  return {
    slug: site.slug ?? '',
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, site[name] ?? ''])),
    guaranteeAmount: site.guaranteeAmount === null ? '' : String(site.guaranteeAmount).replace('.', ','),
    shareCapital: site.shareCapital === null ? '' : String(site.shareCapital).replace('.', ','),
    showFullAddress: site.showFullAddress,
    openingHours: site.openingHours,
  } as AgencySiteInput;
}

/** The first message anywhere under a nested field (the opening hours' days and ranges). */
function firstMessage(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  if (typeof errors.message === 'string') return errors.message;
  for (const value of Object.values(errors)) {
    const found = value && typeof value === 'object' ? firstMessage(value as FieldErrors) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The public site's address, the agency's legal identity (loi Hoguet), contact, presentation and
 * opening hours: one form, saved whole. Members read it; only the head's copy is editable.
 */
export function AgencySiteForm({ site, editable }: { site: AgencySite; editable: boolean }) {
  const update = useUpdateAgencySite();
  const form = useForm<AgencySiteInput, unknown, Output>({
    resolver: zodResolver(agencySiteInputSchema),
    defaultValues: formValues(site),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const slug = (form.watch('slug') as string) ?? '';
  const changedSlug = slug.trim().toLowerCase() !== (site.slug ?? '');
  const availability = useSlugAvailability(slug, editable && changedSlug);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset(formValues(saved));
      toast.success(m.siteSaved);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['slug', ...TEXT_FIELDS, 'guaranteeAmount', 'shareCapital', 'openingHours'],
        toastTitle: m.siteSaveError,
      });
    }
  });

  const text = (name: (typeof TEXT_FIELDS)[number], label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={errors[name]?.message}>
      <Input {...props} {...form.register(name)} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={m.tabTitle}>
      <fieldset disabled={!editable} className="min-w-0 space-y-6">
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.siteTitle}</h2>
          <p className="text-sm text-slate-600">{m.siteHelp}</p>
          <Field
            label={m.slugLabel}
            error={errors.slug?.message}
            hint={!changedSlug && site.publicUrl ? m.siteAddress(site.publicUrl) : undefined}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              placeholder={m.slugPlaceholder}
              {...form.register('slug')}
            />
          </Field>
          {editable && changedSlug && slug.trim() !== '' && !errors.slug && (
            <SlugStatus
              pending={availability.isFetching}
              available={availability.data?.available}
              message={availability.data?.message ?? null}
            />
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <span>{site.slug ? m.publishedCount(site.publishedCount) : m.slugNone}</span>
            {site.publicUrl && (
              <a
                href={site.publicUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden />
                {m.viewSite}
              </a>
            )}
          </div>
        </Card>

        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.legalTitle}</h2>
          <p className="text-sm text-slate-600">{m.legalHelp}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('cardNumber', m.cardNumber)}
            {text('cardIssuer', m.cardIssuer)}
            {text('guaranteeName', m.guaranteeName)}
            <Field label={m.guaranteeAmount} error={errors.guaranteeAmount?.message}>
              <Input inputMode="decimal" {...form.register('guaranteeAmount')} />
            </Field>
            {text('insurerName', m.insurerName)}
            {text('insurerPolicy', m.insurerPolicy)}
            {text('legalForm', m.legalForm)}
            {text('siren', m.siren, { inputMode: 'numeric' })}
            {text('rcsCity', m.rcsCity)}
            <Field label={m.shareCapital} error={errors.shareCapital?.message}>
              <Input inputMode="decimal" {...form.register('shareCapital')} />
            </Field>
          </div>
          <p className="text-sm text-slate-600">{m.invoiceFactsHint}</p>
        </Card>

        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.contactTitle}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('contactEmail', m.contactEmail, { type: 'email', inputMode: 'email' })}
            {text('contactPhone', m.contactPhone, { type: 'tel', inputMode: 'tel' })}
          </div>
          <Field label={m.intro} error={errors.intro?.message} hint={m.introHint}>
            <Textarea rows={4} {...form.register('intro')} />
          </Field>
          <Controller
            control={form.control}
            name="showFullAddress"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Switch
                  id="site-show-full-address"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-describedby="site-show-full-address-hint"
                />
                <div>
                  <label htmlFor="site-show-full-address" className="text-sm font-medium text-slate-900">
                    {m.showFullAddress}
                  </label>
                  <p id="site-show-full-address-hint" className="text-xs text-slate-600">
                    {m.showFullAddressHint}
                  </p>
                </div>
              </div>
            )}
          />
        </Card>

        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.hoursTitle}</h2>
          <p className="text-sm text-slate-600">{m.hoursHelp}</p>
          <Controller
            control={form.control}
            name="openingHours"
            render={({ field }) => (
              <OpeningHoursEditor
                value={field.value}
                onChange={field.onChange}
                error={firstMessage(errors.openingHours as FieldErrors | undefined)}
                editable={editable}
              />
            )}
          />
        </Card>
      </fieldset>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? m.saving : m.save}
          </Button>
        </div>
      )}
    </form>
  );
}

function SlugStatus({
  pending,
  available,
  message,
}: {
  pending: boolean;
  available: boolean | undefined;
  message: string | null;
}) {
  if (pending || available === undefined) {
    return (
      <p className="text-sm text-slate-600" aria-live="polite">
        {m.slugChecking}
      </p>
    );
  }
  return (
    <p
      aria-live="polite"
      className={`flex items-start gap-2 text-sm ${available ? 'text-green-800' : 'text-red-700'}`}
    >
      {available ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      {available ? m.slugAvailable : message}
    </p>
  );
}
