import {
  type AgencyMember,
  agencyMessages,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
} from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useChangeMember } from '../api/change-member';
import { memberName } from './member-name';

/** The member's permissions with `permission` turned on or off, in the catalogue's order. */
export function toggled(current: readonly Permission[], permission: Permission, on: boolean): Permission[] {
  return PERMISSIONS.filter((p) => (p === permission ? on : current.includes(p)));
}

/** Permissions: four toggles per active member who is not the head (spec 001 §2, §3). */
export function PermissionsTab({ members }: { members: AgencyMember[] }) {
  const change = useChangeMember();
  const grantable = members.filter((m) => m.status === 'active' && !m.isBoss);

  const set = (member: AgencyMember, permission: Permission, on: boolean) =>
    change.mutate(
      { kind: 'permissions', id: member.id, permissions: toggled(member.permissions, permission, on) },
      {
        onSuccess: () => toast.success(agencyMessages.permissionsUpdated),
        onError: (error) => toast.error(agencyMessages.permissionsError, error.message),
      },
    );

  if (grantable.length === 0)
    return (
      <EmptyState title={agencyMessages.noPermissionMembers} description={agencyMessages.permissionsHelp} />
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{agencyMessages.permissionsHelp}</p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {grantable.map((member) => (
          <li key={member.id}>
            <Card className="p-4 sm:p-6">
              <fieldset className="space-y-1">
                <legend className="mb-2 font-semibold text-slate-900">
                  {memberName(member)}
                  <span className="block text-sm font-normal break-all text-slate-600">{member.email}</span>
                </legend>
                {PERMISSIONS.map((permission) => {
                  const id = `perm-${member.id}-${permission}`;
                  return (
                    <div key={permission} className="flex min-h-11 items-center justify-between gap-4">
                      <label htmlFor={id} className="text-sm text-slate-800">
                        {PERMISSION_LABELS[permission]}
                      </label>
                      <Switch
                        id={id}
                        checked={member.permissions.includes(permission)}
                        disabled={change.isPending}
                        onCheckedChange={(on) => set(member, permission, on)}
                        aria-label={`${PERMISSION_LABELS[permission]} — ${memberName(member)}`}
                      />
                    </div>
                  );
                })}
              </fieldset>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
