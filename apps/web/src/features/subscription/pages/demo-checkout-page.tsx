import { commonMessages, PLANS, priceWithVatCents, subscriptionMessages } from '@immopilote/contracts';
import { ShieldCheck } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { pathWithoutSession } from '../../auth';
import { AuthCard } from '../../../components/auth-card';
import { useConfirmCheckout } from '../api/confirm-checkout';
import { useCheckout } from '../api/get-checkout';

/** The local provider's payment page: clearly a demonstration, nothing is charged. */
export function Component() {
  const { checkoutId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useCheckout(checkoutId);
  const confirm = useConfirmCheckout();

  if (checkout.isPending) return <Spinner />;
  if (checkout.error instanceof ApiRequestError && checkout.error.status === 401) {
    return <Navigate to={pathWithoutSession()} replace />;
  }
  if (checkout.isError) {
    return (
      <AuthCard title={subscriptionMessages.checkoutNotFound}>
        <Button asChild className="w-full">
          <Link to="/subscription">{subscriptionMessages.backToPlans}</Link>
        </Button>
      </AuthCard>
    );
  }

  const session = checkout.data;
  const planName = PLANS.find((p) => p.id === session.plan)?.name ?? session.plan;
  const amounts = priceWithVatCents(session.amountEur * 100);
  const amount = formatCents(amounts.ttc);

  async function pay() {
    try {
      const { next } = await confirm.mutateAsync(checkoutId);
      await navigate(next, { replace: true });
    } catch (error) {
      toast.error(
        subscriptionMessages.subscribeErrorTitle,
        (error as Error).message || commonMessages.genericError,
      );
    }
  }

  return (
    <AuthCard title={subscriptionMessages.demoPaymentNotice}>
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <ShieldCheck className="size-5 shrink-0" aria-hidden />
        <p>{subscriptionMessages.demoPaymentExplanation}</p>
      </div>
      <dl className="grid grid-cols-2 gap-y-2 text-sm">
        <dt className="text-slate-600">{subscriptionMessages.planLabel}</dt>
        <dd className="text-right font-semibold text-slate-900">{planName}</dd>
        <dt className="text-slate-600">{subscriptionMessages.amountExclTax}</dt>
        <dd className="text-right text-slate-900">
          {subscriptionMessages.perMonth(formatCents(amounts.ht))}
        </dd>
        <dt className="text-slate-600">{subscriptionMessages.vat}</dt>
        <dd className="text-right text-slate-900">{formatCents(amounts.vat)}</dd>
        <dt className="text-slate-600">{subscriptionMessages.totalInclTax}</dt>
        <dd className="text-right font-semibold text-slate-900">{subscriptionMessages.perMonth(amount)}</dd>
      </dl>
      {session.status === 'open' ? (
        <Button size="lg" className="w-full" onClick={pay} disabled={confirm.isPending}>
          {confirm.isPending ? subscriptionMessages.paying : subscriptionMessages.pay(amount)}
        </Button>
      ) : (
        <div className="space-y-3 text-center">
          <p className="text-slate-700">{subscriptionMessages.checkoutAlreadyCompleted}</p>
          <Button asChild className="w-full">
            <Link to="/dashboard">{commonMessages.goToDashboard}</Link>
          </Button>
        </div>
      )}
      <Button asChild variant="ghost" className="w-full">
        <Link to="/subscription">{subscriptionMessages.changePlan}</Link>
      </Button>
    </AuthCard>
  );
}
