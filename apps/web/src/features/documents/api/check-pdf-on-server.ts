import { endpoints } from '@immopilote/contracts';
import { call } from '../../../lib/api-client';

/** The one PDF rule, applied by the server's reader to a chosen file; nothing is stored. */
export function checkPdfOnServer(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(endpoints.documents.check, { body: form });
}
