import { privacyMessages as pm } from '@immopilote/contracts';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdvanceRetentionClock } from '../api/advance-retention-clock';

const STEPS = [1, 30, 100] as const;

/**
 * The demonstration agency only, when the operator set DEMO_RETENTION_CLOCK (the API says so in
 * `clockEnabled`): move its own retention clock to see the purge at work.
 */
export function RetentionClockCard({ now }: { now: string }) {
  const advance = useAdvanceRetentionClock();
  return (
    <Card className="space-y-3 border-dashed p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="size-5 text-slate-600" aria-hidden />
        {pm.clockTitle}
      </h2>
      <p className="text-sm text-slate-600">{pm.clockIntro}</p>
      <p className="text-sm font-medium text-slate-800">{pm.clockNow(formatDateTime(now))}</p>
      <div className="flex flex-wrap gap-2">
        {STEPS.map((days) => (
          <Button
            key={days}
            variant="secondary"
            disabled={advance.isPending}
            onClick={() =>
              advance.mutate(days, {
                onSuccess: () => toast.success(pm.clockAdvanced),
                onError: (error) => toast.error(pm.clockTitle, error.message),
              })
            }
          >
            {pm.clockAdvance(days)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
