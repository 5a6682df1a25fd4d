import { aiMessages, marketMessages, propertyMessages } from '@immopilote/contracts';
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
import { StatusBadge, TypeBadge } from '../components/property-badges';
import { PropertyDocuments } from '../components/property-documents';
import { ListingChecklist } from '../components/listing-checklist';
import { PropertyEnergy } from '../components/property-energy';
import { isNotFound } from '../components/property-not-found';
import { PropertyStatusSelect } from '../components/property-status-select';
import { PropertyDetails, PropertySummary } from '../components/property-summary';

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
        back={{ to: '/dashboard', label: 'Retour au tableau de bord' }}
        meta={
          <div className="flex gap-2">
            <TypeBadge type={p.type} />
            <StatusBadge status={p.status} />
          </div>
        }
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={`/edit-property/${p.id}`}>
                <Pencil className="size-4" aria-hidden />
                Modifier
              </Link>
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="danger" disabled={remove.isPending}>
                  <Trash2 className="size-4" aria-hidden />
                  {propertyMessages.deleteButton}
                </Button>
              }
              title={propertyMessages.deleteConfirm}
              description={propertyMessages.deleteConfirmDescription}
              cancelLabel={propertyMessages.cancel}
              confirmLabel={propertyMessages.deleteButton}
              onConfirm={onDelete}
            />
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <PropertySummary property={p} />
          <PropertyDetails property={p} />
        </div>
        <div className="min-w-0 space-y-6">
          <PropertyEnergy property={p} />
          <ListingChecklist property={p} />
        </div>
      </div>

      {p.photos.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos du bien">
          {p.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.largeUrl} target="_blank" rel="noreferrer">
                <img
                  src={photo.largeUrl}
                  alt={`${p.name}, vue ${i + 1}`}
                  width={photo.width}
                  height={photo.height}
                  loading={i < 3 ? 'eager' : 'lazy'}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Aucune photo pour ce bien."
          action={
            <Button asChild variant="secondary">
              <Link to={`/edit-property/${p.id}`}>Ajouter des photos</Link>
            </Button>
          }
        />
      )}

      <Card className="grid gap-6 p-6 md:grid-cols-2">
        <dl className="space-y-3">
          <Info label={propertyMessages.marketPrice}>
            {p.marketPrice === null ? (
              'Non évalué'
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
          <Info label="Date de création">{formatLongDate(p.createdAt)}</Info>
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
            {/* DVF records sales: a rental has no comparable sale price (docs/decisions.md). */}
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
            <h2 className="mb-2 text-lg font-semibold text-slate-900">Description</h2>
            <p className="whitespace-pre-line text-slate-800">{p.description}</p>
          </div>
        )}
      </Card>

      <PriceAdviceCard property={p} />

      <PropertyMandates propertyId={p.id} />

      <OwnerReportCard propertyId={p.id} />

      <PropertyDocuments documents={p.documents} />
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
  return (
    <Loading>
      <div className="space-y-6">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-8 w-2/3" />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
          <Skeleton className="hidden aspect-[4/3] w-full rounded-lg sm:block" />
          <Skeleton className="hidden aspect-[4/3] w-full rounded-lg lg:block" />
        </div>
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </Loading>
  );
}
