import { siteSettingsMessages as m } from '@immopilote/contracts';
import { Info } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { useFeeScaleTable } from '../api/get-fee-scale-table';
import { useAgencySite } from '../api/get-agency-site';
import { AgencySiteForm } from './agency-site-form';
import { FeeScaleTableCard } from './fee-scale-table-card';
import { InboundMailboxCard } from './inbound-mailbox-card';

/**
 * « Site et demandes » (issue 29): what the head fills in so the agency's public site can exist,
 * its fee scale, and the mailbox the portals' lead e-mails arrive in. Members read it all.
 */
export function AgencySiteSection({ editable }: { editable: boolean }) {
  const site = useAgencySite();
  const table = useFeeScaleTable();
  if (site.isPending || table.isPending) {
    return (
      <Loading>
        <div className="space-y-6">
          <Skeleton className="h-48" />
          <Skeleton className="h-80" />
        </div>
      </Loading>
    );
  }
  if (site.isError || table.isError) {
    return (
      <Card className="p-6 text-center text-sm text-slate-700" role="alert">
        {m.loadFailed}
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      {!editable && (
        <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.readOnly}
        </p>
      )}
      <AgencySiteForm site={site.data} editable={editable} />
      <FeeScaleTableCard table={table.data} editable={editable} />
      <InboundMailboxCard editable={editable} />
    </div>
  );
}
