import {
  isCalendarDate,
  ACCESS_KINDS,
  ACCESS_LOG_KEEP_MONTHS,
  type AccessKind,
  type AccessLogEntry,
  type AccessLogQuery,
  accessLogMessages as m,
  MANDATE_ACTIVITIES,
  type MandateActivity,
  mandateMessages,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { DateInput } from '../../../components/ui/date-field';
import { Select } from '../../../components/ui/select';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAccessLog } from '../api/get-access-log';

type Filters = Omit<AccessLogQuery, 'page'>;

/** The list follows a whole day or a cleared field, not each keystroke of a day being typed. */
const isFilterDay = (value: string) => value === '' || isCalendarDate(value);

const isActivity = (value: string): value is MandateActivity =>
  (MANDATE_ACTIVITIES as readonly string[]).includes(value);

/** What was taken, in words; names are today's (an erased client or a deleted file says so). */
function subjectOf(entry: AccessLogEntry): string {
  const client = entry.client ? (entry.client.name ?? m.erasedClient) : null;
  const document = entry.document ? (entry.document.fileName ?? m.deletedDocument) : null;
  switch (entry.kind) {
    case 'client_document':
      return [document, client].filter(Boolean).join(' · ');
    case 'property_document':
      return document ?? '';
    case 'client_export':
      return client ?? '';
    case 'agency_export':
      return m.agencyArchive;
    case 'portal_export':
      return m.portalFile;
    case 'signature_download':
    case 'invoice_download':
      return entry.detail;
    case 'lead_view':
    case 'lead_message':
      return [m.lead, client].filter(Boolean).join(' · ');
    case 'register_export': {
      const [activity = '', format = ''] = entry.detail.split(' ');
      return m.registerDetail(
        isActivity(activity) ? mandateMessages.activityLabels[activity].toLowerCase() : activity,
        format,
      );
    }
  }
}

/**
 * « Journal des accès » (issue 15 part 6): every download of a document and every export, newest
 * first, filtered by member, kind, client and Paris calendar days, 50 to a page.
 */
export function AccessLogPanel() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const log = useAccessLog({ ...filters, page });
  const set = (patch: Filters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const fieldErrors = log.error instanceof ApiRequestError ? (log.error.fieldErrors ?? {}) : {};
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-6">
        <p className="text-sm text-slate-700">{m.intro(ACCESS_LOG_KEEP_MONTHS)}</p>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">{m.filtersTitle}</legend>
          <Field label={m.filterMember}>
            <Select
              value={filters.memberId ?? ''}
              onChange={(e) => set({ memberId: e.target.value || undefined })}
            >
              <option value="">{m.allMembers}</option>
              {data?.members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={m.filterKind}>
            <Select
              value={filters.kind ?? ''}
              onChange={(e) => set({ kind: (e.target.value || undefined) as AccessKind | undefined })}
            >
              <option value="">{m.allKinds}</option>
              {ACCESS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {m.kindLabels[kind]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={m.filterClient}>
            <Select
              value={filters.clientId ?? ''}
              onChange={(e) => set({ clientId: e.target.value || undefined })}
            >
              <option value="">{m.allClients}</option>
              {data?.clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={m.filterFrom} error={fieldErrors.from}>
            <DateInput
              value={filters.from ?? ''}
              onValueChange={(v) => isFilterDay(v) && set({ from: v || undefined })}
            />
          </Field>
          <Field label={m.filterTo} error={fieldErrors.to}>
            <DateInput
              value={filters.to ?? ''}
              onValueChange={(v) => isFilterDay(v) && set({ to: v || undefined })}
            />
          </Field>
        </fieldset>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() =>
              set({
                memberId: undefined,
                kind: undefined,
                clientId: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            {m.resetFilters}
          </Button>
        )}
      </Card>

      {log.isPending && (
        <Loading>
          <Skeleton className="h-64" />
        </Loading>
      )}
      {log.isError && !fieldErrors.from && !fieldErrors.to && (
        <p role="alert" className="text-sm text-red-700">
          {m.loadFailed} {log.error.message}
        </p>
      )}
      {data && data.items.length === 0 && (
        <EmptyState title={m.empty} description={filtered ? undefined : m.emptyHint} />
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {m.count(data.total)}
          </p>
          <Entries items={data.items} />
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-3" aria-label={m.tabTitle}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {m.previous}
              </Button>
              <span className="text-sm text-slate-700">{m.pageOf(page, pages)}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {m.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

const COLUMNS: readonly DataColumn<AccessLogEntry>[] = [
  { header: m.columnDate, width: 'w-40', cell: (entry) => formatDateTime(entry.occurredAt) },
  { header: m.columnMember, width: 'w-40', cell: (entry) => entry.actorName },
  { header: m.columnKind, width: 'w-48', card: 'title', cell: (entry) => m.kindLabels[entry.kind] },
  { header: m.columnSubject, cell: subjectOf },
  {
    header: m.columnIp,
    width: 'w-36',
    cell: (entry) => <span className="break-all font-mono text-xs text-slate-700">{entry.ip}</span>,
  },
];

/** A table on a wide screen, one card per entry on a phone (no horizontal scroll). */
function Entries({ items }: { items: readonly AccessLogEntry[] }) {
  return (
    <DataTable caption={m.tabTitle} columns={COLUMNS} rows={items} rowKey={(entry) => entry.id} framed />
  );
}
