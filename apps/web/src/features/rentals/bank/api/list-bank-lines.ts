import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { rentalBankKeys } from './keys';

export const bankLinesQueryOptions = () =>
  queryOptions({
    queryKey: rentalBankKeys.lines,
    queryFn: ({ signal }) => call(endpoints.rentalBank.lines, { signal }),
    select: (data) => data.items,
  });

/** The lines to review and the ones reviewed lately. */
export function useBankLines() {
  return useQuery(bankLinesQueryOptions());
}
