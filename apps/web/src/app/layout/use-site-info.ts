import { useQuery } from '@tanstack/react-query';

/**
 * The operator details for the footer. They change only with the server's configuration, so one
 * request per visit is enough (the server lets the browser keep the answer for an hour as well).
 */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site', 'info'],
    // The API client comes with the call: the footer is in every first load, the client need not be.
    queryFn: async ({ signal }) => (await import('./site-info-fetch')).fetchSiteInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
