import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { rentalBankKeys } from './keys';

/** The unpaid calls whose balance covers a line, once the member opens the choice. */
export function useBankLineCandidates(lineId: string, enabled: boolean) {
  return useQuery({
    queryKey: rentalBankKeys.candidates(lineId),
    queryFn: ({ signal }) => call(endpoints.rentalBank.candidates, { params: { id: lineId }, signal }),
    select: (data) => data.items,
    enabled,
  });
}
