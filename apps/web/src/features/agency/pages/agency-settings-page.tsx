import {
  accessLogMessages,
  agencyMessages,
  calendarMessages,
  PRODUCT_NAME,
  privacyMessages,
  commonMessages,
  siteSettingsMessages,
} from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { meQueryKey, useMe } from '../../auth';
import { AgencyCalendar, CalendarFeedCard } from '../../calendar';
import { useAgencySettings } from '../api/get-agency-settings';
import { AgencyCodeCard } from '../components/agency-code-card';
import { AgencyInfoForm } from '../components/agency-info-form';
import { AgencySiteSection } from '../components/agency-site-section';
import { FeeScaleCard } from '../components/fee-scale-card';
import { CountBadge, MembersTab } from '../components/members-tab';
import { PermissionsTab } from '../components/permissions-tab';
import { PolirisAgencyIdCard } from '../components/poliris-agency-id-card';
import { TwoFactorRequirementCard } from '../components/two-factor-requirement-card';
import { AiSettingsCard } from '../../ai';
import { OwnerNoticeCadenceCard } from '../components/owner-notice-cadence-card';
import { AccessLogPanel } from '../../access-log';
import { PrivacyTab } from '../../privacy';
import { AgencyExportCard } from '../../subscription';
import { InspectionDefaultsCard } from '../../inspections';
import { ApiWebhooksLink } from '../../api-keys';
import { ImportLink } from '../../imports';
import { PortalConnectionsCard } from '../../portals';

/** Tab names as they appear in the address (/agency-settings?onglet=membres), so a link can open one. */
const TABS = [
  'informations',
  'site',
  'membres',
  'permissions',
  'calendrier',
  'donnees-personnelles',
  'journal',
] as const;
type Tab = (typeof TABS)[number];

/**
 * « Mon agence », for the head only (spec 001 §2). The API decides who the head is: after a
 * hand-over the cached profile may be stale in either direction, so a refusal or an unexpected
 * success refreshes it.
 */
export function Component() {
  const me = useMe().data;
  const settings = useAgencySettings();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('onglet');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'informations';

  const refused = settings.error instanceof ApiRequestError && settings.error.status === 403;
  const stale = (refused && me?.profile.isBoss) || (settings.isSuccess && me && !me.profile.isBoss);
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [stale, queryClient]);

  if (refused) return <Refused />;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>{`${agencyMessages.pageTitle} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={agencyMessages.pageTitle}
        back={{ to: '/dashboard', label: agencyMessages.backToDashboard }}
        meta={settings.data && <p className="text-slate-600">{settings.data.agency.name}</p>}
      />
      {settings.isPending && <SettingsSkeleton />}
      {settings.isError && <LoadError message={settings.error.message} retry={() => settings.refetch()} />}
      {settings.data && me && (
        <Tabs value={tab} onValueChange={(value) => setParams({ onglet: value }, { replace: true })}>
          {/* Five tabs do not fit one row at 360 px: rows of two on a phone. */}
          <TabsList
            aria-label={agencyMessages.pageTitle}
            className="max-w-4xl grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none"
          >
            <TabsTrigger value="informations">{agencyMessages.tabInformations}</TabsTrigger>
            <TabsTrigger value="site">{siteSettingsMessages.tabTitle}</TabsTrigger>
            <TabsTrigger value="membres" className="inline-flex items-center justify-center gap-2">
              {agencyMessages.tabMembers}
              <PendingTabBadge count={settings.data.members.filter((m) => m.status === 'pending').length} />
            </TabsTrigger>
            <TabsTrigger value="permissions">{agencyMessages.tabPermissions}</TabsTrigger>
            <TabsTrigger value="calendrier">{calendarMessages.tabTitle}</TabsTrigger>
            <TabsTrigger value="donnees-personnelles">{privacyMessages.tabTitle}</TabsTrigger>
            <TabsTrigger value="journal">{accessLogMessages.tabTitle}</TabsTrigger>
          </TabsList>
          <TabsContent value="informations" className="mt-6 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
            <AgencyInfoForm agency={settings.data.agency} />
            <div className="space-y-6">
              <AgencyCodeCard code={settings.data.agency.code} />
              <TwoFactorRequirementCard
                required={settings.data.agency.requireTwoFactor}
                headHasTwoFactor={me.user.twoFactorEnabled}
              />
              <FeeScaleCard feeScaleUrl={settings.data.feeScaleUrl} />
              <PolirisAgencyIdCard polirisAgencyId={settings.data.polirisAgencyId} />
              <PortalConnectionsCard />
              <OwnerNoticeCadenceCard editable={me.profile?.isBoss ?? false} />
              <InspectionDefaultsCard editable={me.profile?.isBoss ?? false} />
              <AiSettingsCard />
              <ImportLink />
              <AgencyExportCard />
              <ApiWebhooksLink />
            </div>
          </TabsContent>
          <TabsContent value="site" className="mt-6">
            <AgencySiteSection editable />
          </TabsContent>
          <TabsContent value="membres" className="mt-6">
            <MembersTab members={settings.data.members} selfId={me.user.id} />
          </TabsContent>
          <TabsContent value="permissions" className="mt-6">
            <PermissionsTab members={settings.data.members} />
          </TabsContent>
          <TabsContent value="calendrier" className="mt-6 space-y-6">
            <AgencyCalendar />
            <CalendarFeedCard />
          </TabsContent>
          <TabsContent value="donnees-personnelles" className="mt-6">
            <PrivacyTab />
          </TabsContent>
          <TabsContent value="journal" className="mt-6">
            <AccessLogPanel />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function PendingTabBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <CountBadge>
      <span aria-hidden>{count}</span>
      <span className="sr-only">{agencyMessages.pendingBadge(count)}</span>
    </CountBadge>
  );
}

function Refused() {
  const toasted = useRef(false);
  useEffect(() => {
    // A ref: StrictMode's second effect run must not show the toast twice.
    if (!toasted.current) {
      toasted.current = true;
      toast.error(agencyMessages.forbidden);
    }
  }, []);
  return <Navigate to="/dashboard" replace />;
}

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const toasted = useRef(false);
  useEffect(() => {
    if (!toasted.current) {
      toasted.current = true;
      toast.error(agencyMessages.loadErrorTitle, message);
    }
  }, [message]);
  return (
    <Card className="space-y-3 p-6 text-center">
      <p className="font-medium text-slate-900">{agencyMessages.loadErrorTitle}</p>
      <p className="text-sm text-slate-600">{message}</p>
      <Button variant="secondary" onClick={retry}>
        {commonMessages.retry}
      </Button>
    </Card>
  );
}

function SettingsSkeleton() {
  return (
    <Loading>
      <div className="space-y-6">
        <Skeleton className="h-12 max-w-xl" />
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Skeleton className="h-80" />
          <Skeleton className="h-56" />
        </div>
      </div>
    </Loading>
  );
}
