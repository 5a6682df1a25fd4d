import { BANK_LINE_STATUSES, type BankLine, rentalBankMessages } from '@immopilote/contracts';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { useBankLines } from '../bank/api/list-bank-lines';
import { useConfirmProposedLines } from '../bank/api/review-bank-line';
import { BankLineGroup } from '../bank/bank-line-group';
import { ReminderSettingsButton } from '../bank/reminder-settings-dialog';
import { StatementUpload } from '../bank/statement-upload';

const sm = rentalBankMessages.screen;

/**
 * « Rapprochement bancaire » (issue 34): upload the bank's CSV, then review its credits grouped by
 * what became of them; the proposed ones are confirmed one by one or all at once.
 */
export function Component() {
  const me = useMe().data;
  const lines = useBankLines();
  const confirmAll = useConfirmProposedLines();
  const byStatus = (status: BankLine['status']) => (lines.data ?? []).filter((l) => l.status === status);
  const proposed = byStatus('proposed');

  const onConfirmAll = () =>
    confirmAll.mutate(undefined, {
      onSuccess: (result) => {
        if (result.confirmed > 0) toast.success(sm.confirmedAllToast(result.confirmed));
        if (result.refused.length > 0) {
          toast.error(sm.refusedAll(result.refused.length), result.refused.map((r) => r.reason).join(' '));
        }
      },
      onError: (err) => toast.error(err.message),
    });

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader
        title={sm.title}
        back={{ to: '/gestion', label: sm.back }}
        actions={me?.profile.isBoss ? <ReminderSettingsButton /> : undefined}
      />
      <p className="text-sm text-slate-700">{sm.intro}</p>
      <StatementUpload />
      {lines.isPending ? (
        <Loading>
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : (lines.data ?? []).length === 0 ? (
        <EmptyState title={sm.empty} />
      ) : (
        BANK_LINE_STATUSES.map((status) => (
          <BankLineGroup
            key={status}
            status={status}
            lines={byStatus(status)}
            action={
              status === 'proposed' && proposed.length > 0 ? (
                <Button size="sm" disabled={confirmAll.isPending} onClick={onConfirmAll}>
                  {sm.confirmAll(proposed.length)}
                </Button>
              ) : undefined
            }
          />
        ))
      )}
    </div>
  );
}
