import { apiKeyMessages as m } from '@immopilote/contracts';
import { Plug } from 'lucide-react';
import { LinkCard } from '../../../components/ui/link-card';

/** The way from « Mon agence » to « API et webhooks ». */
export function ApiWebhooksLink() {
  return <LinkCard to="/api-webhooks" icon={Plug} title={m.agencyLink} hint={m.agencyLinkHint} />;
}
