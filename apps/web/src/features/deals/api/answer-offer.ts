import { endpoints, type OfferAnswerInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys, dealSideEffectKeys } from './query-keys';

/** Accept, refuse, counter or withdraw; refreshed whatever the answer (a 409 means another offer won). */
export function useAnswerOffer(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, input }: { offerId: string; input: OfferAnswerInput }) =>
      call(endpoints.offers.answer, { params: { id: offerId }, body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.offers(propertyId) }),
        ...dealSideEffectKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
