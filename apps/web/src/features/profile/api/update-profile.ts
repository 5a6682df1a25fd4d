import { endpoints, type ProfileUpdateInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

export const updateProfile = (input: ProfileUpdateInput) => call(endpoints.profile.update, { body: input });

/** The shell and every screen read names from `me`: it is refetched after a save. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
