import type { Order, PaymentRequest } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { useCreateOrder, usePaid } from './api';

/** What the test card page receives from the shop (history state, so a reload keeps it). */
export interface TestCardState {
  order: Order;
  redirectUrl: string;
}

export const completeHref = (paymentId: string) =>
  `/payment/complete?paymentId=${encodeURIComponent(paymentId)}`;

export type CheckoutNote = { tone: 'info' | 'error'; text: string };

/**
 * Paying for one choice: the server creates the order and hands back PortOne's request object;
 * the browser opens the payment with exactly that object. On a desktop the SDK's promise comes
 * back here and `paid` credits; on a phone the SDK leaves for `request.redirectUrl` and the return
 * page finishes. In 테스트 결제 the stand-in's card page plays the card company's window.
 */
export function useCheckout() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const create = useCreateOrder();
  const paid = usePaid();
  const [note, setNote] = useState<CheckoutNote | null>(null);
  const [opening, setOpening] = useState(false);

  const pay = async (product: string) => {
    setNote(null);
    let res: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      res = await create.mutateAsync(product);
    } catch (err) {
      setNote({ tone: 'error', text: errorMessage(err) });
      return;
    }
    if (res.mode === 'standin') {
      const state: TestCardState = { order: res.order, redirectUrl: res.request.redirectUrl };
      navigate(`/payment/test-card?paymentId=${encodeURIComponent(res.order.PAYMENT_ID)}`, { state });
      return;
    }
    setOpening(true);
    let outcome: Awaited<ReturnType<typeof openPortOne>>;
    try {
      outcome = await openPortOne(res.request);
    } catch {
      setNote({ tone: 'error', text: t('checkout.sdk_failed') });
      return;
    } finally {
      setOpening(false);
    }
    if (!outcome) return; // a phone browser is on its way to PortOne; the return page finishes
    if (outcome.code !== undefined) {
      // Closing the window or a declined card: nothing was charged; the sheet keeps the choice.
      setNote({
        tone: 'info',
        text: outcome.message ? `${t('checkout.cancelled')} (${outcome.message})` : t('checkout.cancelled'),
      });
      return;
    }
    try {
      await paid.mutateAsync(outcome.paymentId);
      navigate(completeHref(outcome.paymentId));
    } catch (err) {
      setNote({ tone: 'error', text: errorMessage(err) });
    }
  };

  return {
    pay,
    note,
    clearNote: () => setNote(null),
    busy: create.isPending || opening || paid.isPending,
    checking: paid.isPending,
  };
}

/**
 * PortOne's browser SDK, loaded only when someone pays: it is not part of the first page load,
 * and it fetches PortOne's window script from their CDN itself.
 */
async function openPortOne(request: PaymentRequest) {
  const PortOne = await import('@portone/browser-sdk/v2');
  // The server builds the object as reference 3.32 lists it and it is passed on as built, except
  // customData: the contract carries it as JSON text, the SDK takes the object and serialises it
  // itself. The SDK's type is a union over pay methods, so the object is cast.
  const customData = JSON.parse(request.customData) as Record<string, unknown>;
  return PortOne.requestPayment({ ...request, customData } as unknown as Parameters<
    typeof PortOne.requestPayment
  >[0]);
}
