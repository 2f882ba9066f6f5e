import { POINT_VALUE_WON, formatNumber } from '@sidequest/shared';
import type { Cafeteria } from './api';

/** One thing the shop sells, top-up or package, in the shape the cards and the sheet show. */
export interface Choice {
  code: string;
  kind: 'topup' | 'package';
  label: string;
  /** What the member chose (a top-up's face amount; a package's price). */
  amountWon: number;
  /** What the card is charged: differs from the chosen amount only for the 200,000 top-up. */
  chargeWon: number;
  points: number;
  activityScore: number;
  /** Points beyond what the price pays for at 1,100 won (1,000 + VAT) a point: P04 and up. */
  bonusPoints: number;
}

/** Package prices include 10% VAT, so a point costs 1,100 won before any bonus. */
const PACKAGE_POINT_PRICE = (POINT_VALUE_WON * 11) / 10;

export function topupChoices(shop: Cafeteria): Choice[] {
  return shop.topups.map((t) => ({
    code: t.CODE,
    kind: 'topup',
    label: t.LABEL,
    amountWon: t.AMOUNT_WON,
    chargeWon: t.CHARGE_WON,
    points: t.POINTS,
    activityScore: t.ACTIVITY_SCORE,
    bonusPoints: 0,
  }));
}

export function packageChoices(shop: Cafeteria): Choice[] {
  return shop.packages.map((p) => ({
    code: p.CODE,
    kind: 'package',
    label: p.LABEL,
    amountWon: p.PRICE_WON,
    chargeWon: p.PRICE_WON,
    points: p.POINTS,
    activityScore: 0,
    bonusPoints: Math.max(0, p.POINTS - Math.floor(p.PRICE_WON / PACKAGE_POINT_PRICE)),
  }));
}

export const won = (n: number) => formatNumber(n);
