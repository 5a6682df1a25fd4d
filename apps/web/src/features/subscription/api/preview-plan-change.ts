import { endpoints, type PlanId } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** What changing to `plan` would charge or credit now; asked afresh each time the dialog opens. */
export function usePlanChangePreview(plan: PlanId | null) {
  return useQuery({
    queryKey: ['subscription', 'plan-preview', plan] as const,
    queryFn: () => call(endpoints.subscription.previewPlan, { query: { plan: plan! } }),
    enabled: plan !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
