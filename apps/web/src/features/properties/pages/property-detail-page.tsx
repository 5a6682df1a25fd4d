import {
  ACTIVE_PROPERTY_STATUSES,
  adText,
  dealScreenMessages,
  type Feature,
  featureIncluded,
  holdsPermission,
  portalExportMessages,
  matchingScreenMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { History, Pencil, Send, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { PropertyOffers } from '../../deals';
import { PropertyMandates } from '../../mandates';
import { PropertyMatches } from '../../matching';
import { PriceAdviceCard } from '../../market-insights';
import { OwnerReportCard } from '../../owner-reports';
import { useEnsureFeature } from '../../subscription';
import { useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';
import { type PageAnchor, PropertyActionBar } from '../components/property-action-bar';
import { TypeBadge } from '../components/property-badges';
import { PropertyDocuments } from '../components/property-documents';
import { PropertyEnergy } from '../components/property-energy';
import { PropertyGallery } from '../components/property-gallery';
import { PropertyMarketPrice } from '../components/property-market-price';
import { isNotFound } from '../components/property-not-found';
import { PlanUpsellCard } from '../components/plan-upsell-card';
import { PublicationChecklist } from '../components/publication-checklist';
import { DiffuseOn } from '../../portals';
import { SitePublicationCard } from '../components/site-publication-card';
import { PropertyDetails, PropertySummary } from '../components/property-summary';

const pm = propertyMessages.page;
const SECTIONS = {
  summary: 'resume',
  photos: 'photos',
  facts: 'caracteristiques',
  documents: 'documents',
  mandate: 'mandat',
  offers: 'offres',
  matches: 'rapprochements',
  history: 'historique',
  publication: 'diffusion',
} as const;
type SectionKey = keyof typeof SECTIONS;

/**
 * The property page (000 §2), daily actions first (issue 27 §2): the sticky action bar (status,
 * evaluation, optimiser, history, and the page's parts as anchors), then Résumé, Photos,
 * Caractéristiques, Documents, Mandat, Historique and Diffusion. The tools the plan lacks are
 * named once, in one upsell.
 */
export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const ensureFeature = useEnsureFeature();
  const me = useMe().data;
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

  // Opened at one of its parts (the export's « Compléter » goes to #diffusion): once it is drawn.
  const { hash } = useLocation();
  const ready = Boolean(property.data && me);
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);

  if (!property.data || !me) return <PropertySkeleton />;
  const p = property.data;
  const editUrl = `/edit-property/${p.id}`;
  const includes = (feature: Feature) =>
    me.isAdmin || featureIncluded(me.agency?.subscriptionPlan ?? null, feature);
  const marketing = holdsPermission(me.profile, 'add_property');
  const seesClients = holdsPermission(me.profile, 'client_directory');
  // The plan's tools this page would offer: DVF records sales only (docs/decisions/market.md), the
  // advice is for a sale still on the market, the owner report for the people who market properties.
  const offered: Feature[] = [
    ...(p.type === 'Vente' ? (['price_evaluation'] as const) : []),
    'listing_optimizer',
    ...(p.type === 'Vente' && (ACTIVE_PROPERTY_STATUSES as readonly string[]).includes(p.status)
      ? (['dynamic_pricing'] as const)
      : []),
    ...(marketing ? (['owner_reports'] as const) : []),
  ];
  const missing = offered.filter((f) => !includes(f));
  const canEvaluate = p.type === 'Vente' && includes('price_evaluation');

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

  const shown: SectionKey[] = [
    'summary',
    'photos',
    'facts',
    'documents',
    // The mandates are shown to the people who register them (« Ajouter des biens »).
    ...(marketing ? (['mandate'] as const) : []),
    // Offers and the file they open (issue 32): the same people, who run the sale after the mandate.
    ...(marketing ? (['offers'] as const) : []),
    // Potential buyers or tenants are clients: shown to the members who see the client directory.
    ...(seesClients ? (['matches'] as const) : []),
    'history',
    'publication',
  ];
  const matchesAnchor =
    p.type === 'Location'
      ? matchingScreenMessages.property.tenantsAnchor
      : matchingScreenMessages.property.buyersAnchor;
  const sections: PageAnchor[] = shown.map((key) => ({
    id: SECTIONS[key],
    label:
      key === 'matches'
        ? matchesAnchor
        : key === 'offers'
          ? dealScreenMessages.offers.anchor(p.type === 'Location')
          : pm.sections[key],
  }));

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

      <PropertyActionBar
        property={p}
        sections={sections}
        onEvaluate={canEvaluate ? onEvaluate : null}
        canOptimize={includes('listing_optimizer')}
      />

      <PageSection id={SECTIONS.summary}>
        <PropertySummary property={p} />
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0 space-y-6">
            {p.description && (
              <Card className="p-4 sm:p-6">
                <h2 className="mb-2 text-lg font-semibold text-slate-900">{pm.description}</h2>
                {/* The ad as portals get it: the mentions from today's facts, never those frozen in the text. */}
                <p className="break-words whitespace-pre-line text-slate-800">{adText(p.description, p)}</p>
              </Card>
            )}
          </div>
          <div className="min-w-0 space-y-6">
            <PropertyMarketPrice property={p} evaluation={includes('price_evaluation')} />
            <PlanUpsellCard missing={missing} canChangePlan={me.profile.isBoss} />
          </div>
        </div>
        {includes('dynamic_pricing') && <PriceAdviceCard property={p} />}
      </PageSection>

      <PageSection id={SECTIONS.photos}>
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
      </PageSection>

      <PageSection id={SECTIONS.facts}>
        {/* Side by side when both have something to say; the details card is left out when empty. */}
        <div className="flex flex-wrap gap-6 *:min-w-0 *:flex-1 *:basis-[24rem]">
          <PropertyDetails property={p} />
          <PropertyEnergy property={p} />
        </div>
      </PageSection>

      <PageSection id={SECTIONS.documents}>
        <PropertyDocuments documents={p.documents} addUrl={editUrl} />
      </PageSection>

      {marketing && (
        <PageSection id={SECTIONS.mandate}>
          <PropertyMandates propertyId={p.id} />
          {includes('owner_reports') && <OwnerReportCard propertyId={p.id} />}
        </PageSection>
      )}

      {marketing && (
        <PageSection id={SECTIONS.offers}>
          <PropertyOffers propertyId={p.id} rental={p.type === 'Location'} />
        </PageSection>
      )}

      {seesClients && (
        <PageSection id={SECTIONS.matches}>
          <PropertyMatches propertyId={p.id} rental={p.type === 'Location'} />
        </PageSection>
      )}

      <PageSection id={SECTIONS.history}>
        <Card role="region" aria-labelledby="history-title" className="space-y-3 p-4 sm:p-6">
          <h2 id="history-title" className="text-lg font-semibold text-slate-900">
            {pm.sections.history}
          </h2>
          <p className="text-sm text-slate-700">{pm.historyText}</p>
          <Button asChild variant="secondary">
            <Link to={`/property-history/${p.id}`}>
              <History className="size-4" aria-hidden />
              {pm.openHistory}
            </Link>
          </Button>
        </Card>
      </PageSection>

      <PageSection id={SECTIONS.publication}>
        <PublicationChecklist propertyId={p.id} />
        <DiffuseOn propertyId={p.id} />
        <SitePublicationCard property={p} />
        {marketing && (
          <Button asChild variant="secondary">
            <Link to="/portal-export">
              <Send className="size-4" aria-hidden />
              {portalExportMessages.title}
            </Link>
          </Button>
        )}
      </PageSection>

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

/** One part of the page, an anchor of the action bar; kept clear of the bar when jumped to. */
function PageSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-52 space-y-6 md:scroll-mt-32">
      {children}
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
