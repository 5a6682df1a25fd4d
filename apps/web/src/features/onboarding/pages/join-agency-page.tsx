import { authFormMessages, onboardingMessages } from '@immopilote/contracts';
import { AuthCard } from '../../../components/auth-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SignOutButton } from '../../auth';
import { CreateAgencyForm } from '../components/create-agency-form';
import { JoinAgencyForm } from '../components/join-agency-form';

/** Signed in without an agency (spec 000 §2): join one by code or create one. */
export function Component() {
  return (
    <div className="flex min-h-full items-center justify-center py-6">
      <AuthCard title={onboardingMessages.joinTitle} description={onboardingMessages.joinDescription}>
        <Tabs defaultValue="join" className="space-y-5">
          <TabsList aria-label={onboardingMessages.joinChoice}>
            <TabsTrigger value="join">{authFormMessages.joinAgency}</TabsTrigger>
            <TabsTrigger value="create">{authFormMessages.createAgency}</TabsTrigger>
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
