import { agencyMessages } from '@immopilote/contracts';
import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useRegenerateCode } from '../api/regenerate-code';

/** The code colleagues join with: copy it, or replace it (the old one stops working). */
export function AgencyCodeCard({ code }: { code: string }) {
  const regenerate = useRegenerateCode();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(agencyMessages.copied);
    } catch {
      toast.error(agencyMessages.copyError);
    }
  };

  const replace = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => toast.success(agencyMessages.regenerated, agencyMessages.regeneratedDescription),
      onError: (error) => toast.error(agencyMessages.regenerateError, error.message),
    });

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby="agency-code-title" className="space-y-4">
        <h2 id="agency-code-title" className="text-lg font-semibold text-slate-900">
          {agencyMessages.codeTitle}
        </h2>
        <p
          className="font-mono text-3xl font-semibold tracking-[0.3em] text-slate-900"
          data-testid="agency-code"
        >
          {code}
        </p>
        <p className="text-sm text-slate-600">{agencyMessages.codeHelp}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={copy}>
            <Copy className="size-4" aria-hidden />
            {agencyMessages.copy}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" disabled={regenerate.isPending}>
                <RefreshCw className="size-4" aria-hidden />
                {agencyMessages.regenerate}
              </Button>
            }
            title={agencyMessages.regenerateConfirmTitle}
            description={agencyMessages.regenerateConfirm}
            confirmLabel={agencyMessages.regenerate}
            cancelLabel={agencyMessages.cancel}
            onConfirm={replace}
          />
        </div>
      </section>
    </Card>
  );
}
