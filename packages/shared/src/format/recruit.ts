/** Recruiting labels of product-spec section 9, shown before a quest title or a role slot. */

export const RECRUITING_OPEN_LABEL = '[모집중]';
export const RECRUITING_CLOSED_LABEL = '[모집완료]';

export function recruitingLabel(isOpen: boolean): string {
  return isOpen ? RECRUITING_OPEN_LABEL : RECRUITING_CLOSED_LABEL;
}

export interface SlotStatusInput {
  /** The role's display name, e.g. `프론트엔드`. */
  jobLabel: string;
  filled: number;
  total: number;
  /**
   * The slot's own RECRUITING flag when the caller has it: a host may close a slot before it
   * is full. Without it a slot is open while `filled < total`.
   */
  isOpen?: boolean;
}

/** `[모집중] 프론트엔드 0/1` or `[모집완료] 프론트엔드 1/1`. */
export function slotStatus({ jobLabel, filled, total, isOpen }: SlotStatusInput): string {
  const open = isOpen ?? filled < total;
  return `${recruitingLabel(open)} ${jobLabel} ${filled}/${total}`;
}
