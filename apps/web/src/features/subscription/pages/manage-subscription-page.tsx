import {
  billingMessages,
  commonMessages,
  PLANS,
  type PlanId,
  priceWithVatCents,
  type SubscriptionOverview,
} from '@immopilote/contracts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { formatCents, formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelSubscription, useResumeSubscription } from '../api/change-subscription';
import { useInvoices } from '../api/get-invoices';
import { useSubscription } from '../api/get-subscription';
import { useOpenPortal } from '../api/open-portal';
import { AgencyExportCard } from '../components/agency-export-card';
import { InvoiceList } from '../components/invoice-list';
import { PlanChangeDialog } from '../components/plan-change-dialog';
import { SubscriptionStatusBadge } from '../components/status-badge';

const paying = (o: SubscriptionOverview) => o.status === 'active' || o.status === 'past_due';

function failure(error: unknown, fallback: string) {
  toast.error(fallback, (error as Error).message || commonMessages.genericError);
}

export function Component() {
  const overview = useSubscription();
  const o = overview.data;
  const invoices = useInvoices(!!o?.canManage);

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={billingMessages.manageTitle}
        back={{ to: '/dashboard', label: commonMessages.backToDashboard }}
      />
      {overview.isError && <p role="alert">{(overview.error as Error).message}</p>}
      {!o && !overview.isError && (
        <Loading>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
        </Loading>
      )}
      {o && (
        <>
          <CurrentPlan overview={o} />
          {o.canManage && paying(o) && <ChangePlan overview={o} />}
          {o.canManage && (
            <Card className="space-y-3 p-6">
              <h2 className="text-lg font-semibold text-slate-900">{billingMessages.invoicesTitle}</h2>
              {invoices.data ? (
                <InvoiceList invoices={invoices.data.items} />
              ) : (
                <Skeleton className="h-16 w-full" />
              )}
            </Card>
          )}
          {o.canManage && <AgencyExportCard />}
          {o.canManage && paying(o) && <DangerZone overview={o} />}
        </>
      )}
    </section>
  );
}

function CurrentPlan({ overview: o }: { overview: SubscriptionOverview }) {
  const navigate = useNavigate();
  const portal = useOpenPortal();
  const plan = PLANS.find((p) => p.id === o.plan);

  async function openPortal() {
    try {
      const { url } = await portal.mutateAsync();
      // The demonstration portal is one of our pages; Stripe's is its own site.
      if (url.startsWith('/')) await navigate(url);
      else window.location.assign(url);
    } catch (error) {
      failure(error, billingMessages.portalFailed);
    }
  }

  return (
    <Card className="space-y-5 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">{billingMessages.currentPlan}</p>
          <p className="text-2xl font-bold text-slate-900">{plan?.name ?? '—'}</p>
        </div>
        <SubscriptionStatusBadge overview={o} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {o.currentPeriodEnd && o.status !== 'read_only' && (
          <div>
            <dt className="text-sm text-slate-600">
              {o.cancelAtPeriodEnd ? billingMessages.endsOn : billingMessages.nextRenewal}
            </dt>
            <dd className="font-medium text-slate-900">{formatLongDate(o.currentPeriodEnd)}</dd>
          </div>
        )}
        {o.amountHtCents !== null && o.amountTtcCents !== null && (
          <div>
            <dt className="text-sm text-slate-600">{billingMessages.amount}</dt>
            <dd className="font-medium text-slate-900">
              {formatCents(o.amountHtCents)} {billingMessages.perMonthHt}{' '}
              <span className="font-normal text-slate-700">
                ({formatCents(o.amountTtcCents)} {billingMessages.perMonthTtc})
              </span>
            </dd>
          </div>
        )}
      </dl>
      {!o.canManage && <p className="text-sm text-slate-700">{billingMessages.memberReadOnly}</p>}
      {o.canManage && (
        <div className="flex flex-wrap gap-3">
          {(paying(o) || o.status === 'read_only') && (
            <Button variant="secondary" onClick={openPortal} disabled={portal.isPending}>
              <CreditCard className="size-4" aria-hidden />
              {o.provider === 'local' ? billingMessages.openDemoPortal : billingMessages.openPortal}
            </Button>
          )}
          {!paying(o) && (
            <Button asChild>
              <Link to="/subscription">{billingMessages.resubscribe}</Link>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function ChangePlan({ overview: o }: { overview: SubscriptionOverview }) {
  const [target, setTarget] = useState<PlanId | null>(null);
  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{billingMessages.changePlanTitle}</h2>
        <p className="text-sm text-slate-700">{billingMessages.changePlanHint}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PLANS.map((plan) => {
          const current = plan.id === o.plan;
          const prices = priceWithVatCents(plan.monthlyPriceEur * 100);
          return (
            <li
              key={plan.id}
              className={cn(
                'flex flex-col gap-3 rounded-lg border p-4',
                current ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
              )}
            >
              <div>
                <p className="font-semibold text-slate-900">{plan.name}</p>
                <p className="text-slate-900">
                  {formatCents(prices.ht)} {billingMessages.perMonthHt}
                </p>
                <p className="text-xs text-slate-600">
                  {formatCents(prices.ttc)} {billingMessages.perMonthTtc}
                </p>
              </div>
              {current ? (
                <span className="mt-auto text-sm font-medium text-brand-800">
                  {billingMessages.currentPlanBadge}
                </span>
              ) : (
                <Button variant="secondary" className="mt-auto min-h-11" onClick={() => setTarget(plan.id)}>
                  {billingMessages.switchTo(plan.name)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <PlanChangeDialog
        plan={target}
        onClose={() => setTarget(null)}
        onError={(error) => failure(error, billingMessages.changePlanFailed)}
      />
    </Card>
  );
}

function DangerZone({ overview: o }: { overview: SubscriptionOverview }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const end = o.currentPeriodEnd ? formatLongDate(o.currentPeriodEnd) : '';

  async function confirmCancel() {
    try {
      const after = await cancel.mutateAsync();
      toast.success(
        billingMessages.cancelled(after.currentPeriodEnd ? formatLongDate(after.currentPeriodEnd) : end),
      );
    } catch (error) {
      failure(error, commonMessages.genericError);
    }
  }

  async function doResume() {
    try {
      await resume.mutateAsync();
      toast.success(billingMessages.resumed);
    } catch (error) {
      failure(error, commonMessages.genericError);
    }
  }

  if (o.cancelAtPeriodEnd) {
    return (
      <Card className="space-y-3 p-6">
        <p className="text-slate-800">{billingMessages.cancellingBanner(end)}</p>
        <Button onClick={doResume} disabled={resume.isPending}>
          {billingMessages.resumeButton}
        </Button>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 border-red-200 p-6">
      <h2 className="text-lg font-semibold text-red-800">{billingMessages.dangerZone}</h2>
      <p className="text-sm text-slate-700">{billingMessages.cancelExplanation}</p>
      <ConfirmDialog
        trigger={<Button variant="danger-outline">{billingMessages.cancelButton}</Button>}
        title={billingMessages.cancelConfirmTitle}
        description={billingMessages.cancelConfirmBody(end, o.readOnlyGraceDays)}
        cancelLabel="Annuler"
        confirmLabel={billingMessages.cancelConfirm}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}
