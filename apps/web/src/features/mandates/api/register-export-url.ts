import { endpoints, type MandateActivity } from '@immopilote/contracts';
import { endpointUrl } from '../../../lib/api-client';

/** The register as a file: the browser downloads it itself (Content-Disposition: attachment). */
export const registerExportUrl = (format: 'csv' | 'pdf', activity: MandateActivity) =>
  endpointUrl(endpoints.mandates.exportRegister, { params: { format }, query: { activity } });
