import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const twoFactorStatusKey = ['two-factor-status'] as const;

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorStatusKey, queryFn: () => call(endpoints.twoFactor.status) });

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
