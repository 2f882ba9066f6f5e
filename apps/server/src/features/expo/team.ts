/**
 * The booth's team (`invitations`): the owner invites a member by nickname; the member accepts
 * (joining the team) or declines; a member may leave. The owner stays (taking the booth down is
 * how an owner leaves), and a team is capped so a booth cannot collect names.
 */
import { BOOTH_LIMITS } from '@sidequest/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import { memberByNickname } from '../profile/members.js';
import { loadBooth, noSuchBooth, requireTeam, teamRole } from './booths.js';
import { boothInvitations, boothMembers } from './schema.js';

const ok = { ok: true as const };

async function teamSize(db: Db, boothNo: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boothMembers).where(eq(boothMembers.boothNo, boothNo));
  return row?.n ?? 0;
}

export async function inviteMember(
  db: Db,
  events: DomainEvents,
  userNo: number,
  input: { booth_no: number; nickname: string },
) {
  const { booth } = await requireTeam(db, input.booth_no, userNo, 'owner');
  const { user: invitee } = await memberByNickname(db, input.nickname);
  if (invitee.userNo === userNo)
    throw fail('VALIDATION', '나 자신은 초대할 수 없어요. 함께한 팀원의 닉네임을 적어 주세요.');
  if (await teamRole(db, booth.boothNo, invitee.userNo)) {
    throw fail('CONFLICT', '이미 부스 팀에 있는 메이커예요.');
  }
  if ((await teamSize(db, booth.boothNo)) >= BOOTH_LIMITS.teamMax) {
    throw fail('CONFLICT', '부스 팀은 20명까지예요. 나간 팀원이 있으면 그 뒤에 초대해 주세요.');
  }
  // One row per booth and member: inviting again after a decline reopens it; an open one stays.
  const [row] = await db
    .insert(boothInvitations)
    .values({ boothNo: booth.boothNo, userNo: invitee.userNo, invitedBy: userNo })
    .onConflictDoUpdate({
      target: [boothInvitations.boothNo, boothInvitations.userNo],
      set: { status: 'pending', invitedBy: userNo, createdAt: new Date(), answeredAt: null },
      setWhere: eq(boothInvitations.status, 'declined'),
    })
    .returning({ no: boothInvitations.invitationNo });
  if (!row) throw fail('CONFLICT', '이미 초대한 메이커예요. 답을 기다려 주세요.');
  const [me] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.userNo, userNo));
  await events.emit('booth.invited', {
    boothNo: booth.boothNo,
    name: booth.name,
    userNo: invitee.userNo,
    inviterNickname: me?.nickname ?? '',
  });
  return ok;
}

export async function answerInvitation(
  db: Db,
  events: DomainEvents,
  userNo: number,
  input: { booth_no: number; accept: boolean },
) {
  const booth = await loadBooth(db, input.booth_no);
  const answered = await db.transaction(async (tx) => {
    const [inv] = await tx
      .update(boothInvitations)
      .set({ status: input.accept ? 'accepted' : 'declined', answeredAt: new Date() })
      .where(
        and(
          eq(boothInvitations.boothNo, booth.boothNo),
          eq(boothInvitations.userNo, userNo),
          eq(boothInvitations.status, 'pending'),
        ),
      )
      .returning({ no: boothInvitations.invitationNo });
    if (!inv) return false;
    if (input.accept) {
      await tx
        .insert(boothMembers)
        .values({ boothNo: booth.boothNo, userNo, role: 'member' })
        .onConflictDoNothing();
    }
    return true;
  });
  if (!answered) {
    // An outsider asking about a hidden booth learns nothing from the message.
    if (booth.status !== 'approved' && !(await teamRole(db, booth.boothNo, userNo))) throw noSuchBooth();
    throw fail('NOT_FOUND', '답할 초대가 없어요. 이미 답했거나 초대가 취소됐을 수 있어요.');
  }
  const [me] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.userNo, userNo));
  await events.emit('booth.invitationAnswered', {
    boothNo: booth.boothNo,
    name: booth.name,
    ownerNo: booth.ownerNo,
    nickname: me?.nickname ?? '',
    accepted: input.accept,
  });
  return ok;
}

export async function leaveBooth(db: Db, userNo: number, boothNo: number) {
  const { role } = await requireTeam(db, boothNo, userNo);
  if (role === 'owner') {
    throw fail(
      'CONFLICT',
      '팀장은 부스 팀에서 나갈 수 없어요. 부스를 내리려면 관리에서 부스 내리기를 눌러 주세요.',
    );
  }
  await db
    .delete(boothMembers)
    .where(and(eq(boothMembers.boothNo, boothNo), eq(boothMembers.userNo, userNo)));
  return ok;
}

/** The owner withdraws an open invitation; an answered one has nothing left to cancel. */
export async function cancelInvitation(
  db: Db,
  userNo: number,
  input: { booth_no: number; nickname: string },
) {
  const { booth } = await requireTeam(db, input.booth_no, userNo, 'owner');
  const { user: invitee } = await memberByNickname(db, input.nickname);
  const [row] = await db
    .delete(boothInvitations)
    .where(
      and(
        eq(boothInvitations.boothNo, booth.boothNo),
        eq(boothInvitations.userNo, invitee.userNo),
        eq(boothInvitations.status, 'pending'),
      ),
    )
    .returning({ no: boothInvitations.invitationNo });
  if (!row) throw fail('NOT_FOUND', '취소할 초대가 없어요. 이미 답했거나 취소된 초대예요.');
  return ok;
}

/** The owner takes a member off the team; the owner is never removed (they take the booth down). */
export async function removeMember(db: Db, userNo: number, input: { booth_no: number; user_no: number }) {
  const { booth } = await requireTeam(db, input.booth_no, userNo, 'owner');
  if (input.user_no === userNo) {
    throw fail('CONFLICT', '팀장은 자신을 내보낼 수 없어요. 부스를 내리려면 부스 내리기를 눌러 주세요.');
  }
  const [row] = await db
    .delete(boothMembers)
    .where(
      and(
        eq(boothMembers.boothNo, booth.boothNo),
        eq(boothMembers.userNo, input.user_no),
        eq(boothMembers.role, 'member'),
      ),
    )
    .returning({ userNo: boothMembers.userNo });
  if (!row) throw fail('NOT_FOUND', '부스 팀에 없는 메이커예요. 이미 나갔을 수 있어요.');
  return ok;
}
