import {
  type CompromisInput,
  type Deal,
  type dealCancelInputSchema,
  type dealKeysInputSchema,
  type dealLeaseInputSchema,
  type dealStepInputSchema,
  type dealUpdateInputSchema,
  endpoints,
} from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { dealKeys, dealSideEffectKeys } from './query-keys';

export type DealStepInput = z.input<typeof dealStepInputSchema>;
export type DealKeysInput = z.input<typeof dealKeysInputSchema>;
export type DealLeaseInput = z.input<typeof dealLeaseInputSchema>;
export type DealCancelInput = z.input<typeof dealCancelInputSchema>;
export type DealUpdateInput = z.input<typeof dealUpdateInputSchema>;

/**
 * Every change to a file answers the whole file: it replaces the cached one, and the listing,
 * calendar and dashboard caches it may have moved are refreshed.
 */
function useDealChange<T>(dealId: string, send: (input: T) => Promise<Deal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(dealId), deal);
      return Promise.all([
        deal.propertyId && queryClient.invalidateQueries({ queryKey: dealKeys.offers(deal.propertyId) }),
        ...dealSideEffectKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

const params = (id: string) => ({ id });

export const useSaveCompromis = (id: string) =>
  useDealChange(id, (body: CompromisInput) =>
    call(endpoints.deals.saveCompromis, { params: params(id), body }),
  );

export const useCompleteDeadline = (id: string) =>
  useDealChange(id, ({ deadlineId, ...body }: DealStepInput & { deadlineId: string }) =>
    call(endpoints.deals.completeDeadline, { params: { id, deadlineId }, body }),
  );

export const useLiftConditions = (id: string) =>
  useDealChange(id, (body: DealStepInput) =>
    call(endpoints.deals.liftConditions, { params: params(id), body }),
  );

export const useRecordDeed = (id: string) =>
  useDealChange(id, (body: DealStepInput) => call(endpoints.deals.recordDeed, { params: params(id), body }));

export const useRecordLease = (id: string) =>
  useDealChange(id, (body: DealLeaseInput) =>
    call(endpoints.deals.recordLease, { params: params(id), body }),
  );

export const useRecordKeys = (id: string) =>
  useDealChange(id, (body: DealKeysInput) => call(endpoints.deals.recordKeys, { params: params(id), body }));

export const useCloseDeal = (id: string) =>
  useDealChange(id, (body: DealStepInput) => call(endpoints.deals.close, { params: params(id), body }));

export const useCancelDeal = (id: string) =>
  useDealChange(id, (body: DealCancelInput) => call(endpoints.deals.cancel, { params: params(id), body }));

export const useUpdateDeal = (id: string) =>
  useDealChange(id, (body: DealUpdateInput) => call(endpoints.deals.update, { params: params(id), body }));

export const useSetChecklistDocument = (id: string) =>
  useDealChange(
    id,
    ({ item, documentId }: { item: Deal['checklist'][number]['item']; documentId: string | null }) =>
      call(endpoints.deals.setChecklistDocument, { params: { id, item }, body: { documentId } }),
  );
