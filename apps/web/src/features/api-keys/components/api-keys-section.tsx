import { type ApiKey, type ApiResource, apiKeyMessages as m } from '@immopilote/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** « Clés d'API »: create, list with their last use, revoke (the head only, issue 33). */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const items = keys.data?.items ?? [];
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby="api-keys-title" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h2 id="api-keys-title" className="text-lg font-semibold text-slate-900">
              {m.section.title}
            </h2>
            <p className="text-sm text-slate-600">{m.section.intro}</p>
          </div>
          <Button type="button" onClick={() => setCreating(true)} className="w-full sm:w-auto">
            <Plus className="size-4" aria-hidden />
            {m.section.create}
          </Button>
        </div>
        {keys.isPending && <Skeleton className="h-24 w-full" />}
        {keys.isError && <p className="text-sm text-red-700">{m.loadError}</p>}
        {keys.isSuccess && items.length === 0 && <EmptyState compact title={m.section.empty} />}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-200" aria-label={m.section.title}>
            {items.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
      </section>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}

const STATE_STYLE: Record<ApiKey['state'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  revoked: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** `listings:read`, `listings:write` → « Biens (lecture, écriture) ». */
function scopesText(scopes: readonly string[]): string {
  const byResource = new Map<string, string[]>();
  for (const scope of scopes) {
    const [resource, right] = scope.split(':') as [ApiResource, 'read' | 'write'];
    const label = m.resources[resource] ?? resource;
    byResource.set(label, [...(byResource.get(label) ?? []), m.scopeShort[right] ?? right]);
  }
  return [...byResource].map(([label, rights]) => `${label} (${rights.join(', ')})`).join(' · ');
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <KeyRound className="size-4 text-slate-500" aria-hidden />
          <span className="font-medium break-all text-slate-900">{apiKey.name}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATE_STYLE[apiKey.state]}`}
          >
            {m.states[apiKey.state]}
          </span>
        </p>
        <p className="font-mono text-xs text-slate-700">{`${apiKey.prefix}…`}</p>
        <p className="text-sm text-slate-700">{scopesText(apiKey.scopes)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
          <dt>{m.columns.createdAt}</dt>
          <dd>
            {formatLongDate(apiKey.createdAt)}
            {apiKey.createdByName && ` · ${m.createdBy(apiKey.createdByName)}`}
          </dd>
          <dt>{m.columns.expiresAt}</dt>
          <dd>{apiKey.expiresOn ? formatLongDate(apiKey.expiresOn) : m.noExpiry}</dd>
          <dt>{m.columns.lastUsedAt}</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : m.never}</dd>
          <dt>{m.form.rateLimit}</dt>
          <dd>{apiKey.rateLimitPerMinute}</dd>
        </dl>
      </div>
      {apiKey.state !== 'revoked' && (
        <ConfirmDialog
          trigger={
            <Button
              variant="danger-ghost"
              size="sm"
              disabled={revoke.isPending}
              aria-label={`${m.revoke.action} ${apiKey.name}`}
            >
              {m.revoke.action}
            </Button>
          }
          title={m.revoke.title}
          description={m.revoke.body(apiKey.name)}
          confirmLabel={m.revoke.confirm}
          cancelLabel={m.form.cancel}
          onConfirm={() =>
            revoke.mutate(apiKey.id, {
              onSuccess: () => toast.success(m.revoke.done),
              onError: (error) => toast.error(m.revokeError, error.message),
            })
          }
        />
      )}
    </li>
  );
}
