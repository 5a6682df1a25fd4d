import {
  type AgencyInvitation,
  agencyMessages,
  type InvitationInput,
  invitationInputSchema,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatLongDate } from '../../../lib/format';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useInvitations, useInvite, useRevokeInvitation } from '../api/invitations';

type InvitationOutput = z.output<typeof invitationInputSchema>;

const EMPTY: InvitationInput = { email: '', firstName: '', lastName: '' };

/** Beside the code: invite a colleague by e-mail, and the invitations still usable (issue 27). */
export function InvitationsCard() {
  const invitations = useInvitations();
  const invite = useInvite();
  const form = useForm<InvitationInput, unknown, InvitationOutput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, firstName, lastName }) => {
    try {
      const sent = await invite.mutateAsync({
        email,
        firstName: firstName ?? undefined,
        lastName: lastName ?? undefined,
      });
      form.reset(EMPTY);
      toast.success(agencyMessages.invitationSent, agencyMessages.invitationSentDescription(sent.email));
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['email', 'firstName', 'lastName'],
        toastTitle: agencyMessages.inviteError,
      });
    }
  });

  const items = invitations.data?.items ?? [];
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="invite-title">
        <div className="space-y-1">
          <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
            {agencyMessages.inviteTitle}
          </h2>
          <p className="text-sm text-slate-600">{agencyMessages.inviteHelp}</p>
        </div>
        <Field label={agencyMessages.inviteEmail} required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={agencyMessages.inviteFirstName} error={errors.firstName?.message}>
            <Input autoComplete="off" {...form.register('firstName')} />
          </Field>
          <Field label={agencyMessages.inviteLastName} error={errors.lastName?.message}>
            <Input autoComplete="off" {...form.register('lastName')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={isSubmitting} className="w-full sm:w-auto">
            <MailPlus className="size-4" aria-hidden />
            {isSubmitting ? agencyMessages.inviteSending : agencyMessages.inviteSubmit}
          </Button>
        </div>
      </form>
      <section aria-labelledby="invitations-title" className="space-y-2 border-t border-slate-200 pt-4">
        <h3 id="invitations-title" className="font-semibold text-slate-900">
          {agencyMessages.invitationsTitle}
        </h3>
        {invitations.isSuccess && items.length === 0 ? (
          <EmptyState compact title={agencyMessages.noInvitations} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: AgencyInvitation }) {
  const revoke = useRevokeInvitation();
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all text-slate-900">{invitation.email}</p>
        <p className="text-xs text-slate-600">
          {name && `${name} · `}
          {agencyMessages.invitationExpires(formatLongDate(invitation.expiresAt))}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button
            variant="danger-ghost"
            size="sm"
            disabled={revoke.isPending}
            aria-label={agencyMessages.revokeInvitationOf(invitation.email)}
          >
            <Trash2 className="size-4" aria-hidden />
            {agencyMessages.revokeInvitation}
          </Button>
        }
        title={agencyMessages.revokeInvitationConfirmTitle}
        description={agencyMessages.revokeInvitationConfirm}
        confirmLabel={agencyMessages.revokeInvitation}
        cancelLabel={agencyMessages.cancel}
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => toast.success(agencyMessages.invitationRevoked),
            onError: (error) => toast.error(agencyMessages.revokeInvitationError, error.message),
          })
        }
      />
    </li>
  );
}
