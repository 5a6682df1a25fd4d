import { Tabs } from 'radix-ui';
import { AuthCard } from '../../auth/components/auth-card';
import { SignOutButton } from '../../auth/components/sign-out-button';
import { tabListClass, tabTriggerClass } from '../../auth/components/tab-styles';
import { CreateAgencyForm } from '../components/create-agency-form';
import { JoinAgencyForm } from '../components/join-agency-form';

/** Signed in without an agency (spec 000 §2): join one by code or create one. */
export function Component() {
  return (
    <div className="flex min-h-full items-center justify-center py-6">
      <AuthCard
        title="Finalisez votre inscription"
        description="Rejoignez l'agence de votre équipe ou créez la vôtre pour accéder à votre espace."
      >
        <Tabs.Root defaultValue="join" className="space-y-5">
          <Tabs.List aria-label="Choix de l'agence" className={tabListClass}>
            <Tabs.Trigger value="join" className={tabTriggerClass}>
              Rejoindre une agence
            </Tabs.Trigger>
            <Tabs.Trigger value="create" className={tabTriggerClass}>
              Créer une agence
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="join">
            <JoinAgencyForm />
          </Tabs.Content>
          <Tabs.Content value="create">
            <CreateAgencyForm />
          </Tabs.Content>
        </Tabs.Root>
        <SignOutButton variant="ghost" />
      </AuthCard>
    </div>
  );
}
