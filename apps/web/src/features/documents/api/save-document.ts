import type { ClientDetail, ClientInput, StoredDocument } from '@immopilote/contracts';
import { api } from '../../../lib/api-client';

function documentForm(file: File, text: string, receipt: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append('text', text);
  form.append('receipt', receipt);
  form.append('file', file, file.name);
  return form;
}

/** "Sauvegarder" from /add-client: the client and its document are created together. */
export const createClientWithDocument = async (
  input: ClientInput,
  file: File,
  text: string,
  receipt: string,
) =>
  (
    await api.post<{ client: ClientDetail }>(
      '/api/clients/with-document',
      documentForm(file, text, receipt, { client: JSON.stringify(input) }),
    )
  ).client;

export const addClientDocument = async (clientId: string, file: File, text: string, receipt: string) =>
  (
    await api.post<{ document: StoredDocument }>(
      `/api/clients/${clientId}/documents`,
      documentForm(file, text, receipt),
    )
  ).document;

export const addPropertyDocument = async (propertyId: string, file: File, text: string, receipt: string) =>
  (
    await api.post<{ document: StoredDocument }>(
      `/api/properties/${propertyId}/documents`,
      documentForm(file, text, receipt),
    )
  ).document;
