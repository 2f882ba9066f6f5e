import type { DbOrTx } from '../../db/client.js';
import { pointBalance } from './ledger.js';

/**
 * `point_check`: whether the member's balance covers a price, and by how much it falls short.
 * Only an answer for the screen (the 충전 link shows the shortfall): the spend itself still
 * checks under the balance row's lock, since the balance may change in between.
 */
export async function pointCheck(db: DbOrTx, userNo: number, price: number) {
  const balance = await pointBalance(db, userNo);
  const shortfall = Math.max(0, price - balance);
  return { BALANCE: balance, PRICE: price, ENOUGH: shortfall === 0, SHORTFALL: shortfall };
}
