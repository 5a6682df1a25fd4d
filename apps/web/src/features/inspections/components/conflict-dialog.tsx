import { type InspectionContent, inspectionsScreenMessages as sm } from '@immopilote/contracts';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import type { LocalInspection } from '../offline/local-record';

const m = sm.conflict;

const summary = (content: InspectionContent) =>
  m.summary(
    content.rooms.length,
    content.rooms.reduce((n, room) => n + room.elements.filter((e) => e.state !== null).length, 0),
  );

/**
 * The same inspection saved on two devices: both versions side by side, and the agent chooses one.
 * No way out without choosing: the device keeps its copy until then.
 */
export function ConflictDialog({
  record,
  busy,
  onKeepTheirs,
  onKeepMine,
}: {
  record: LocalInspection;
  busy: boolean;
  onKeepTheirs(): void;
  onKeepMine(): void;
}) {
  const theirs = record.conflict;
  return (
    <AlertDialog.Root open={theirs !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] space-y-4 overflow-y-auto rounded-t-xl bg-white p-4 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(90vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{m.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {m.description}
          </AlertDialog.Description>
          {theirs && (
            <div className="grid gap-3 sm:grid-cols-2">
              <section className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm">
                <h3 className="font-medium text-slate-900">{m.theirs}</h3>
                <p className="text-slate-700">
                  {theirs.updatedByName
                    ? m.theirsMeta(theirs.updatedByName, formatDateTime(theirs.updatedAt))
                    : m.theirsMetaAnonymous(formatDateTime(theirs.updatedAt))}
                </p>
                <p className="text-slate-600">{summary(theirs.content)}</p>
              </section>
              <section className="space-y-1 rounded-lg border border-brand-300 bg-brand-50 p-3 text-sm">
                <h3 className="font-medium text-slate-900">{m.mine}</h3>
                {record.editedAt && (
                  <p className="text-slate-700">{m.mineMeta(formatDateTime(record.editedAt))}</p>
                )}
                <p className="text-slate-600">{summary(record.content)}</p>
              </section>
            </div>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onKeepTheirs} disabled={busy}>
              {m.keepTheirs}
            </Button>
            <Button onClick={onKeepMine} disabled={busy}>
              {m.keepMine}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
