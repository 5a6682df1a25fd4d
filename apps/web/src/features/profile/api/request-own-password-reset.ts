import { endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const requestOwnPasswordReset = () => call(endpoints.profile.requestPasswordReset);

export function useRequestOwnPasswordReset() {
  return useMutation({ mutationFn: requestOwnPasswordReset });
}
