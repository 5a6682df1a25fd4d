import { adminMessages as m } from '@immopilote/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useAdminAudit } from '../api/get-admin-audit';
import { Pager } from './pager';

/** « Journal d’audit »: who looked at which agency, and when (newest first). */
export function AuditLog({ detailsHref }: { detailsHref(id: string): string }) {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{m.auditTitle}</h2>
        <p className="text-sm text-slate-600">{m.auditHint}</p>
      </div>
      {audit.isPending ? (
        <Loading>
          <div className="space-y-2">
            {placeholderKeys(3).map((key) => (
              <Skeleton key={key} className="h-8 w-full" />
            ))}
          </div>
        </Loading>
      ) : audit.data?.items.length ? (
        <ol className="divide-y divide-slate-100 text-sm">
          {audit.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={entry.createdAt} className="shrink-0 text-slate-600 sm:w-44">
                {formatDateTime(entry.createdAt)}
              </time>
              <p className="min-w-0 text-slate-800">
                <span className="break-all">{entry.adminEmail}</span> — {m.auditActions[entry.action]} :{' '}
                {entry.agencyId ? (
                  <Link
                    to={detailsHref(entry.agencyId)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {entry.agencyName}
                  </Link>
                ) : (
                  <span>{m.deletedAgency(entry.agencyName)}</span>
                )}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState compact title={m.auditEmpty} />
      )}
      {audit.data && (
        <Pager
          label={m.auditTitle}
          page={page}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
          onPage={setPage}
        />
      )}
    </Card>
  );
}
