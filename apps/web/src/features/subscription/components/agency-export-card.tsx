import {
  AGENCY_EXPORT_KEEP_DAYS,
  billingMessages,
  commonMessages,
  dataExportMessages,
  endpoints,
} from '@immopilote/contracts';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { endpointUrl } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAgencyExport, useRefreshAgencyExport, useStartAgencyExport } from '../api/agency-export';

/**
 * The head's archive of the agency's data: prepared by the server with real progress, kept a few
 * days, downloaded once (the server deletes it once sent whole).
 */
export function AgencyExportCard() {
  const state = useAgencyExport(true);
  const start = useStartAgencyExport();
  const refresh = useRefreshAgencyExport();
  const latest = state.data?.latest ?? null;
  const pending = latest?.status === 'pending';
  const downloadable = latest?.status === 'ready' && !latest.downloadedAt;

  async function prepare() {
    try {
      await start.mutateAsync();
    } catch (error) {
      toast.error((error as Error).message || commonMessages.genericError);
    }
  }

  return (
    <Card className="space-y-3 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{dataExportMessages.agencyTitle}</h2>
      <p className="text-sm text-slate-700">
        {dataExportMessages.agencyExplanation(AGENCY_EXPORT_KEEP_DAYS)}
      </p>
      <div className="space-y-3" aria-live="polite">
        {pending && (
          <div className="space-y-2">
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
              {latest.total > 0
                ? dataExportMessages.progress(latest.done, latest.total)
                : billingMessages.exportPreparing}
            </p>
            <progress
              className="h-2 w-full accent-brand-600"
              aria-label={dataExportMessages.progressLabel}
              max={Math.max(1, latest.total)}
              value={latest.done}
            />
          </div>
        )}
        {downloadable && (
          <div className="space-y-1">
            <a
              href={endpointUrl(endpoints.agencyExport.download, { params: { id: latest.id } })}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
              download
              onClick={refresh}
            >
              <Download className="size-4" aria-hidden />
              {billingMessages.exportDownload}
            </a>
            {latest.expiresAt && (
              <p className="text-sm text-slate-600">
                {dataExportMessages.readyUntil(formatDateTime(latest.expiresAt))}
              </p>
            )}
          </div>
        )}
        {latest?.downloadedAt && (
          <p className="text-sm text-slate-700">
            {dataExportMessages.downloadedOn(formatDateTime(latest.downloadedAt))}
          </p>
        )}
        {latest?.status === 'failed' && (
          <p className="text-sm text-red-700">{billingMessages.exportFailed}</p>
        )}
        {!pending && (
          <Button
            variant={downloadable ? 'secondary' : 'primary'}
            onClick={prepare}
            disabled={start.isPending}
          >
            {latest ? dataExportMessages.restart : billingMessages.exportStart}
          </Button>
        )}
      </div>
    </Card>
  );
}
