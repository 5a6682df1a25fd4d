import { billingMessages, commonMessages } from '@immopilote/contracts';
import { Clock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useDemoAdvanceClock,
  useDemoFailNextPayment,
  useDemoPayNow,
  useDemoPortal,
} from '../api/demo-billing';

const CLOCK_STEPS = [1, 7, 31] as const;

/**
 * The local provider's customer portal, labelled as a demonstration: the payment outcome of the
 * next renewal, settling a late payment, and, for the demonstration agency when the operator set
 * DEMO_BILLING_CLOCK (`clockEnabled`), its own clock, so renewal, failure and the end of a
 * subscription can be seen without waiting a month.
 */
export function Component() {
  const portal = useDemoPortal();
  const failNext = useDemoFailNextPayment();
  const payNow = useDemoPayNow();
  const advance = useDemoAdvanceClock();
  const state = portal.data;

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error((error as Error).message || commonMessages.genericError);
    }
  }

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={billingMessages.demoPortalTitle}
        back={{ to: '/manage-subscription', label: billingMessages.backToManage }}
      />
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <ShieldCheck className="size-5 shrink-0" aria-hidden />
        <p>{billingMessages.demoPortalNotice}</p>
      </div>
      {!state ? (
        portal.isError ? (
          <p role="alert">{(portal.error as Error).message}</p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <Card className="space-y-4 p-6">
            <div className="flex items-center justify-between gap-4">
              <label htmlFor="fail-next" className="text-slate-900">
                {billingMessages.demoFailNext}
              </label>
              <Switch
                id="fail-next"
                checked={state.failNextPayment}
                disabled={failNext.isPending || (state.status !== 'active' && state.status !== 'past_due')}
                onCheckedChange={(fail) =>
                  run(
                    () => failNext.mutateAsync(fail),
                    fail ? billingMessages.demoFailNextOn : billingMessages.demoFailNextOff,
                  )
                }
              />
            </div>
            {(state.status === 'past_due' || state.status === 'read_only') && (
              <Button
                onClick={() => run(() => payNow.mutateAsync(), billingMessages.demoPaid)}
                disabled={payNow.isPending}
              >
                {billingMessages.demoPayNow}
              </Button>
            )}
          </Card>
          {state.clockEnabled && (
            <Card className="space-y-4 p-6">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Clock className="size-5" aria-hidden />
                {billingMessages.demoClockTitle}
              </h2>
              <p className="text-sm text-slate-700">{billingMessages.demoClockExplanation}</p>
              <p className="font-medium text-slate-900" aria-live="polite">
                {billingMessages.demoClockNow(formatDateTime(state.now))}
              </p>
              <div className="flex flex-wrap gap-2">
                {CLOCK_STEPS.map((days) => (
                  <Button
                    key={days}
                    variant="secondary"
                    className="min-h-11"
                    disabled={advance.isPending}
                    onClick={() => run(() => advance.mutateAsync(days), billingMessages.demoAdvanced)}
                  >
                    {billingMessages.demoAdvance(days)}
                  </Button>
                ))}
              </div>
            </Card>
          )}
          <Button asChild variant="ghost">
            <Link to="/manage-subscription">{billingMessages.backToManage}</Link>
          </Button>
        </>
      )}
    </section>
  );
}
