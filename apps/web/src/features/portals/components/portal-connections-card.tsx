import { PORTALS, type PortalConnection, portalsMessages as m } from '@immopilote/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { usePortalConnections } from '../api/get-connections';
import { useRemoveConnection } from '../api/save-connection';
import { PortalConnectionForm } from './portal-connection-form';

export const portalName = (c: Pick<PortalConnection, 'portal' | 'label'>) =>
  c.label ?? m.portalNames[c.portal];

/**
 * « Mon agence » › the portals (issue 33), the head's: each connection (the agency's identifier at
 * the portal, where the feed goes) with « Modifier » and « Supprimer », and « Ajouter un portail ».
 */
export function PortalConnectionsCard() {
  const connections = usePortalConnections();
  const remove = useRemoveConnection();
  const [editing, setEditing] = useState<PortalConnection | 'new' | null>(null);
  const items = connections.data?.items ?? [];
  const free = PORTALS.filter((p) => !items.some((c) => c.portal === p));

  const onRemove = (c: PortalConnection) =>
    remove.mutate(c.id, {
      onSuccess: () => toast.success(m.removed),
      onError: (error) => toast.error(m.saveFailed, error.message),
    });

  return (
    <Card id="portails" className="space-y-4 p-4 sm:p-6" role="region" aria-labelledby="portals-title">
      <div className="space-y-1">
        <h2 id="portals-title" className="text-lg font-semibold text-slate-900">
          {m.cardTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.cardIntro}</p>
      </div>
      {connections.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : connections.isError ? (
        <p className="text-sm text-slate-700">{m.loadFailed}</p>
      ) : items.length === 0 ? (
        <div className="space-y-1 rounded-lg border border-dashed border-slate-300 p-4">
          <p className="font-medium text-slate-900">{m.empty}</p>
          <p className="text-sm text-slate-600">{m.emptyHint}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium text-slate-900">
                  {portalName(c)}{' '}
                  <span className={c.enabled ? 'text-sm text-emerald-700' : 'text-sm text-slate-500'}>
                    · {c.enabled ? m.on : m.off}
                  </span>
                </p>
                <p className="text-sm text-slate-700">{m.identifierSummary(c.portalAgencyId)}</p>
                <p className="break-all text-sm text-slate-600">
                  {m.connectionSummary(m.protocols[c.protocol], c.host, c.port, c.folder)}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="min-h-11 sm:min-h-0"
                  onClick={() => setEditing(c)}
                  aria-label={`${m.edit} ${portalName(c)}`}
                >
                  <Pencil className="size-4" aria-hidden />
                  {m.edit}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button
                      type="button"
                      variant="danger-ghost"
                      size="sm"
                      className="min-h-11 sm:min-h-0"
                      aria-label={`${m.remove} ${portalName(c)}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  }
                  title={m.removeTitle(portalName(c))}
                  description={m.removeBody}
                  confirmLabel={m.remove}
                  cancelLabel={m.cancel}
                  onConfirm={() => onRemove(c)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && connections.isSuccess && (
        <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {m.add}
        </Button>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' || editing === null ? m.formTitleNew : m.formTitleEdit(portalName(editing))}
        closeLabel={m.cancel}
      >
        {editing !== null && (
          <PortalConnectionForm
            connection={editing === 'new' ? null : editing}
            freePortals={free}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Card>
  );
}
