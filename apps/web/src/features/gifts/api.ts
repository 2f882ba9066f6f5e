import { giftsApi, type ResponseOf } from '@sidequest/shared';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keys carry the member's number: another member's gifts or coupons must never flash after a re-login. */
export const giftKeys = {
  shop: (userNo: number) => ['payment', userNo, 'giftcon'] as const,
  coupons: (userNo: number) => ['payment', userNo, 'giftcons'] as const,
  gifts: (userNo: number, box: 'sent' | 'received') => ['payment', userNo, 'gifts', box] as const,
};

export type GiftconShop = ResponseOf<typeof giftsApi.giftconShop>;
export type GiftResult = ResponseOf<typeof giftsApi.gift>;

export function useUserNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/**
 * A gift or a coupon changes the balance wherever it shows: the cafeteria, this shop, the My
 * page and the points history. Invalidated by prefix, as the cafeteria does.
 */
function refreshBalances(client: QueryClient, userNo: number) {
  return client.invalidateQueries({
    predicate: (q) => {
      const [area, owner] = q.queryKey as unknown[];
      if (area === 'payment' || area === 'my') return owner === userNo;
      return area === 'points';
    },
  });
}

/** The coupon shop: items, the vendor mode and (for a member) the balance and phone status. */
export function useGiftconShop() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: giftKeys.shop(userNo),
    queryFn: ({ signal }) => callApi(giftsApi.giftconShop, { signal }),
  });
}

export function useGift() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (body: { to: string; points: number; message: string; requestId: string }) =>
      callApi(giftsApi.gift, { body }),
    onSuccess: () => void refreshBalances(client, userNo),
  });
}

export function useBuyGiftcon() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (body: { item: string; requestId: string }) => callApi(giftsApi.buyGiftcon, { body }),
    // Settled, not success: a failed delivery still wrote a (refunded) order and moved points twice.
    onSettled: () => void refreshBalances(client, userNo),
  });
}

export function usePhone2() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (id: string) => callApi(giftsApi.phone2, { body: { identity_verification_id: id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: giftKeys.shop(userNo) }),
  });
}

export function useGiftcons() {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: giftKeys.coupons(userNo),
    queryFn: ({ pageParam, signal }) =>
      callApi(giftsApi.giftcons, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.ORDER_NO : undefined),
    enabled: userNo !== 0,
  });
}

export function useGiftList(box: 'sent' | 'received') {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: giftKeys.gifts(userNo, box),
    queryFn: ({ pageParam, signal }) =>
      callApi(giftsApi.gifts, { query: { box, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.GIFT_NO : undefined),
    enabled: userNo !== 0,
  });
}
