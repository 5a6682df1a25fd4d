import {
  accessFactsOf,
  accessState,
  billingMessages,
  commonMessages,
  homeFor,
  onboardingMessages,
  PLANS,
  type PlanId,
  subscriptionMessages,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useMe, pathWithoutSession, SignOutButton } from '../../auth';
import { AuthCard } from '../../../components/auth-card';
import { useStartCheckout } from '../api/start-checkout';
import { PlanCard } from '../components/plan-card';
import { PlanChangeDialog } from '../components/plan-change-dialog';

export function Component() {
  const me = useMe();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const [confirming, setConfirming] = useState<PlanId | null>(null);
  const [chosen, setChosen] = useState<PlanId | null>(null);

  if (me.isPending) return <Spinner />;
  if (!me.data) return <Navigate to={pathWithoutSession()} replace />;
  const state = accessState(accessFactsOf(me.data));
  // 001 §2: a signed-in user with an agency; the others are sent where the shared rule says.
  if (state === 'no-agency' || state === 'pending') return <Navigate to={homeFor(me.data)} replace />;

  if (!me.data.profile.isBoss) {
    if (state === 'ready') return <Navigate to="/dashboard" replace />;
    return (
      <AuthCard title={onboardingMessages.subscriptionRequiredTitle}>
        <p className="text-center text-slate-700">{subscriptionMessages.memberSubscriptionRequired}</p>
        <SignOutButton />
      </AuthCard>
    );
  }

  const status = me.data.agency?.subscriptionStatus;
  // An agency that pays changes the plan of its one subscription; it never checks out twice.
  const paying = status === 'active' || status === 'past_due';
  const currentPlan = paying ? me.data.agency?.subscriptionPlan : null;

  async function choose(plan: PlanId) {
    // A paying agency's change charges or credits money: it is confirmed with its amount first.
    if (paying) {
      setConfirming(plan);
      return;
    }
    setChosen(plan);
    try {
      const { url } = await checkout.mutateAsync(plan);
      // The local provider answers with an in-app route; a hosted provider with an external page.
      if (url.startsWith('/')) await navigate(url);
      else window.location.assign(url);
    } catch (error) {
      setChosen(null);
      toast.error(
        subscriptionMessages.subscribeErrorTitle,
        (error as Error).message || commonMessages.genericError,
      );
    }
  }

  return (
    <section className="w-full space-y-8">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold text-slate-900">
          {paying ? billingMessages.changePlanTitle : subscriptionMessages.chooseTitle}
        </h1>
        {!paying && (
          <p className="text-slate-700">
            {subscriptionMessages.chooseDescription} <strong>{me.data.agency?.name}</strong>.
          </p>
        )}
        <p className="text-sm text-slate-600">{billingMessages.pricesHt}</p>
      </header>
      <div className="grid gap-6 pt-2 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            onChoose={() => choose(plan.id)}
            busy={chosen === plan.id}
            disabled={chosen !== null}
            current={plan.id === currentPlan}
            {...(paying ? { chooseLabel: billingMessages.switchTo(plan.name) } : {})}
          />
        ))}
      </div>
      <PlanChangeDialog
        plan={confirming}
        onClose={() => setConfirming(null)}
        onChanged={() => navigate('/manage-subscription')}
        onError={(error) =>
          toast.error(
            billingMessages.changePlanFailed,
            (error as Error).message || commonMessages.genericError,
          )
        }
      />
      <div className="text-center">
        {paying ? (
          <Button asChild variant="ghost">
            <Link to="/manage-subscription">{billingMessages.backToManage}</Link>
          </Button>
        ) : (
          <SignOutButton variant="ghost" className="" />
        )}
      </div>
    </section>
  );
}
