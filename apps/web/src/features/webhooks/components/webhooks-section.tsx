import { endpoints, webhookMessages as m } from '@immopilote/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { endpointUrl } from '../../../lib/api-client';
import { useWebhooks } from '../api/get-webhooks';
import { EndpointCard } from './endpoint-card';
import { EndpointDialog } from './endpoint-dialog';
import { SecretDialog } from './secret-dialog';

/**
 * Outgoing webhooks (issue 33), for the page « API et webhooks »: the head's endpoints, each with
 * its events, its state, « Envoyer un test » and its delivery log; a new endpoint's secret is shown
 * once.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const addButton = (
    <Button type="button" onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden />
      {m.add}
    </Button>
  );
  const items = webhooks.data?.items ?? [];

  return (
    <section aria-labelledby="webhooks-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id="webhooks-title" className="text-lg font-semibold text-slate-900">
            {m.sectionTitle}
          </h2>
          <p className="max-w-2xl text-sm text-slate-600">{m.intro}</p>
          <p className="text-sm">
            <a
              href={`${endpointUrl(endpoints.apiDocs.page, {})}#webhooks`}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {m.docsLink}
            </a>
          </p>
        </div>
        {items.length > 0 && <div className="shrink-0">{addButton}</div>}
      </div>

      {webhooks.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : webhooks.isError ? (
        <p className="text-sm text-red-700">{m.loadFailed}</p>
      ) : items.length === 0 ? (
        <EmptyState title={m.empty} description={m.emptyHint} action={addButton} />
      ) : (
        <ul className="space-y-3">
          {items.map((endpoint) => (
            <li key={endpoint.id}>
              <EndpointCard endpoint={endpoint} />
            </li>
          ))}
        </ul>
      )}

      <EndpointDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(created) => setSecret(created.secret)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
