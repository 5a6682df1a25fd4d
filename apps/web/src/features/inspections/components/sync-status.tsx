import { inspectionsScreenMessages as sm } from '@immopilote/contracts';
import { CheckCircle2, CloudOff, HardDrive, RefreshCw, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SyncState } from '../offline/use-local-inspection';

const m = sm.sync;

/**
 * Where the agent's work is, always in sight: on the device, on its way, on the server; « Hors
 * ligne » beside it when there is no network. Icon and words, never colour alone.
 */
export function SyncStatus({
  state,
  online,
  unsentPhotos,
  failure,
  onRetry,
}: {
  state: SyncState;
  online: boolean;
  unsentPhotos: number;
  failure: string | null;
  onRetry(): void;
}) {
  const shown =
    state === 'syncing'
      ? { Icon: RefreshCw, text: m.syncing, tone: 'border-brand-200 bg-brand-50 text-brand-800' }
      : state === 'synced' && unsentPhotos === 0
        ? { Icon: CheckCircle2, text: m.synced, tone: 'border-green-200 bg-green-50 text-green-800' }
        : state === 'failed' || state === 'signed-out'
          ? { Icon: TriangleAlert, text: m.failed, tone: 'border-red-200 bg-red-50 text-red-800' }
          : { Icon: HardDrive, text: m.local, tone: 'border-amber-200 bg-amber-50 text-amber-900' };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p
        role="status"
        aria-label={m.label}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium',
          shown.tone,
        )}
      >
        <shown.Icon className={cn('size-4', state === 'syncing' && 'animate-spin')} aria-hidden />
        {shown.text}
        {unsentPhotos > 0 && <span className="font-normal">· {m.pendingPhotos(unsentPhotos)}</span>}
      </p>
      {!online && (
        <p className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800">
          <CloudOff className="size-4" aria-hidden />
          {m.offline}
          <span className="sr-only">{m.offlineHint}</span>
        </p>
      )}
      {(state === 'failed' || state === 'signed-out') && (
        <div className="w-full space-y-1">
          <p className="text-sm text-red-800">{state === 'signed-out' ? m.signedOut : failure}</p>
          {state === 'failed' && (
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 text-sm font-medium text-brand-700 underline"
            >
              {m.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
