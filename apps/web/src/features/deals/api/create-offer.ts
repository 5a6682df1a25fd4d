import { endpoints, type OfferInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys } from './query-keys';

/**
 * « Nouvelle offre »: the offer, then its signed document if one was chosen. The offer stands
 * without its document, so a refused file is reported apart (`documentError`) and the offer kept.
 */
export function useCreateOffer(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, document }: { input: OfferInput; document: File | null }) => {
      const offer = await call(endpoints.offers.create, { params: { id: propertyId }, body: input });
      if (!document) return { offer, documentError: null };
      try {
        const body = new FormData();
        body.append('document', document);
        const withDocument = await call(endpoints.offers.putDocument, { params: { id: offer.id }, body });
        return { offer: withDocument, documentError: null };
      } catch (error) {
        return { offer, documentError: error as Error };
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.offers(propertyId) }),
  });
}
