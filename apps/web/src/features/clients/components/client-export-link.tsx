import { dataExportMessages, endpoints } from '@immopilote/contracts';
import { FileArchive } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { endpointUrl } from '../../../lib/api-client';

/** The client's own data (RGPD art. 15 and 20) as one ZIP; the server records the export in the access log. */
export function ClientExportLink({ clientId }: { clientId: string }) {
  return (
    <div className="space-y-1">
      <Button variant="secondary" asChild>
        <a href={endpointUrl(endpoints.clientExport.download, { params: { id: clientId } })} download>
          <FileArchive className="size-4" aria-hidden />
          {dataExportMessages.clientExport}
        </a>
      </Button>
      <p className="text-sm text-slate-600">{dataExportMessages.clientExportHint}</p>
    </div>
  );
}
