import { commonMessages, homeFor, profileMessages as m } from '@immopilote/contracts';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { TwoFactorSection } from '../../two-factor';
import { useRequestOwnPasswordReset } from '../api/request-own-password-reset';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileForm } from '../components/profile-form';

/** /profile « Mon profil » (spec 001 §2): personal details, Sécurité, and the danger zone. */
export function Component() {
  // The signed-in shell renders its pages only once `me` is loaded.
  const me = useMe().data;
  const reset = useRequestOwnPasswordReset();

  const sendReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast.success(m.resetSentTitle, m.resetSent),
      onError: (error) =>
        toast.error(commonMessages.errorTitle, error.message || commonMessages.genericError),
    });

  if (!me) return null;
  const home = homeFor(me);
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <title>{m.documentTitle}</title>
      <PageHeader
        title={m.title}
        // Without the navigation (no agency yet, or waiting for approval) the way back is the user's home.
        back={home === '/dashboard' ? undefined : { to: home, label: m.back }}
      />
      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.personalTitle}</h2>
        <ProfileForm
          initial={{
            firstName: me.profile.firstName,
            lastName: me.profile.lastName,
            phone: me.profile.phone,
          }}
          email={me.user.email}
        />
      </Card>
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{m.securityTitle}</h2>
        <p className="text-sm text-slate-700">{m.securityHint}</p>
        <Button variant="secondary" onClick={sendReset} disabled={reset.isPending}>
          <KeyRound className="size-4" aria-hidden />
          {m.resetPassword}
        </Button>
        <TwoFactorSection />
      </Card>
      <DeleteAccountSection isBoss={me.profile.isBoss && me.agency !== null} />
    </section>
  );
}
