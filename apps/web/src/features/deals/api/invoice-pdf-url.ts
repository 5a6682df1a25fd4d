import { endpoints } from '@immopilote/contracts';
import { endpointUrl } from '../../../lib/api-client';

/** An invoice's PDF through its authorised route (the server checks the agency and sends it as an attachment). */
export const invoicePdfUrl = (id: string) => endpointUrl(endpoints.feeInvoices.pdf, { params: { id } });
