import { apiKeyMessages as m, agencyMessages, endpoints, PRODUCT_NAME } from '@immopilote/contracts';
import { BookOpen } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { endpointUrl } from '../../../lib/api-client';
import { WebhooksSection } from '../../webhooks';
import { ApiKeysSection } from '../components/api-keys-section';

/**
 * « API et webhooks » (issue 33), the head's: the API keys, then the webhook endpoints, with the
 * API's reference one click away.
 */
export function Component() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>{`${m.pageTitle} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={m.pageTitle}
        back={{ to: '/agency-settings', label: agencyMessages.pageTitle }}
        meta={<p className="text-slate-600">{m.pageIntro}</p>}
      />
      <p>
        <a
          href={endpointUrl(endpoints.apiDocs.page, {})}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <BookOpen className="size-4" aria-hidden />
          {m.docsLink}
        </a>
      </p>
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
