/**
 * Who may see and act on a booth's supports, likes, reviews and forum. Everyone sees an approved
 * booth's; its team also sees them while the booth is in draft or screening (their preview).
 * Acting needs an approved booth that is still up. Anything else answers E005, the seed's "no
 * such product", so a draft's existence does not leak.
 */
import { expoRankApi } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { boothMembers, booths } from './schema.js';

type Reader = Pick<Db, 'select'>;

export interface SocialBooth {
  boothNo: number;
  name: string;
  ownerNo: number;
  /** The owner first, then the members who accepted. */
  teamNos: number[];
}

export const OWN_BOOTH_MESSAGE = '내 팀의 부스에는 할 수 없어요. 다른 메이커의 부스를 둘러봐 주세요.';

/** The booth's team: its owner and the members of `booth_members`. */
export async function boothTeam(db: Reader, boothNo: number, ownerNo: number): Promise<number[]> {
  const rows = await db
    .select({ userNo: boothMembers.userNo })
    .from(boothMembers)
    .where(eq(boothMembers.boothNo, boothNo));
  return [ownerNo, ...rows.map((r) => r.userNo).filter((n) => n !== ownerNo)];
}

/**
 * The booth when the viewer may use its social part: `act` for a change (approved and up only),
 * otherwise a read (the team may also read its unapproved booth).
 */
export async function socialBooth(
  db: Reader,
  boothNo: number,
  viewerNo: number | null,
  mode: 'read' | 'act',
): Promise<SocialBooth> {
  const [row] = await db
    .select({
      ownerNo: booths.ownerNo,
      name: booths.name,
      status: booths.status,
      removedAt: booths.removedAt,
    })
    .from(booths)
    .where(eq(booths.boothNo, boothNo))
    .limit(1);
  if (!row || row.removedAt) throw fail('E005');
  const teamNos = await boothTeam(db, boothNo, row.ownerNo);
  if (row.status !== 'approved') {
    const teamPreview = mode === 'read' && viewerNo !== null && teamNos.includes(viewerNo);
    if (!teamPreview) throw fail('E005');
  }
  return { boothNo, name: row.name, ownerNo: row.ownerNo, teamNos };
}

/** Refuses a support, like or review of one's own team's booth. */
export function refuseOwnBooth(booth: SocialBooth, userNo: number): void {
  if (booth.teamNos.includes(userNo)) throw fail('EXPO_OWN_BOOTH', OWN_BOOTH_MESSAGE);
}

/**
 * Until when a fresh booth's live support and like counts stay hidden from everyone but its team
 * (RANK_RULES.hiddenHours after approval), or null once they show. The server leaves the numbers
 * out, so an early rush cannot be read off the API either.
 */
export function countsHiddenUntil(approvedAt: Date | string | null, now = Date.now()): Date | null {
  if (approvedAt === null) return null;
  const until = new Date(new Date(approvedAt).getTime() + expoRankApi.RANK_RULES.hiddenHours * 3_600_000);
  return until.getTime() > now ? until : null;
}
