import { endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The provider's customer portal: an in-app page (demonstration) or the provider's hosted page. */
export function useOpenPortal() {
  return useMutation({ mutationFn: () => call(endpoints.subscription.portal) });
}
