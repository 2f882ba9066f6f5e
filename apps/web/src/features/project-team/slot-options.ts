import { jobs } from '@sidequest/shared';
import type { TFunction } from '../../lib/texts/store';
import type { TeamData } from './api';

/**
 * A team's open slots as a select's options ("웹 프론트엔드 (1/3)"), for the apply and invite
 * dialogs. Full slots are left out: the server would answer SLOT_FULL anyway. `t` reads 'project'.
 */
export function openSlotOptions(slots: TeamData['slots'], t: TFunction): { code: string; label: string }[] {
  return slots
    .filter((s) => s.FILLED < s.TYPE)
    .map((s) => ({
      code: String(s.SLOT_NO),
      label: t('team.apply.slot_option', {
        job: jobs.label(s.RECRUITING) ?? s.RECRUITING,
        filled: s.FILLED,
        total: s.TYPE,
      }),
    }));
}
