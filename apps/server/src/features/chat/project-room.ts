import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { isUniqueViolation } from '../../db/errors.js';
import { loadProject, roleIn } from '../project/policy.js';
import { projectMembers, projects } from '../project/schema.js';
import { activeMemberNos, insertRoom, isClosed, type RoomRow, systemMessage } from './core.js';
import { announceRoomEvent, applyRoomEffect } from './effects.js';
import { announceClosed } from './jobs.js';
import { pushRoomUpdated } from './list.js';
import { postServerMessage } from './post.js';
import { chatMembers, chatMessages, chatRooms } from './schema.js';

/**
 * The team room of a project: one per published project, its members exactly the project's team,
 * its host the project's leader. Rather than one hand-written step per project change, every
 * change (a project event, see `subscribers.ts`) calls `syncProjectRoom`, which compares the team
 * with the room and applies the difference (join, leave, host). It is idempotent, so it also repairs
 * a room a failed handler left behind, and it makes the room lazily for projects published before
 * chat existed.
 */

export async function findProjectRoom(db: DbOrTx, projectNo: number): Promise<RoomRow | null> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'project'), eq(chatRooms.projectNo, projectNo)))
    .limit(1);
  return room ?? null;
}

async function nicknames(db: DbOrTx, userNos: number[]): Promise<Map<number, string>> {
  if (userNos.length === 0) return new Map();
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname })
    .from(users)
    .where(inArray(users.userNo, userNos));
  return new Map(rows.map((r) => [r.userNo, r.nickname ?? '(탈퇴한 회원)']));
}

async function teamOf(db: DbOrTx, projectNo: number) {
  return db
    .select({ userNo: projectMembers.userNo, role: projectMembers.role, joinedAt: projectMembers.joinedAt })
    .from(projectMembers)
    .where(eq(projectMembers.projectNo, projectNo));
}

/** A published, not deleted project, or null (drafts and deleted projects have no team room). */
async function liveProject(db: DbOrTx, projectNo: number) {
  const [p] = await db
    .select({ projectNo: projects.projectNo, title: projects.title, leaderNo: projects.leaderNo })
    .from(projects)
    .where(and(eq(projects.projectNo, projectNo), isNull(projects.deletedAt), ne(projects.status, '99')))
    .limit(1);
  return p ?? null;
}

async function createProjectRoom(
  db: Db,
  realtime: RealtimePublisher,
  project: { projectNo: number; title: string; leaderNo: number },
): Promise<RoomRow | null> {
  let room: RoomRow;
  try {
    room = await db.transaction(async (tx) => {
      const team = await teamOf(tx, project.projectNo);
      return insertRoom(
        tx,
        {
          type: '02',
          kind: 'project',
          title: project.title,
          hostNo: project.leaderNo,
          projectNo: project.projectNo,
        },
        team.map((m) => ({ userNo: m.userNo, role: m.role === '01' ? 'host' : 'guest' })),
      );
    });
  } catch (err) {
    // Two first calls raced (publish and team_chat): the other one made the room.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  const leader = (await nicknames(db, [project.leaderNo])).get(project.leaderNo) ?? null;
  await postServerMessage(
    db,
    realtime,
    systemMessage(room.roomId, '팀 채팅방이 열렸어요. 팀원이 합류하면 이 방에 자동으로 초대돼요.', {
      event: 'created',
      userNo: project.leaderNo,
      nickname: leader,
    }),
  );
  const members = await teamOf(db, project.projectNo);
  realtime.toUsers(
    members.map((m) => m.userNo),
    'joinChat',
    { roomId: room.roomId },
  );
  return room;
}

/**
 * Makes the team room match the team: new members join (+1 each), people no longer on the team
 * leave (guestLeavedGroupChat, -1 each), the leader is the host, the title follows the project
 * name. Everything is decided under a lock on the room row, so two syncs at once (two approvals)
 * apply each change once. Announcements go out after the commit. A closed room is left alone.
 */
export async function syncProjectRoom(
  db: Db,
  realtime: RealtimePublisher,
  projectNo: number,
  /** A team member opening the team chat: brought back even if they had left the chat. */
  opts: { rejoin?: number } = {},
): Promise<RoomRow | null> {
  const project = await liveProject(db, projectNo);
  if (!project) return null;
  const existing = await findProjectRoom(db, projectNo);
  if (!existing) {
    const created = await createProjectRoom(db, realtime, project);
    if (created) return created;
  }
  const at = new Date();
  const change = await db.transaction(async (tx) => {
    const [room] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, 'project'), eq(chatRooms.projectNo, projectNo)))
      .for('update');
    if (!room || isClosed(room)) return null;
    const team = await teamOf(tx, projectNo);
    const leaderNo = team.find((m) => m.role === '01')?.userNo ?? project.leaderNo;
    const inRoom = new Map(
      (await tx.select().from(chatMembers).where(eq(chatMembers.roomId, room.roomId))).map((m) => [
        m.userNo,
        m,
      ]),
    );
    const active = new Set([...inRoom.values()].filter((m) => m.status === 'active').map((m) => m.userNo));
    const onTeam = new Set(team.map((m) => m.userNo));
    // Someone who left the team chat on their own (still on the team) stays out until they open
    // it again; someone whose chat membership ended before they (re)joined the team comes in.
    const joined = team
      .filter((m) => {
        const row = inRoom.get(m.userNo);
        if (!row) return true;
        if (row.status === 'active') return false;
        return m.userNo === opts.rejoin || (row.leftAt !== null && row.leftAt <= m.joinedAt);
      })
      .map((m) => m.userNo);
    const left = [...active].filter((n) => !onTeam.has(n));
    const [latest] = await tx
      .select({ seq: sql<number>`coalesce(max(${chatMessages.seq}), 0)`.mapWith(Number) })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room.roomId));
    for (const userNo of joined) {
      // A newcomer starts with nothing unread: the history is there to scroll, not a badge of 300.
      const values = {
        roomId: room.roomId,
        userNo,
        role: userNo === leaderNo ? 'host' : 'guest',
        status: 'active',
        lastReadSeq: latest?.seq ?? 0,
        joinedAt: at,
        leftAt: null,
      };
      await tx
        .insert(chatMembers)
        .values(values)
        .onConflictDoUpdate({ target: [chatMembers.roomId, chatMembers.userNo], set: values });
      await applyRoomEffect(tx, room.roomId, 'join', at);
    }
    for (const userNo of left) {
      await tx
        .update(chatMembers)
        // The database's clock, like the team's joined_at it is compared with on a later return.
        .set({ status: 'left', role: 'guest', leftAt: sql`now()` })
        .where(and(eq(chatMembers.roomId, room.roomId), eq(chatMembers.userNo, userNo)));
      await applyRoomEffect(tx, room.roomId, 'guestLeavedGroupChat', at);
    }
    const hostChanged = room.hostNo !== leaderNo;
    if (hostChanged) {
      await tx
        .update(chatMembers)
        .set({ role: sql`case when ${chatMembers.userNo} = ${leaderNo} then 'host' else 'guest' end` })
        .where(and(eq(chatMembers.roomId, room.roomId), eq(chatMembers.status, 'active')));
    }
    const renamed = room.title !== project.title;
    const [updated] = await tx
      .update(chatRooms)
      .set({ hostNo: leaderNo, title: project.title })
      .where(eq(chatRooms.roomId, room.roomId))
      .returning();
    return { room: updated!, joined, left, changed: hostChanged || renamed };
  });
  if (!change) return existing ?? (await findProjectRoom(db, projectNo));
  const names = await nicknames(db, [...change.joined, ...change.left]);
  for (const userNo of change.joined) {
    await announceRoomEvent(db, realtime, change.room, 'join', { userNo, nickname: names.get(userNo)! }, at);
    realtime.toUser(userNo, 'joinChat', { roomId: change.room.roomId });
  }
  for (const userNo of change.left) {
    // The person who left hears it too, so their list drops the room.
    await announceRoomEvent(
      db,
      realtime,
      change.room,
      'guestLeavedGroupChat',
      { userNo, nickname: names.get(userNo)! },
      at,
      [userNo],
    );
  }
  if (change.changed) {
    await pushRoomUpdated(db, realtime, change.room.roomId, await activeMemberNos(db, change.room.roomId));
  }
  return change.room;
}

/** The project was deleted: its team room ends now (read-only, kept for the record). */
export async function closeProjectRoom(
  db: Db,
  realtime: RealtimePublisher,
  projectNo: number,
): Promise<void> {
  const closed = await db
    .update(chatRooms)
    .set({ endDate: sql`least(coalesce(${chatRooms.endDate}, now()), now())`, closedAt: sql`now()` })
    .where(and(eq(chatRooms.kind, 'project'), eq(chatRooms.projectNo, projectNo), isNull(chatRooms.closedAt)))
    .returning();
  await announceClosed(db, realtime, closed);
}

/** `team_chat`: the team room of a project I am on, made now if the project predates chat. */
export async function teamChat(
  db: Db,
  realtime: RealtimePublisher,
  user: UserRow,
  projectNo: number,
): Promise<{ roomId: string }> {
  const project = await loadProject(db, projectNo);
  if (project.status === '99') {
    throw fail('NOT_FOUND', '게시한 프로젝트에만 팀 채팅방이 있어요. 모집글을 먼저 게시해 주세요.');
  }
  if ((await roleIn(db, projectNo, user.userNo)) === 'outsider') {
    throw fail('FORBIDDEN', '팀 채팅방은 이 프로젝트의 팀원만 들어갈 수 있어요.');
  }
  const room =
    (await syncProjectRoom(db, realtime, projectNo, { rejoin: user.userNo })) ??
    (await findProjectRoom(db, projectNo));
  if (!room) throw fail('CHAT_ROOM_NOT_FOUND');
  return { roomId: room.roomId };
}
