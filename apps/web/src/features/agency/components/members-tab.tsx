import type { ReactNode } from 'react';
import { type AgencyMember, agencyMessages } from '@immopilote/contracts';
import { Crown, UserMinus, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type MemberChange, useChangeMember } from '../api/change-member';
import { AcceptMemberDialog } from './accept-member-dialog';
import { InvitationsCard } from './invitations-card';
import { memberName } from './member-name';

const OUTCOMES = {
  accept: { done: agencyMessages.accepted, failed: agencyMessages.acceptError },
  reject: { done: agencyMessages.rejected, failed: agencyMessages.rejectError },
  remove: { done: agencyMessages.removed, failed: agencyMessages.removeError },
} as const;

/** Membres: pending requests to answer, then the active members (spec 001 §2). */
export function MembersTab({ members, selfId }: { members: AgencyMember[]; selfId: string }) {
  const change = useChangeMember();
  const navigate = useNavigate();
  const pending = members.filter((m) => m.status === 'pending');
  const active = members.filter((m) => m.status === 'active');

  const run = (c: Exclude<MemberChange, { kind: 'permissions' | 'headship' }>, done?: () => void) =>
    change.mutate(c, {
      onSuccess: () => {
        done?.();
        toast.success(OUTCOMES[c.kind].done);
      },
      onError: (error) => toast.error(OUTCOMES[c.kind].failed, error.message),
    });

  const handOver = (member: AgencyMember) =>
    change.mutate(
      { kind: 'headship', id: member.id },
      {
        onSuccess: () => {
          toast.success(agencyMessages.handedOver, agencyMessages.handedOverDescription(memberName(member)));
          void navigate('/dashboard', { replace: true });
        },
        onError: (error) => toast.error(agencyMessages.handOverError, error.message),
      },
    );

  const busy = change.isPending;
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <section aria-labelledby="pending-title" className="space-y-4">
          <h2 id="pending-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {agencyMessages.pendingTitle}
            {pending.length > 0 && <CountBadge>{agencyMessages.pendingBadge(pending.length)}</CountBadge>}
          </h2>
          {pending.length === 0 ? (
            <EmptyState compact title={agencyMessages.noPending} />
          ) : (
            <ul className="divide-y divide-slate-200">
              {pending.map((m) => (
                <MemberRow key={m.id} member={m}>
                  <AcceptMemberDialog
                    member={m}
                    disabled={busy}
                    onAccept={(permissions, done) => run({ kind: 'accept', id: m.id, permissions }, done)}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => run({ kind: 'reject', id: m.id })}
                    disabled={busy}
                    aria-label={`${agencyMessages.reject} ${memberName(m)}`}
                  >
                    <X className="size-4" aria-hidden />
                    {agencyMessages.reject}
                  </Button>
                </MemberRow>
              ))}
            </ul>
          )}
        </section>
      </Card>

      <InvitationsCard />

      <Card className="p-4 sm:p-6">
        <section aria-labelledby="active-title" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="active-title" className="text-lg font-semibold text-slate-900">
              {agencyMessages.activeTitle}
            </h2>
            <p className="text-sm text-slate-600">{agencyMessages.activeMembers(active.length)}</p>
          </div>
          <ul className="divide-y divide-slate-200">
            {active.map((m) => (
              <MemberRow key={m.id} member={m} self={m.id === selfId}>
                {!m.isBoss && (
                  <>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="ghost"
                          disabled={busy}
                          aria-label={agencyMessages.handOverTo(memberName(m))}
                        >
                          <Crown className="size-4" aria-hidden />
                          {agencyMessages.handOver}
                        </Button>
                      }
                      title={agencyMessages.handOverConfirmTitle}
                      description={agencyMessages.handOverConfirm(memberName(m))}
                      confirmLabel={agencyMessages.handOverAction}
                      cancelLabel={agencyMessages.cancel}
                      onConfirm={() => handOver(m)}
                    />
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="danger-ghost"
                          disabled={busy}
                          aria-label={`${agencyMessages.remove} ${memberName(m)}`}
                        >
                          <UserMinus className="size-4" aria-hidden />
                          {agencyMessages.remove}
                        </Button>
                      }
                      title={agencyMessages.removeConfirmTitle}
                      description={agencyMessages.removeConfirm}
                      confirmLabel={agencyMessages.remove}
                      cancelLabel={agencyMessages.cancel}
                      onConfirm={() => run({ kind: 'remove', id: m.id })}
                    />
                  </>
                )}
              </MemberRow>
            ))}
          </ul>
          {active.length === 1 && <EmptyState title={agencyMessages.noMembers} />}
        </section>
      </Card>
    </div>
  );
}

export function CountBadge({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {children}
    </span>
  );
}

function MemberRow({
  member,
  self = false,
  children,
}: {
  member: AgencyMember;
  self?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {memberName(member)}
          {self && <span className="font-normal text-slate-600"> ({agencyMessages.you})</span>}
          {member.status === 'active' && (
            <span
              className={
                member.isBoss
                  ? 'ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800'
                  : 'ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
              }
            >
              {member.isBoss ? agencyMessages.head : agencyMessages.member}
            </span>
          )}
        </p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
        {member.failedSignIns && (
          <p className="text-sm text-amber-800">
            {agencyMessages.failedSignIns(
              member.failedSignIns.count,
              formatLongDate(member.failedSignIns.since),
            )}
          </p>
        )}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
