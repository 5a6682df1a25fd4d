import { endpoints, type MandateActivity, type RegisterExportFormat } from '@immopilote/contracts';
import { endpointUrl } from '../../../lib/api-client';

/** The register as a file: the browser downloads it itself (Content-Disposition: attachment). */
export const registerExportUrl = (format: RegisterExportFormat, activity: MandateActivity) =>
  endpointUrl(endpoints.mandates.exportRegister, { params: { format }, query: { activity } });
