import { endpoints, type MatchState } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

export interface MatchStateChange {
  searchId: string;
  propertyId: string;
  state: MatchState;
  dismissReason?: string;
  visitId?: string;
}

/** Intéressé, pas intéressé, écarté (with its reason) or visite planifiée (with the visit). */
export function useSetMatchState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ searchId, propertyId, ...body }: MatchStateChange) =>
      call(endpoints.matching.setState, { params: { searchId, propertyId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: matchingKeys.matches }),
  });
}
