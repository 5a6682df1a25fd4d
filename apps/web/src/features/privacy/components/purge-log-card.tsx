import { documentTypeLabel, privacyMessages as pm } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { usePurgeLog } from '../api/get-purge-log';

/** « Journal des suppressions »: what the purge and the erasures did, never whom by name. */
export function PurgeLogCard() {
  const log = usePurgeLog();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{pm.purgeLogTitle}</h2>
      {log.isPending ? (
        <Loading>
          <div className="space-y-2">
            {placeholderKeys(3).map((k) => (
              <Skeleton key={k} className="h-12" />
            ))}
          </div>
        </Loading>
      ) : log.isError ? (
        <p className="text-sm text-red-700">{pm.purgeLogLoadFailed}</p>
      ) : log.data.items.length === 0 ? (
        <EmptyState title={pm.purgeLogEmpty} />
      ) : (
        <ol className="divide-y divide-slate-200" aria-label={pm.purgeLogTitle}>
          {log.data.items.map((entry) => (
            <li key={entry.id} className="space-y-0.5 py-3">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{pm.purgeLogKinds[entry.kind]}</span>
                <time dateTime={entry.at} className="text-xs text-slate-600">
                  {formatDateTime(entry.at)}
                </time>
              </p>
              <p className="text-sm text-slate-700">
                {[
                  pm.purgeLogClient(entry.clientRef),
                  entry.documentType ? documentTypeLabel(entry.documentType) : null,
                  entry.kind === 'document_expired'
                    ? null
                    : pm.purgeLogCounts(entry.documentsDeleted, entry.historyAnonymised),
                  entry.actorName ? pm.purgeLogBy(entry.actorName) : pm.purgeLogByJob,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
