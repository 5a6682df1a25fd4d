import { endpoints } from '@immopilote/contracts';
import { endpointUrl } from '../../../lib/api-client';

/** An offer's signed document through its authorised route. */
export const offerDocumentUrl = (id: string) => endpointUrl(endpoints.offers.document, { params: { id } });
