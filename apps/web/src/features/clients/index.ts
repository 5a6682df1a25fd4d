/** What the PDF step needs to save a client's edited fields with its document. */
export { clientsQueryKey } from './api/get-clients';
export { updateClient } from './api/update-client';
/** The visit form's « Nouveau client » creates through the same mutation as the directory. */
export { useCreateClient } from './api/create-client';
