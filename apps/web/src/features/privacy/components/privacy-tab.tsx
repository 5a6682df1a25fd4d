import { privacyMessages as pm } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { NoticeCard } from './notice-card';
import { PurgeLogCard } from './purge-log-card';
import { RetentionCard } from './retention-card';
import { RetentionClockCard } from './retention-clock-card';

/** Mon agence › « Données personnelles »: retention periods, the candidates’ notice, the purge log. */
export function PrivacyTab() {
  const settings = usePrivacySettings();
  if (settings.isPending) {
    return (
      <Loading>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Skeleton className="h-96" />
          <Skeleton className="h-56" />
        </div>
      </Loading>
    );
  }
  if (settings.isError) {
    return (
      <Card className="p-6">
        <p className="text-sm text-red-700">{settings.error.message || pm.purgeLogLoadFailed}</p>
      </Card>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-6">
        <RetentionCard retention={settings.data.retention} />
        <PurgeLogCard />
      </div>
      <div className="space-y-6">
        <NoticeCard noticePath={settings.data.noticePath} />
        {settings.data.clockEnabled && <RetentionClockCard now={settings.data.now} />}
      </div>
    </div>
  );
}
