import { type Client, privacyMessages as pm } from '@immopilote/contracts';
import { formatLongDate } from '../../../lib/format';

/** The client's roles as badges, and a candidate's status with the date it changed. */
export function ClientRoles({
  client,
}: {
  client: Pick<Client, 'roles' | 'candidateStatus' | 'candidateStatusChangedAt'>;
}) {
  if (client.roles.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label={pm.rolesLegend}>
      {client.roles.map((role) => (
        <li key={role} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {pm.roles[role]}
        </li>
      ))}
      {client.candidateStatus && (
        <li
          className={
            client.candidateStatus === 'non_retenu'
              ? 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900'
              : 'rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800'
          }
        >
          {client.candidateStatusChangedAt
            ? pm.candidateStatusSince(
                pm.candidateStatuses[client.candidateStatus],
                formatLongDate(client.candidateStatusChangedAt),
              )
            : pm.candidateStatuses[client.candidateStatus]}
        </li>
      )}
    </ul>
  );
}
