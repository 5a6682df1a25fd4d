import { commonMessages, type Feature } from '@immopilote/contracts';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { checkFeature } from '../api/check-feature';

/**
 * Before a gated action starts, the API decides (a plan changed in another tab, or a stale page):
 * true when allowed; otherwise the API's French message is shown and false is returned.
 */
export function useEnsureFeature() {
  return useCallback(async (feature: Feature) => {
    try {
      await checkFeature(feature);
      return true;
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.status === 402
          ? error.message
          : commonMessages.genericError,
      );
      return false;
    }
  }, []);
}
