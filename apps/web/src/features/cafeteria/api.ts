import { paymentApi, type ResponseOf } from '@sidequest/shared';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keys carry the member's number: another member's balance or orders must never flash after a re-login. */
export const cafeteriaKeys = {
  shop: (userNo: number) => ['payment', userNo, 'cafeteria'] as const,
  orders: (userNo: number) => ['payment', userNo, 'orders'] as const,
  paid: (userNo: number, paymentId: string) => ['payment', userNo, 'paid', paymentId] as const,
};

export type Cafeteria = ResponseOf<typeof paymentApi.cafeteria>;
export type CreatedOrder = ResponseOf<typeof paymentApi.createOrder>;
export type PaidResult = ResponseOf<typeof paymentApi.paid>;

function useUserNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/**
 * A credit or a refund changes the balance wherever it shows: the shop, the order list, the My
 * page's points and exp, and the points feature's history. Invalidated by prefix so this file
 * does not need to know another feature's exact keys.
 */
function refreshBalances(client: QueryClient, userNo: number) {
  return client.invalidateQueries({
    predicate: (q) => {
      const [area, owner, part] = q.queryKey as unknown[];
      if (area === 'payment') return owner === userNo && part !== 'paid';
      return (area === 'my' && owner === userNo) || area === 'points';
    },
  });
}

/** The shop: top-ups, packages, the payment mode and (for a member) the balance. Visitors see it too. */
export function useCafeteria() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: cafeteriaKeys.shop(userNo),
    queryFn: ({ signal }) => callApi(paymentApi.cafeteria, { signal }),
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: (product: string) => callApi(paymentApi.createOrder, { body: { product } }),
  });
}

/** `paid` after the desktop payment window closed with a payment. */
export function usePaid() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(paymentApi.paid, { body: { paymentId } }),
    onSuccess: (res) => {
      client.setQueryData(cafeteriaKeys.paid(userNo, res.order.PAYMENT_ID), res);
      void refreshBalances(client, userNo);
    },
  });
}

/**
 * `paid` from the return page, as a query keyed by the payment id: React's StrictMode double
 * effect and a re-render share one request, and the answer stays cached for the visit. A reload
 * asks again; the server credits once per payment id and answers the same order.
 */
export function usePaidOnReturn(paymentId: string | null) {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useQuery({
    queryKey: cafeteriaKeys.paid(userNo, paymentId ?? ''),
    queryFn: async () => {
      const res = await callApi(paymentApi.paid, { body: { paymentId: paymentId ?? '' } });
      void refreshBalances(client, userNo);
      return res;
    },
    enabled: userNo > 0 && paymentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** 충전 내역, newest first, paged by the last shown payment id. */
export function useOrders(enabled = true) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: cafeteriaKeys.orders(userNo),
    queryFn: ({ pageParam, signal }) =>
      callApi(paymentApi.orders, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.PAYMENT_ID : undefined),
    enabled: enabled && userNo > 0,
  });
}

export function useRefund() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(paymentApi.refund, { body: { paymentId } }),
    onSuccess: () => refreshBalances(client, userNo),
  });
}

/** 테스트 결제 화면's answer, as a card company's window would give it. */
export function useStandinPay() {
  return useMutation({
    mutationFn: (body: { paymentId: string; outcome: 'paid' | 'failed' }) =>
      callApi(paymentApi.standinPay, { body }),
  });
}
