import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const contactImportKeys = { one: (id: string) => ['contact-import', id] as const };

/** While the import runs the page asks again every second, for its progress bar. */
export const getContactImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactImportKeys.one(id),
    queryFn: ({ signal }) => call(endpoints.contactImport.get, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });

export function useContactImport(id: string | null) {
  return useQuery({ ...getContactImportQueryOptions(id ?? ''), enabled: id !== null });
}
