import { endpoints } from '@immopilote/contracts';
import { endpointUrl } from '../../../lib/api-client';

/** The ZIP: the browser downloads it itself (Content-Disposition: attachment). */
export const exportDownloadUrl = (id: string) =>
  endpointUrl(endpoints.portalExport.download, { params: { id } });
