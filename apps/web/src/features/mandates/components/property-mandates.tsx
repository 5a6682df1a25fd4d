import { holdsPermission, mandateMessages as m } from '@immopilote/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../auth';
import { usePropertyMandates } from '../api/get-property-mandates';
import { day, retractionText, signatureText, termText } from './mandate-text';
import { MandateStatusBadge } from './mandate-status-badge';

/**
 * The « Mandat » section of a property page: its register lines and « Nouveau mandat ». Shown to
 * the members who may register mandates (« Ajouter des biens ») and the head; the API decides anyway.
 */
export function PropertyMandates({ propertyId }: { propertyId: string }) {
  const profile = useMe().data?.profile;
  const allowed = Boolean(profile && holdsPermission(profile, 'add_property'));
  const mandates = usePropertyMandates(propertyId, allowed);
  if (!allowed) return null;
  const items = mandates.data?.items ?? [];

  return (
    <section aria-labelledby="property-mandates-title">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="property-mandates-title" className="text-lg font-semibold text-slate-900">
            {m.sectionTitle}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to="/mandates"
              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {m.seeRegister}
            </Link>
            <Button asChild variant="secondary">
              <Link to={`/mandates/new?bien=${propertyId}`}>
                <Plus className="size-4" aria-hidden />
                {m.newMandate}
              </Link>
            </Button>
          </div>
        </div>
        {mandates.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : mandates.isError ? (
          <p className="text-sm text-red-700">{m.loadFailed}</p>
        ) : items.length === 0 ? (
          // « Nouveau mandat » is in the section's header, just above.
          <EmptyState compact title={m.emptyProperty} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((mandate) => (
              <li key={mandate.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
                <div className="space-y-1">
                  <p className="font-semibold text-slate-900">
                    <Link
                      to={`/mandates/${mandate.id}`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {m.activityRegister[mandate.activity]} · {m.columns.number} {mandate.number}
                    </Link>{' '}
                    · {m.kindLabels[mandate.kind]}
                  </p>
                  <p className="text-xs text-slate-600">
                    {[signatureText(mandate), retractionText(mandate)].filter(Boolean).join(' · ')}
                  </p>
                  {mandate.negotiationBlockedUntil && (
                    <p className="text-xs text-amber-900">
                      {m.negotiationBlocked(day(mandate.negotiationBlockedUntil))}
                    </p>
                  )}
                  <p className="text-slate-700">
                    {mandate.mandators.map((x) => x.name).join(', ')} — {termText(mandate)}
                  </p>
                  {mandate.closedOn && (
                    <p className="text-xs text-slate-600">
                      {m.closedOn(m.statusLabels[mandate.status], day(mandate.closedOn))} —{' '}
                      {mandate.closeReason}
                    </p>
                  )}
                </div>
                <MandateStatusBadge status={mandate.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
