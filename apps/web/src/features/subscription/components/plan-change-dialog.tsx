import { billingMessages, PLANS, type PlanId } from '@immopilote/contracts';
import type { MouseEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatCents, formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useChangePlan } from '../api/change-subscription';
import { usePlanChangePreview } from '../api/preview-plan-change';

const m = billingMessages;
const nameOf = (plan: PlanId) => PLANS.find((p) => p.id === plan)!.name;

/**
 * « Passer à … » (issue 27 §7): a plan change charges or credits money at once, so it opens the
 * shared confirmation with the provider's own figures — old plan, new plan, the amount charged or
 * credited today (TTC) and the next renewal — and nothing changes until it is confirmed.
 */
export function PlanChangeDialog({
  plan,
  onClose,
  onChanged,
  onError,
}: {
  /** The plan chosen: the dialog is open while it is set. */
  plan: PlanId | null;
  onClose(): void;
  onChanged?(): void;
  onError(error: unknown): void;
}) {
  const preview = usePlanChangePreview(plan);
  const change = useChangePlan();
  const p = preview.data;

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // The dialog stays open while the provider answers.
    event.preventDefault();
    if (!p || !plan) return;
    try {
      await change.mutateAsync({ plan, prorationDate: p.prorationDate });
      onClose();
      toast.success(m.planChanged(nameOf(plan)));
      onChanged?.();
    } catch (error) {
      onClose();
      onError(error);
    }
  }

  const amount = p ? formatCents(Math.abs(p.amountNowTtcCents)) : '';
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={plan ? m.planChangeConfirmTitle(nameOf(plan)) : ''}
      description={m.planChangeConfirmBody}
      cancelLabel={m.cancelChange}
      confirmLabel={p && p.amountNowTtcCents > 0 ? m.confirmPay(amount) : m.confirmChange}
      confirmVariant="primary"
      confirmDisabled={!p || change.isPending}
      onConfirm={confirm}
    >
      {preview.isError && (
        <p role="alert" className="text-sm text-red-700">
          {(preview.error as Error).message || m.planChangePreviewFailed}
        </p>
      )}
      {!p && !preview.isError && <Spinner label={m.planChangePreviewLoading} />}
      {p && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{m.planChangeFrom}</dt>
          <dd className="font-medium text-slate-900">{nameOf(p.currentPlan)}</dd>
          <dt className="text-slate-600">{m.planChangeTo}</dt>
          <dd className="font-medium text-slate-900">{nameOf(p.newPlan)}</dd>
          <dt className="text-slate-600">
            {p.amountNowTtcCents > 0 ? m.chargedNow : p.amountNowTtcCents < 0 ? m.creditedNow : m.today}
          </dt>
          <dd className="font-semibold text-slate-900">
            {p.amountNowTtcCents === 0 ? m.nothingNow : m.ttc(amount)}
          </dd>
          {p.nextRenewal && (
            <>
              <dt className="text-slate-600">{m.nextRenewal}</dt>
              <dd className="text-slate-900">
                {m.renewalLine(formatLongDate(p.nextRenewal), formatCents(p.nextAmountTtcCents))}
              </dd>
            </>
          )}
        </dl>
      )}
    </ConfirmDialog>
  );
}
