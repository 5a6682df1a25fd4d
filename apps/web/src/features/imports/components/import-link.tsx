import { listingImportMessages as m } from '@immopilote/contracts';
import { FileInput } from 'lucide-react';
import { LinkCard } from '../../../components/ui/link-card';

/** The way from « Mon agence » to « Importer », beside the agency's export: data in, data out. */
export function ImportLink() {
  return <LinkCard to="/import" icon={FileInput} title={m.agencyLink} hint={m.agencyLinkHint} />;
}
