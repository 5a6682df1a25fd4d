import { adText, aiMessages, marketMessages, propertyMessages } from '@immopilote/contracts';
import { Calculator, History, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatLongDate, formatPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { PropertyMandates } from '../../mandates';
import { OwnerReportCard } from '../../owner-reports';
import { PriceAdviceCard } from '../../market-insights';
import { PlanGate, useEnsureFeature } from '../../subscription';
import { useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';
import { TypeBadge } from '../components/property-badges';
import { PropertyDocuments } from '../components/property-documents';
import { PropertyGallery } from '../components/property-gallery';
import { ListingChecklist } from '../components/listing-checklist';
import { PropertyEnergy } from '../components/property-energy';
import { isNotFound } from '../components/property-not-found';
import { PropertyStatusSelect } from '../components/property-status-select';
import { PropertyDetails, PropertySummary } from '../components/property-summary';

const pm = propertyMessages.page;

export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const ensureFeature = useEnsureFeature();
  const property = useProperty(propertyId);
  const remove = useDeleteProperty(propertyId);
  // After a delete the detail query is gone on purpose; that must not read as "not found".
  const deleted = useRef(false);

  useEffect(() => {
    if (property.isError && !deleted.current) {
      toast.error(
        propertyMessages.notFoundTitle,
        isNotFound(property.error) ? undefined : (property.error as Error).message,
      );
      navigate('/dashboard', { replace: true });
    }
  }, [property.isError, property.error, navigate]);

  if (!property.data) return <PropertySkeleton />;
  const p = property.data;
  const editUrl = `/edit-property/${p.id}`;

  const onDelete = () => {
    deleted.current = true;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(propertyMessages.deletedTitle);
        navigate('/dashboard', { replace: true });
      },
      onError: () => {
        deleted.current = false;
        toast.error(propertyMessages.deleteFailed);
      },
    });
  };

  const onEvaluate = async () => {
    if (!(await ensureFeature('price_evaluation'))) return;
    // The evaluation itself belongs to the AI feature; the webhook address stays on the server.
    await navigate('/webhook-loading', {
      state: {
        type: 'evaluateProperty',
        entityId: p.id,
        title: propertyMessages.evaluateTitle,
        description: propertyMessages.evaluateDescription,
        fallback: `/property-detail/${p.id}`,
      },
    });
  };

  return (
    <article className="space-y-6">
      <PageHeader
        title={p.name}
        back={{ to: '/dashboard', label: pm.backToDashboard }}
        meta={<TypeBadge type={p.type} />}
        actions={
          <Button asChild variant="secondary">
            <Link to={editUrl}>
              <Pencil className="size-4" aria-hidden />
              {pm.edit}
            </Link>
          </Button>
        }
      />

      <PropertySummary property={p} />

      {p.photos.length > 0 ? (
        <PropertyGallery name={p.name} photos={p.photos} />
      ) : (
        <EmptyState
          title={pm.noPhotos}
          action={
            <Button asChild variant="secondary">
              <Link to={editUrl}>{pm.addPhotos}</Link>
            </Button>
          }
        />
      )}

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <PropertyDetails property={p} />
          <PropertyEnergy property={p} />
        </div>
        <div className="min-w-0 space-y-6">
          <ListingChecklist property={p} />
        </div>
      </div>

      <Card className="grid gap-6 p-6 md:grid-cols-2">
        <dl className="space-y-3">
          <Info label={propertyMessages.marketPrice}>
            {p.marketPrice === null ? (
              pm.notEvaluated
            ) : (
              <>
                <span
                  className={cn('font-semibold', p.marketStatus === 1 ? 'text-green-700' : 'text-red-700')}
                >
                  {formatPrice(p.marketPrice, p.type)}
                </span>
                {/* The comparables behind the figure (issue 14). */}
                <Link
                  to={`/property-valuation/${p.id}`}
                  className="ml-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
                >
                  {marketMessages.valuation.seeExplanation}
                </Link>
              </>
            )}
          </Info>
          <Info label={pm.createdAt}>{formatLongDate(p.createdAt)}</Info>
        </dl>
        <div className="space-y-4">
          <PropertyStatusSelect propertyId={p.id} status={p.status} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={`/property-history/${p.id}`}>
                <History className="size-4" aria-hidden />
                {propertyMessages.seeHistory}
              </Link>
            </Button>
            {/* After an edit the listing can be optimised again (spec 001 §2, /optimize-ad). */}
            <PlanGate feature="listing_optimizer">
              <Button asChild variant="secondary">
                <Link to="/optimize-ad" state={{ property: p }}>
                  <Sparkles className="size-4" aria-hidden />
                  {aiMessages.optimizeAction}
                </Link>
              </Button>
            </PlanGate>
            {/* DVF records sales: a rental has no comparable sale price (docs/decisions/market.md). */}
            {p.type === 'Vente' && (
              <PlanGate feature="price_evaluation">
                <Button onClick={onEvaluate}>
                  <Calculator className="size-4" aria-hidden />
                  {propertyMessages.evaluatePrice}
                </Button>
              </PlanGate>
            )}
          </div>
        </div>
        {p.description && (
          <div className="md:col-span-2">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{pm.description}</h2>
            {/* The ad as portals get it: the mentions from today's facts, never those frozen in the text. */}
            <p className="whitespace-pre-line text-slate-800">{adText(p.description, p)}</p>
          </div>
        )}
      </Card>

      <PriceAdviceCard property={p} />

      <PropertyMandates propertyId={p.id} />

      <OwnerReportCard propertyId={p.id} />

      <PropertyDocuments documents={p.documents} addUrl={editUrl} />

      {/* Apart from « Modifier » and lighter than it: deleting is rare and cannot be undone (UX.md). */}
      <section
        aria-labelledby="danger-title"
        className="flex flex-col gap-4 rounded-xl border border-red-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="space-y-1">
          <h2 id="danger-title" className="text-lg font-semibold text-red-800">
            {pm.dangerTitle}
          </h2>
          <p className="text-sm text-slate-700">{pm.dangerText}</p>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="danger-outline" disabled={remove.isPending} className="shrink-0">
              <Trash2 className="size-4" aria-hidden />
              {pm.deleteProperty}
            </Button>
          }
          title={propertyMessages.deleteConfirm}
          description={propertyMessages.deleteConfirmDescription}
          cancelLabel={propertyMessages.cancel}
          confirmLabel={propertyMessages.deleteButton}
          onConfirm={onDelete}
        />
      </section>
    </article>
  );
}

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function PropertySkeleton() {
  // Shaped like the page: title, key facts, then the large cover and its row of thumbnails.
  return (
    <Loading>
      <div className="space-y-6">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="aspect-[3/2] max-h-[32rem] w-full rounded-xl" />
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
        </div>
      </div>
    </Loading>
  );
}
