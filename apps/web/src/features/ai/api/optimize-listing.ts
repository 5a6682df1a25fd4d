import { endpoints } from '@immopilote/contracts';
import { call } from '../../../lib/api-client';
import { followAiJob } from './ai-jobs';

/**
 * One optimisation (spec: automatic on entry, again after « Informations manquantes »), followed
 * until its job has ended; aborting cancels it on the server.
 */
export function optimizeListing(propertyId: string, infoSup: string | undefined, signal: AbortSignal) {
  return followAiJob(
    call(endpoints.ai.optimizeListing, { params: { id: propertyId }, body: { infoSup } }),
    signal,
  );
}
