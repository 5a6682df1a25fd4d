import {
  type Deal,
  dealMessages as dm,
  dealScreenMessages as sm,
  formatEuros,
  formatLongDate,
} from '@immopilote/contracts';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../auth';
import { useDeal } from '../api/get-deal';
import { useCloseDeal, useLiftConditions, useRecordDeed } from '../api/update-deal';
import { CompromisDialog } from '../components/compromis-dialog';
import { DealCancelDialog } from '../components/deal-cancel-dialog';
import { DealChecklist } from '../components/deal-checklist';
import { DealDeadlines } from '../components/deal-deadlines';
import { DealEditDialog } from '../components/deal-edit-dialog';
import { DealInvoices } from '../components/deal-invoices';
import { DealStageBadge } from '../components/deal-stage-badge';
import { DealStepDialog } from '../components/deal-step-dialog';
import { DealStepper } from '../components/deal-stepper';
import { KeysDialog } from '../components/keys-dialog';
import { LeaseDialog } from '../components/lease-dialog';
import { isOpen, mayCancel } from '../lib/deal-steps';

const back = { to: '/ventes', label: sm.deal.back };
const day = (iso: string) => formatLongDate(iso);

/** /ventes/:dealId: a sale or rental file read first (who, what, the fee, the stages), then its next step. */
export function Component() {
  const { dealId = '' } = useParams();
  const deal = useDeal(dealId);
  const me = useMe().data;
  const data = deal.data;

  useEffect(() => {
    if (data) document.title = sm.deal.documentTitle(data.propertyName);
  }, [data]);

  if (deal.isError) {
    return (
      <section className="mx-auto max-w-5xl space-y-6">
        <PageHeader title={sm.deal.loadFailed} back={back} />
        <EmptyState title={deal.error.message} />
      </section>
    );
  }
  if (!data || !me) {
    return (
      <Loading>
        <div className="mx-auto max-w-5xl space-y-4">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </Loading>
    );
  }
  const open = isOpen(data);
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={data.propertyName}
        back={back}
        meta={
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>{dm.kinds[data.kind]}</span>
            <DealStageBadge stage={data.stage} />
            <span>{sm.deal.openedOn(day(data.openedOn))}</span>
          </div>
        }
        actions={open && <DealEditDialog deal={data} isHead={me.profile.isBoss} />}
      />
      <DealFacts deal={data} />
      <DealStepper deal={data} />
      {data.stage === 'cancelled' && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {data.cancelledOn && sm.deal.cancelledOn(day(data.cancelledOn))}
          {data.cancelReason && ` — ${sm.deal.cancelReason(data.cancelReason)}`}
        </p>
      )}
      {data.stage === 'closed' && data.closedOn && (
        <p className="text-sm text-slate-700">{sm.deal.closedOn(day(data.closedOn))}</p>
      )}
      {open && <NextStep deal={data} />}
      {data.compromis && <CompromisFacts deal={data} />}
      {data.rental?.leaseSignedOn && <LeaseFacts deal={data} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <DealDeadlines deal={data} />
        <DealInvoices deal={data} />
      </div>
      {data.kind === 'sale' && <DealChecklist deal={data} editable={open} />}
      {mayCancel(data) && (
        <div className="flex justify-end">
          <DealCancelDialog deal={data} />
        </div>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Who and what: the property, the buyer or tenant, the mandators, the price, the fee, the member. */
function DealFacts({ deal }: { deal: Deal }) {
  const rental = deal.kind === 'rental';
  return (
    <Card className="p-5 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label={sm.deal.property}>
          {deal.propertyId ? (
            <Link to={`/property-detail/${deal.propertyId}`} className={linkClass}>
              {deal.propertyName}
            </Link>
          ) : (
            deal.propertyName
          )}
        </Fact>
        <Fact label={rental ? sm.deal.tenant : sm.deal.buyer}>
          {deal.party.id ? (
            <Link to={`/client/${deal.party.id}`} className={linkClass}>
              {deal.party.name}
            </Link>
          ) : (
            deal.party.name
          )}
        </Fact>
        <Fact label={sm.deal.owners}>{deal.owners.map((o) => o.name).join(', ') || '—'}</Fact>
        <Fact label={rental ? sm.deal.rent : sm.deal.price}>{formatEuros(deal.price)}</Fact>
        <Fact label={sm.deal.fee}>
          <span className="font-semibold">{formatEuros(deal.expectedFee)}</span>{' '}
          <span className="text-xs text-slate-600">
            {deal.feeOverridden && deal.computedFee !== null
              ? sm.deal.feeOverridden(formatEuros(deal.computedFee))
              : sm.deal.feeFromMandate}
          </span>
        </Fact>
        <Fact label={sm.deal.member}>{deal.assignedTo?.name ?? sm.deal.noMember}</Fact>
        {deal.mandate && (
          <Fact label={sm.deal.mandate}>
            <Link to={`/mandates/${deal.mandate.id}`} className={linkClass}>
              {sm.deal.mandateLink(deal.mandate.reference)}
            </Link>
          </Fact>
        )}
      </dl>
    </Card>
  );
}

/** What the file asks for now, one primary action (UX.md); the compromis stays correctable at its stage. */
function NextStep({ deal }: { deal: Deal }) {
  const lift = useLiftConditions(deal.id);
  const deed = useRecordDeed(deal.id);
  const close = useCloseDeal(deal.id);
  const stage = deal.stage as keyof typeof sm.nextHints;
  const closeDialog = (
    <DealStepDialog
      trigger={<Button>{sm.actions.close}</Button>}
      title={sm.actions.close}
      description={sm.stepDialog.close}
      submitLabel={sm.actions.close}
      doneTitle={sm.stepDialog.done.close}
      onSubmit={(input) => close.mutateAsync(input)}
    />
  );
  const action: Record<keyof typeof sm.nextHints, ReactNode> = {
    offer_accepted: <CompromisDialog deal={deal} correcting={false} />,
    compromis_signed: (
      <>
        <CompromisDialog deal={deal} correcting />
        <DealStepDialog
          trigger={<Button>{sm.actions.liftConditions}</Button>}
          title={sm.actions.liftConditions}
          description={sm.stepDialog.liftConditions}
          submitLabel={sm.actions.liftConditions}
          doneTitle={sm.stepDialog.done.liftConditions}
          onSubmit={(input) => lift.mutateAsync(input)}
        />
      </>
    ),
    conditions_lifted: (
      <DealStepDialog
        trigger={<Button>{sm.actions.deed}</Button>}
        title={sm.actions.deed}
        description={sm.stepDialog.deed}
        submitLabel={sm.actions.deed}
        doneTitle={sm.stepDialog.done.deed}
        onSubmit={(input) => deed.mutateAsync(input)}
      />
    ),
    deed_signed: closeDialog,
    application_chosen: <LeaseDialog deal={deal} />,
    lease_signed: <KeysDialog deal={deal} />,
    keys_handed_over: closeDialog,
  };
  return (
    <section aria-labelledby="deal-next-title">
      <Card className="flex flex-col gap-3 border-brand-200 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="space-y-1">
          <h2 id="deal-next-title" className="text-lg font-semibold text-slate-900">
            {sm.deal.nextStep}
          </h2>
          <p className="text-sm text-slate-700">{sm.nextHints[stage]}</p>
        </div>
        <div className="flex flex-wrap gap-2">{action[stage]}</div>
      </Card>
    </section>
  );
}

function CompromisFacts({ deal }: { deal: Deal }) {
  const c = deal.compromis;
  if (!c) return null;
  const none = sm.compromis.none;
  const loan = deal.deadlines.find((d) => d.kind === 'loan');
  return (
    <section aria-labelledby="deal-compromis-title">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="deal-compromis-title" className="text-lg font-semibold text-slate-900">
          {dm.compromisKinds[c.kind]}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label={sm.compromis.signedOn}>{day(c.signedOn)}</Fact>
          <Fact label={sm.compromis.firstPresentationOn}>
            {c.firstPresentationOn ? day(c.firstPresentationOn) : none}
          </Fact>
          <Fact label={sm.compromis.withdrawalEndsOn}>
            {c.withdrawalEndsOn ? day(c.withdrawalEndsOn) : none}
          </Fact>
          <Fact label={sm.compromis.buyerNotary}>{c.buyerNotary ?? none}</Fact>
          <Fact label={sm.compromis.sellerNotary}>{c.sellerNotary ?? none}</Fact>
          <Fact label={sm.compromis.depositAmount}>
            {c.depositAmount !== null
              ? sm.compromis.deposit(formatEuros(c.depositAmount), c.depositHolder ?? none)
              : none}
          </Fact>
          <Fact label={sm.compromis.deedPlannedOn}>{c.deedPlannedOn ? day(c.deedPlannedOn) : none}</Fact>
          {loan && loan.loanAmount !== null && (
            <Fact label={sm.compromis.loanToggle}>
              {sm.compromis.loan(formatEuros(loan.loanAmount), `${loan.loanRateMax ?? '—'}\u00a0%`)}
            </Fact>
          )}
        </dl>
      </Card>
    </section>
  );
}

function LeaseFacts({ deal }: { deal: Deal }) {
  const r = deal.rental;
  if (!r) return null;
  const amount = (v: number | null) => formatEuros(v ?? 0);
  return (
    <section aria-labelledby="deal-lease-title">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="deal-lease-title" className="text-lg font-semibold text-slate-900">
          {sm.lease.title}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {r.leaseSignedOn && <Fact label={sm.lease.signedOn}>{day(r.leaseSignedOn)}</Fact>}
          {r.rent !== null && <Fact label={sm.deal.rent}>{sm.lease.facts(formatEuros(r.rent))}</Fact>}
          {r.zone && <Fact label={sm.lease.zone}>{dm.zones[r.zone]}</Fact>}
          <Fact label={sm.deal.fee}>{sm.lease.fees(amount(r.tenantFees), amount(r.landlordFees))}</Fact>
          <Fact label={sm.keys.title}>
            {r.keysHandedOverOn
              ? sm.keys.handedOver(day(r.keysHandedOverOn))
              : r.keysPlannedOn
                ? sm.keys.planned(day(r.keysPlannedOn))
                : sm.compromis.none}
          </Fact>
          {r.entryInspectionId && deal.propertyId && (
            <Fact label={sm.keys.inspection}>
              <Link
                to={`/properties/${deal.propertyId}/inspections/${r.entryInspectionId}`}
                className={linkClass}
              >
                {sm.keys.openInspection}
              </Link>
            </Fact>
          )}
        </dl>
      </Card>
    </section>
  );
}
