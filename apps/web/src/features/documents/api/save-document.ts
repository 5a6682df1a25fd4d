import { type ClientInput, endpoints } from '@immopilote/contracts';
import { call } from '../../../lib/api-client';

function documentForm(file: File, text: string, receipt: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append('text', text);
  form.append('receipt', receipt);
  form.append('file', file, file.name);
  return form;
}

/** "Sauvegarder" from /add-client: the client and its document are created together. */
export const createClientWithDocument = (
  input: ClientInput,
  documentType: string,
  file: File,
  text: string,
  receipt: string,
) =>
  call(endpoints.clients.createWithDocument, {
    body: documentForm(file, text, receipt, { client: JSON.stringify(input), documentType }),
  });

export const addClientDocument = (
  clientId: string,
  documentType: string,
  file: File,
  text: string,
  receipt: string,
) =>
  call(endpoints.clients.addDocument, {
    params: { id: clientId },
    body: documentForm(file, text, receipt, { documentType }),
  });

export const addPropertyDocument = (propertyId: string, file: File, text: string, receipt: string) =>
  call(endpoints.documents.addToProperty, {
    params: { id: propertyId },
    body: documentForm(file, text, receipt),
  });
