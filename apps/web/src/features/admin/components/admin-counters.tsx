import { adminMessages as m } from '@immopilote/contracts';
import { Building2, House, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminStats } from '../api/get-admin-stats';

const number = new Intl.NumberFormat('fr-FR');

/** The three counters of the panel: Utilisateurs, Agences, Biens. */
export function AdminCounters() {
  const stats = useAdminStats();
  const counters = [
    { label: m.users, value: stats.data?.users, Icon: Users },
    { label: m.agencies, value: stats.data?.agencies, Icon: Building2 },
    { label: m.properties, value: stats.data?.properties, Icon: House },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {counters.map(({ label, value, Icon }) => (
        <Card key={label} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
          <span className="hidden size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800 sm:flex">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <dt className="truncate text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">
              {value === undefined ? <Skeleton className="mt-1 h-7 w-12" /> : number.format(value)}
            </dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
