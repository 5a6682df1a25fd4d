import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencySiteKeys } from './get-agency-site';

/** The structured fee scale (« Barème des honoraires »), with its public page and PDF. */
export function useFeeScaleTable() {
  return useQuery({
    queryKey: agencySiteKeys.feeScaleTable,
    queryFn: () => call(endpoints.agencySite.feeScale),
  });
}
