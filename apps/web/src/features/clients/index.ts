/** What the PDF step needs to save a client's edited fields with its document. */
export { clientsQueryKey } from './api/get-clients';
export { updateClient } from './api/update-client';
