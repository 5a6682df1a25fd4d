import { zodResolver } from '@hookform/resolvers/zod';
import { aiMessages, reviewAnalysisRequestSchema } from '@immopilote/contracts';
import { useForm } from 'react-hook-form';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { useReviewAnalyses } from '../api/review-analyses';
import { PastAnalyses } from '../components/past-analyses';
import { ReviewAccessCard } from '../components/review-access';
import type { ReviewSearchState } from '../components/review-flow';

const IMPORT_MAX_BYTES = 1024 * 1024;

/** /review-search: the agency to analyse and its reviews (pasted, imported, or Google's). */
export function Component() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const previous = (useLocation().state as ReviewSearchState | null)?.request;
  const analyses = useReviewAnalyses();
  const fileHint = useId();
  const [imported, setImported] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(reviewAnalysisRequestSchema),
    defaultValues: {
      agencyName: previous?.agencyName ?? me?.agency?.name ?? '',
      address: previous?.address ?? me?.agency?.address ?? '',
      city: previous?.city ?? me?.agency?.city ?? '',
      reviewsText: previous?.reviewsText ?? '',
    },
  });
  useRecheckErrorsOnChange(form);
  const { errors } = form.formState;

  const refused = analyses.error instanceof ApiRequestError ? analyses.error.status : null;
  if (refused === 402 || refused === 403) {
    return (
      <section className="mx-auto max-w-3xl space-y-6">
        <PageHeader
          title={aiMessages.reviewSearchTitle}
          back={{ to: '/dashboard', label: aiMessages.backToDashboard }}
        />
        <ReviewAccessCard reason={refused === 402 ? 'plan' : 'permission'} />
      </section>
    );
  }

  const submit = form.handleSubmit(
    ({ address, ...request }) => {
      const state: ReviewSearchState = { request: { ...request, address: address ?? undefined } };
      navigate('/review-loading', { state });
    },
    () => toast.error(aiMessages.requiredTitle, aiMessages.required),
  );

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      toast.error(aiMessages.importTooLarge);
      return;
    }
    const text = await file.text();
    const typed = (form.getValues('reviewsText') ?? '').trim();
    form.setValue('reviewsText', typed ? `${typed}\n\n${text}` : text);
    setImported(aiMessages.importedFile(file.name, text.split('\n').filter((l) => l.trim()).length));
  };

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={aiMessages.reviewSearchTitle}
        back={{ to: '/dashboard', label: aiMessages.backToDashboard }}
        meta={<p className="text-sm text-slate-600">{aiMessages.reviewSearchIntro}</p>}
      />
      <Card className="p-4 sm:p-6">
        <form noValidate className="space-y-4" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={aiMessages.agencyNameLabel} required error={errors.agencyName?.message}>
              <Input autoComplete="organization" {...form.register('agencyName')} />
            </Field>
            <Field label={aiMessages.cityLabel} required error={errors.city?.message}>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </Field>
          </div>
          <Field label={aiMessages.addressLabel} error={errors.address?.message}>
            <Input autoComplete="street-address" {...form.register('address')} />
          </Field>
          {analyses.data ? (
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              {analyses.data.googlePlaces ? aiMessages.googleOn : aiMessages.googleOff}
            </p>
          ) : (
            <Skeleton className="h-10 w-full" />
          )}
          <Field
            label={aiMessages.reviewsLabel}
            hint={aiMessages.reviewsHelp}
            error={errors.reviewsText?.message}
          >
            <Textarea rows={8} {...form.register('reviewsText')} />
          </Field>
          <div className="space-y-1">
            <FilePicker
              label={aiMessages.importCsv}
              accept=".csv,.txt,text/csv,text/plain"
              describedBy={fileHint}
              onFiles={(files) => void importFile(files[0])}
            />
            <p id={fileHint} className="text-xs text-slate-600" aria-live="polite">
              {imported}
            </p>
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {aiMessages.analyse}
          </Button>
        </form>
      </Card>
      {analyses.data && <PastAnalyses items={analyses.data.items} />}
    </section>
  );
}
