import { AuthCard } from '../../../components/auth-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SignOutButton } from '../../auth';
import { CreateAgencyForm } from '../components/create-agency-form';
import { JoinAgencyForm } from '../components/join-agency-form';

/** Signed in without an agency (spec 000 §2): join one by code or create one. */
export function Component() {
  return (
    <div className="flex min-h-full items-center justify-center py-6">
      <AuthCard
        title="Finalisez votre inscription"
        description="Rejoignez l’agence de votre équipe ou créez la vôtre pour accéder à votre espace."
      >
        <Tabs defaultValue="join" className="space-y-5">
          <TabsList aria-label="Choix de l’agence">
            <TabsTrigger value="join">Rejoindre une agence</TabsTrigger>
            <TabsTrigger value="create">Créer une agence</TabsTrigger>
          </TabsList>
          <TabsContent value="join">
            <JoinAgencyForm />
          </TabsContent>
          <TabsContent value="create">
            <CreateAgencyForm />
          </TabsContent>
        </Tabs>
        <SignOutButton variant="ghost" />
      </AuthCard>
    </div>
  );
}
