import { endpoints } from '@immopilote/contracts';
import { call } from '../../../lib/api-client';

/** One optimisation request (spec: automatic on entry, again after « Informations manquantes »). */
export function optimizeListing(propertyId: string, infoSup: string | undefined, signal: AbortSignal) {
  return call(endpoints.ai.optimizeListing, { params: { id: propertyId }, body: { infoSup }, signal });
}
