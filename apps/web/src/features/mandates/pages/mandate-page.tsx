import { mandateMessages as m } from '@immopilote/contracts';
import { useParams } from 'react-router';
import { OwnerNoticesSection } from '../../../components/owner-notices-section';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { useMandate } from '../api/get-mandate';
import { MandateFacts } from '../components/mandate-facts';
import { MandateSignatureSection } from '../components/mandate-signature-section';
import { MandateStatusBadge } from '../components/mandate-status-badge';
import { day, retractionText, signatureText } from '../components/mandate-text';
import { RetractionBlock } from '../components/retraction-block';

/** /mandates/:id: one register line, its document and signature, the loi Hamon period, the owner's notices. */
export function Component() {
  const { id = '' } = useParams();
  const mandate = useMandate(id);
  const data = mandate.data;
  const back = data
    ? { to: `/mandates?registre=${data.activity}`, label: m.backToRegister }
    : { to: '/mandates', label: m.backToRegister };

  if (mandate.isError) {
    return (
      <section className="mx-auto max-w-4xl space-y-6">
        <PageHeader title={m.registerTitle} back={back} />
        <EmptyState title={mandate.error.message} />
      </section>
    );
  }
  if (!data) {
    return (
      <Loading>
        <div className="mx-auto max-w-4xl space-y-4">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-48 w-full" />
        </div>
      </Loading>
    );
  }
  const retraction = retractionText(data);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={m.pageTitle(data.number)}
        back={back}
        meta={
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>{m.activityRegister[data.activity]}</span>
            <MandateStatusBadge status={data.status} />
            <span className="font-medium">{signatureText(data)}</span>
            {retraction && <span>· {retraction}</span>}
          </div>
        }
      />
      <section aria-labelledby="mandate-facts-title">
        <Card className="space-y-4 p-5 sm:p-6">
          <h2 id="mandate-facts-title" className="text-lg font-semibold text-slate-900">
            {m.factsTitle}
          </h2>
          <MandateFacts mandate={data} />
          {data.closedOn && (
            <p className="text-sm text-slate-700">
              {m.closedOn(m.statusLabels[data.status], day(data.closedOn))} — {data.closeReason}
            </p>
          )}
        </Card>
      </section>
      <MandateSignatureSection mandate={data} />
      <RetractionBlock mandate={data} />
      <OwnerNoticesSection mandateId={data.id} />
    </section>
  );
}
