import { siteApi } from '@sidequest/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * The operator details for the footer. They change only with the server's configuration, so one
 * request per visit is enough (the server lets the browser keep the answer for an hour as well).
 */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site', 'info'],
    queryFn: ({ signal }) => callApi(siteApi.siteInfo, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
