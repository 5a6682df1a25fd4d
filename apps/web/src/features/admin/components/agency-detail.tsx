import { adminMessages as m } from '@immopilote/contracts';
import { useEffect } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminAgency } from '../api/get-admin-agency';
import { planLabel } from './plan-label';

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
      <Card className="space-y-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.members}</h2>
        {a.members.length === 0 ? (
          <EmptyState compact title={m.noMembers} />
        ) : (
          <table className="w-full table-fixed text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium sm:w-1/3">
                  {m.name}
                </th>
                <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">
                  {m.email}
                </th>
                <th scope="col" className="w-32 py-2 font-medium sm:w-40">
                  {m.role}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {a.members.map((member) => (
                <tr key={member.id}>
                  <td className="py-2 pr-2 break-words text-slate-900">
                    {member.firstName} {member.lastName}
                    {/* On a phone the e-mail goes under the name rather than in a column too narrow for it. */}
                    <span className="block text-xs break-all text-slate-600 sm:hidden">{member.email}</span>
                  </td>
                  <td className="hidden py-2 pr-2 break-all text-slate-700 sm:table-cell">{member.email}</td>
                  <td className="py-2">
                    {member.isBoss ? m.boss : m.member}
                    {member.status === 'pending' && (
                      <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                        {m.pending}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
          <table className="w-full table-fixed text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {m.propertyName}
                </th>
                <th scope="col" className="hidden w-28 py-2 pr-2 font-medium sm:table-cell">
                  {m.type}
                </th>
                <th scope="col" className="w-28 py-2 text-right font-medium sm:w-36">
                  {m.price}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {a.properties.map((p) => (
                <tr key={p.id}>
                  <td className="py-2 pr-2 break-words text-slate-900">
                    {p.name}
                    <span className="block text-xs text-slate-600 sm:hidden">{p.type}</span>
                  </td>
                  <td className="hidden py-2 pr-2 text-slate-700 sm:table-cell">{p.type}</td>
                  <td className="py-2 text-right tabular-nums text-slate-900">
                    {p.price === null ? m.notAvailable : formatPrice(p.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
