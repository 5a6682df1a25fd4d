import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { agencyQueryKey } from './get-agency-settings';

export const setTwoFactorRequirement = (required: boolean) =>
  call(endpoints.twoFactor.setAgencyRequirement, { body: { required } });

export function useSetTwoFactorRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorRequirement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
