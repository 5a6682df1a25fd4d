import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../lib/api-client';

export const ownerReportsQueryKey = (propertyId: string) => ['owner-reports', propertyId] as const;

export const getOwnerReportsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ownerReportsQueryKey(propertyId),
    queryFn: ({ signal }) => call(endpoints.ownerReports.list, { params: { id: propertyId }, signal }),
  });

export function useOwnerReports(propertyId: string, enabled: boolean) {
  return useQuery({ ...getOwnerReportsQueryOptions(propertyId), enabled });
}

/** The PDF as a file: the browser downloads it itself (Content-Disposition: attachment). */
export const ownerReportPdfUrl = (propertyId: string, reportId: string) =>
  endpointUrl(endpoints.ownerReports.pdf, { params: { id: propertyId, reportId } });
