import { formatCents, leaseMessages as lm, leaseScreenMessages as sm } from '@immopilote/contracts';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { useLease } from '../api/get-lease';
import { useLeaseFrozen } from '../api/lease-frozen';
import { ArrearsSection } from '../components/arrears-section';
import { ChargesSection } from '../components/charges-section';
import { DepositSection } from '../components/deposit-section';
import { LeaseDocumentSection } from '../components/lease-document-section';
import { LeaseStatusBadge } from '../components/lease-status-badge';
import { LeaseParties, LeaseTerms } from '../components/lease-terms';
import { LeaseTermsDialog } from '../components/lease-terms-dialog';
import { OwnerStatementsSection } from '../components/owner-statements-section';
import { RentSection } from '../components/rent-section';
import { RevisionSection } from '../components/revision-section';

/** /gestion/baux/:leaseId: the lease, its document and signature, then each part of its management. */
export function Component() {
  const { leaseId = '' } = useParams();
  const query = useLease(leaseId);
  const lease = query.data;
  const frozen = useLeaseFrozen(lease);
  const back = { to: '/gestion', label: sm.backToList };

  if (query.isError) {
    return (
      <section className="mx-auto max-w-4xl space-y-6">
        <PageHeader title={sm.listTitle} back={back} />
        <EmptyState title={query.error.message} />
      </section>
    );
  }
  if (!lease) {
    return (
      <Loading>
        <div className="mx-auto max-w-4xl space-y-4">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-48 w-full" />
        </div>
      </Loading>
    );
  }
  const tenants = lease.parties.filter((p) => p.role === 'tenant').map((p) => p.name);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={lease.propertyLabel}
        back={back}
        meta={
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span>{lm.kinds[lease.kind]}</span>
            <span aria-hidden>·</span>
            <span>{tenants.join(', ')}</span>
            <span aria-hidden>·</span>
            <span className="font-medium">
              {sm.perMonth(formatCents(lease.rentCents), formatCents(lease.chargesCents))}
            </span>
            <LeaseStatusBadge status={lease.status} />
          </div>
        }
      />
      <section aria-labelledby="lease-terms-title">
        <Card className="space-y-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="lease-terms-title" className="text-lg font-semibold text-slate-900">
              {sm.termsTitle}
            </h2>
            {lease.status === 'active' && !frozen && <LeaseTermsDialog lease={lease} />}
          </div>
          <p className="text-sm text-slate-600">{lease.propertyAddress}</p>
          <LeaseTerms lease={lease} />
        </Card>
      </section>
      <section aria-labelledby="lease-parties-title">
        <Card className="space-y-3 p-5 sm:p-6">
          <h2 id="lease-parties-title" className="text-lg font-semibold text-slate-900">
            {sm.partiesTitle}
          </h2>
          <LeaseParties lease={lease} />
        </Card>
      </section>
      <LeaseDocumentSection lease={lease} frozen={frozen} />
      <RentSection lease={lease} />
      <ArrearsSection lease={lease} />
      <RevisionSection lease={lease} />
      <ChargesSection lease={lease} />
      <DepositSection lease={lease} />
      <OwnerStatementsSection lease={lease} />
    </section>
  );
}
