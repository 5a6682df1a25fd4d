import { type AdminAgencyDetail, adminMessages as m } from '@immopilote/contracts';
import { useEffect } from 'react';
import { Card } from '../../../components/ui/card';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminAgency } from '../api/get-admin-agency';
import { planLabel } from './plan-label';

const MEMBER_COLUMNS: readonly DataColumn<AdminAgencyDetail['members'][number]>[] = [
  {
    header: m.name,
    card: 'title',
    width: 'w-1/3',
    cell: (member) => `${member.firstName} ${member.lastName}`,
  },
  { header: m.email, cell: (member) => <span className="break-all">{member.email}</span> },
  {
    header: m.role,
    width: 'w-40',
    cell: (member) => (
      <>
        {member.isBoss ? m.boss : m.member}
        {member.status === 'pending' && (
          <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            {m.pending}
          </span>
        )}
      </>
    ),
  },
];

const PROPERTY_COLUMNS: readonly DataColumn<AdminAgencyDetail['properties'][number]>[] = [
  { header: m.propertyName, card: 'title', cell: (p) => p.name },
  { header: m.type, width: 'w-28', cell: (p) => p.type },
  {
    header: m.price,
    numeric: true,
    width: 'w-36',
    cell: (p) => (p.price === null ? m.notAvailable : formatPrice(p.price)),
  },
];

/** The detail view: address line, Membres (Nom, Email, Rôle), Biens (Nom du bien, Type, Prix), Retour. */
export function AgencyDetail({ id, backTo }: { id: string; backTo: string }) {
  const agency = useAdminAgency(id);
  const back = { to: backTo, label: m.back };

  useEffect(() => {
    if (agency.error) {
      const gone = agency.error instanceof ApiRequestError && agency.error.status === 404;
      toast.error(m.loadFailedTitle, gone ? m.agencyNotFound : agency.error.message);
    }
  }, [agency.error]);

  if (agency.isPending) {
    return (
      <div className="space-y-6">
        <PageHeader title={m.title} back={back} />
        <Loading>
          <Card className="space-y-3 p-6">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </Card>
        </Loading>
      </div>
    );
  }
  if (agency.isError) {
    return (
      <div className="space-y-6">
        <PageHeader title={m.title} back={back} />
        <EmptyState title={m.agencyNotFound} />
      </div>
    );
  }
  const a = agency.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={a.name}
        back={back}
        meta={
          <p className="text-sm text-slate-700">
            {a.address}, {a.zip} {a.city} · {m.subscription} : {planLabel(a.plan)}
          </p>
        }
      />
      {a.billingAlert && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{m.billingAlert}</p>
          <p>{a.billingAlert}</p>
        </div>
      )}
      <Card className="space-y-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.members}</h2>
        {a.members.length === 0 ? (
          <EmptyState compact title={m.noMembers} />
        ) : (
          <DataTable
            caption={m.members}
            columns={MEMBER_COLUMNS}
            rows={a.members}
            rowKey={(member) => member.id}
            wideFrom="sm"
          />
        )}
      </Card>
      <Card className="space-y-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{m.properties}</h2>
          {a.propertyTotal > a.properties.length && (
            <p className="text-sm text-slate-600">
              {m.propertiesShown(a.properties.length, a.propertyTotal)}
            </p>
          )}
        </div>
        {a.properties.length === 0 ? (
          <EmptyState compact title={m.noProperties} />
        ) : (
          <DataTable
            caption={m.properties}
            columns={PROPERTY_COLUMNS}
            rows={a.properties}
            rowKey={(p) => p.id}
            wideFrom="sm"
          />
        )}
      </Card>
    </div>
  );
}
