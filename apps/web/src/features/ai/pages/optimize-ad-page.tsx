import { zodResolver } from '@hookform/resolvers/zod';
import {
  aiMessages,
  type ListingProposal,
  listingOptimizeRequestSchema,
  type Property,
} from '@immopilote/contracts';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApplyListing } from '../api/apply-listing';
import { optimizeListing } from '../api/optimize-listing';
import { ListingComparison } from '../components/listing-comparison';
import { MissingFacts } from '../components/missing-facts';

type Outcome =
  | { kind: 'loading' }
  | { kind: 'answer'; answer: ListingProposal }
  | { kind: 'plan' }
  | { kind: 'error'; title: string; message: string };

function failureOf(error: unknown): Outcome {
  if (error instanceof ApiRequestError && error.status === 402) return { kind: 'plan' };
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      kind: 'error',
      title: aiMessages.communicationErrorTitle,
      message: aiMessages.communicationError,
    };
  }
  const message = error instanceof ApiRequestError ? error.message : aiMessages.communicationError;
  return { kind: 'error', title: aiMessages.errorTitle, message };
}

/**
 * /optimize-ad (spec 001 §2, §4): one automatic request on entry; validation 1 offers the
 * proposal beside the original, 2 asks for the missing information, 3 / invalid / network
 * failure lets the user keep the saved property as it is.
 */
export function Component() {
  const navigate = useNavigate();
  const property = (useLocation().state as { property?: Property } | null)?.property;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const infoForm = useForm({
    resolver: zodResolver(listingOptimizeRequestSchema),
    defaultValues: { infoSup: '' },
  });
  /** What was typed, for a retry after a failure (nothing typed: the first request again). */
  const typedInfo = () => infoForm.getValues('infoSup')?.trim() || undefined;
  const controller = useRef<AbortController | null>(null);
  const apply = useApplyListing(property?.id ?? '');
  const detailUrl = property ? `/property-detail/${property.id}` : '/dashboard';

  const run = useCallback(
    (extra?: string) => {
      if (!property) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setOutcome({ kind: 'loading' });
      optimizeListing(property.id, extra, current.signal).then(
        (job) => {
          if (current.signal.aborted || job.status === 'cancelled') return;
          if (job.status === 'done' && job.result) setOutcome({ kind: 'answer', answer: job.result });
          else setOutcome({ kind: 'error', title: aiMessages.errorTitle, message: job.error ?? '' });
        },
        (error: unknown) => {
          if (!current.signal.aborted) setOutcome(failureOf(error));
        },
      );
    },
    [property],
  );

  useEffect(() => {
    if (!property) {
      toast.error(aiMessages.missingDataTitle);
      navigate('/add-property', { replace: true });
      return;
    }
    run();
    return () => controller.current?.abort();
  }, [property, navigate, run]);

  if (!property) return null;

  const keepAsIs = () => {
    toast.success(aiMessages.savedTitle);
    navigate(detailUrl);
  };

  return (
    <section className="space-y-6">
      <PageHeader
        title={aiMessages.optimizeTitle}
        back={{ to: detailUrl, label: aiMessages.seeProperty }}
        meta={<p className="text-sm text-slate-600">{property.name}</p>}
      />

      {outcome.kind === 'loading' && (
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          <Spinner label={aiMessages.optimizeLoading} />
          <div className="space-y-1">
            <p className="font-medium text-slate-900">{aiMessages.optimizeLoading}</p>
            <p className="text-sm text-slate-600">{aiMessages.optimizeLoadingHint}</p>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              controller.current?.abort();
              navigate(detailUrl);
            }}
          >
            {aiMessages.cancel}
          </Button>
        </Card>
      )}

      {outcome.kind === 'plan' && (
        <Card className="space-y-3 p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles className="size-5 text-brand-700" aria-hidden />
            {aiMessages.planRequiredTitle}
          </h2>
          <p className="text-slate-700">{aiMessages.planRequired}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/manage-subscription">{aiMessages.seePlans}</Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to={detailUrl}>{aiMessages.seeProperty}</Link>
            </Button>
          </div>
        </Card>
      )}

      {outcome.kind === 'error' && (
        <Card className="space-y-3 p-6" role="alert">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-red-800">
            <AlertTriangle className="size-5" aria-hidden />
            {outcome.title}
          </h2>
          <p className="text-slate-700">{outcome.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={keepAsIs}>{aiMessages.saveWithoutOptimisation}</Button>
            <Button variant="secondary" onClick={() => run(typedInfo())}>
              {aiMessages.retry}
            </Button>
          </div>
        </Card>
      )}

      {outcome.kind === 'answer' && outcome.answer.validation === 3 && (
        <Card className="space-y-3 p-6" role="alert">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-red-800">
            <AlertTriangle className="size-5" aria-hidden />
            {aiMessages.errorTitle}
          </h2>
          {outcome.answer.reason && <p className="text-slate-700">{outcome.answer.reason}</p>}
          <div className="flex flex-wrap gap-2">
            <Button onClick={keepAsIs}>{aiMessages.saveWithoutOptimisation}</Button>
            <Button variant="secondary" onClick={() => run(typedInfo())}>
              {aiMessages.retry}
            </Button>
          </div>
        </Card>
      )}

      {outcome.kind === 'answer' && outcome.answer.validation === 2 && (
        <Card className="space-y-4 p-6">
          <MissingFacts
            propertyId={property.id}
            infoSup={outcome.answer.infoSup ?? ''}
            missing={outcome.answer.missing}
          />
          <form
            noValidate
            className="space-y-4"
            onSubmit={infoForm.handleSubmit(
              ({ infoSup }) => run(infoSup),
              () => toast.error(aiMessages.infoSupRequired),
            )}
          >
            <Field
              label={aiMessages.infoSupLabel}
              hint={aiMessages.infoSupHelp}
              error={infoForm.formState.errors.infoSup?.message}
              required
            >
              <Textarea rows={4} {...infoForm.register('infoSup')} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{aiMessages.resubmit}</Button>
              <Button type="button" variant="secondary" onClick={keepAsIs}>
                {aiMessages.saveWithoutOptimisation}
              </Button>
            </div>
          </form>
        </Card>
      )}

      {outcome.kind === 'answer' && outcome.answer.validation === 1 && outcome.answer.proposal && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            {aiMessages.engineNote(aiMessages.providerBy[outcome.answer.engine])}
          </p>
          {outcome.answer.corrections.length > 0 && (
            <Card
              role="status"
              aria-labelledby="ai-corrections-title"
              className="space-y-2 border-amber-300 bg-amber-50 p-4"
            >
              <h2 id="ai-corrections-title" className="text-sm font-semibold text-amber-900">
                {aiMessages.correctionsTitle}
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900">
                {outcome.answer.corrections.map((correction) => (
                  <li key={correction}>{correction}</li>
                ))}
              </ul>
            </Card>
          )}
          <ListingComparison original={outcome.answer.original} proposal={outcome.answer.proposal} />
          {outcome.answer.addedLegalMentions.length > 0 && (
            <Card role="region" aria-labelledby="legal-mentions-title" className="space-y-2 p-4">
              <h2 id="legal-mentions-title" className="text-sm font-semibold text-slate-900">
                {aiMessages.legalMentionsTitle}
              </h2>
              <p className="text-sm text-slate-600">{aiMessages.legalMentionsHint}</p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {outcome.answer.addedLegalMentions.map((mention) => (
                  <li key={mention}>{mention}</li>
                ))}
              </ul>
            </Card>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={apply.isPending}
              onClick={() => {
                const proposal = outcome.answer.proposal;
                if (!proposal) return;
                apply.mutate(proposal, {
                  onSuccess: () => {
                    toast.success(aiMessages.savedTitle);
                    navigate(detailUrl);
                  },
                  onError: (error) => toast.error(aiMessages.updateFailed, error.message),
                });
              }}
            >
              {aiMessages.useProposal}
            </Button>
            <Button variant="secondary" onClick={keepAsIs}>
              {aiMessages.keepOriginal}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
