import { adminMessages as m } from '@immopilote/contracts';
import { Building2, House, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';

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
        <Card key={label} className="grid grid-cols-[auto_1fr] items-center gap-x-4 p-3 sm:p-5">
          <dt className="contents">
            <span className="row-span-2 hidden size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800 sm:flex">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="col-span-2 truncate text-xs font-medium text-slate-600 sm:col-span-1 sm:text-sm">
              {label}
            </span>
          </dt>
          <dd className="col-span-2 text-2xl font-bold text-slate-900 sm:col-span-1">
            {value === undefined ? <Skeleton className="mt-1 h-7 w-12" /> : formatNumber(value)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
