import { siteApi } from '@sidequest/shared';
import { callApi } from '../../lib/api';

/** The operator details (use-site-info.ts loads this module with the first call). */
export function fetchSiteInfo(signal: AbortSignal) {
  return callApi(siteApi.siteInfo, { signal });
}
