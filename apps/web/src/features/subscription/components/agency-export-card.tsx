import { billingMessages, commonMessages, endpoints } from '@immopilote/contracts';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { endpointUrl } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAgencyExport, useStartAgencyExport } from '../api/agency-export';

/** The head's archive of the agency's data (built by the server, then downloaded). */
export function AgencyExportCard() {
  const state = useAgencyExport(true);
  const start = useStartAgencyExport();
  const latest = state.data?.latest ?? null;
  const pending = latest?.status === 'pending';

  async function prepare() {
    try {
      await start.mutateAsync();
    } catch (error) {
      toast.error((error as Error).message || commonMessages.genericError);
    }
  }

  return (
    <Card className="space-y-3 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{billingMessages.exportTitle}</h2>
      <p className="text-sm text-slate-700">{billingMessages.exportExplanation}</p>
      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        {pending ? (
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {billingMessages.exportPreparing}
          </p>
        ) : (
          <Button variant="secondary" onClick={prepare} disabled={start.isPending}>
            {billingMessages.exportStart}
          </Button>
        )}
        {latest?.status === 'ready' && (
          <a
            href={endpointUrl(endpoints.agencyExport.download, { params: { id: latest.id } })}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
            download
          >
            <Download className="size-4" aria-hidden />
            {billingMessages.exportDownload}
            {latest.readyAt && (
              <span className="font-normal text-slate-600">({formatDateTime(latest.readyAt)})</span>
            )}
          </a>
        )}
        {latest?.status === 'failed' && (
          <p className="text-sm text-red-700">{billingMessages.exportFailed}</p>
        )}
      </div>
    </Card>
  );
}
