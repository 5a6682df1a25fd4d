import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The public information notice behind its token (no session needed). */
export const getPrivacyNoticeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['privacy-notice', token],
    queryFn: () => call(endpoints.privacy.notice, { params: { token } }),
    retry: false,
  });

export function usePrivacyNotice(token: string) {
  return useQuery(getPrivacyNoticeQueryOptions(token));
}
