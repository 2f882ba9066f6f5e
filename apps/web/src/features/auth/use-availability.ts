import { authApi } from '@sidequest/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; message: string }
  | { state: 'error'; message: string };

/**
 * Live "can I use this?" check for an e-mail or nickname (GET /api/validation/user/:value).
 * `ready` says the value is well-formed; malformed values are not sent.
 */
export function useAvailability(value: string, ready: boolean): Availability {
  const trimmed = value.trim();
  const debounced = useDebouncedValue(trimmed, AVAILABILITY_DEBOUNCE_MS);
  const settled = debounced === trimmed;
  const query = useQuery({
    queryKey: ['validateUser', debounced],
    queryFn: ({ signal }) => callApi(authApi.validateUser, { params: { value: debounced }, signal }),
    enabled: ready && settled && debounced.length > 0,
    staleTime: 30_000,
    retry: false,
  });
  if (!ready || trimmed.length === 0) return { state: 'idle' };
  if (!settled || query.isFetching || query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'error', message: query.error.message };
  if (query.data.available) return { state: 'available' };
  return { state: 'taken', message: query.data.message ?? '' };
}
