import { PRODUCT_NAME, webhookMessages as m } from '@immopilote/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { WebhooksSection } from '../components/webhooks-section';

/**
 * A stand-in for « API et webhooks » until the API keys' page takes this address: the webhooks
 * section alone (the lead keeps the other page at merge).
 */
export function Component() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <title>{`${m.pageTitle} – ${PRODUCT_NAME}`}</title>
      <PageHeader title={m.pageTitle} back={{ to: '/agency-settings', label: m.backToAgency }} />
      <WebhooksSection />
    </div>
  );
}
