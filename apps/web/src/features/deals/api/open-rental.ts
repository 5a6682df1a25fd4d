import { endpoints } from '@immopilote/contracts';
import type { z } from 'zod';
import type { rentalDealInputSchema } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys, dealSideEffectKeys } from './query-keys';

export type RentalDealInput = z.input<typeof rentalDealInputSchema>;

/** « Retenir une candidature »: opens the rental file (listing « En négociation »). */
export function useOpenRental(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RentalDealInput) =>
      call(endpoints.deals.openRental, { params: { id: propertyId }, body: input }),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(deal.id), deal);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.offers(propertyId) }),
        ...dealSideEffectKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
