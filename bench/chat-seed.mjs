// Members, sessions and one-to-one rooms for `npm run bench:chat`, straight in SQL: session
// tokens hashed exactly as features/auth/sessions.ts does, room ids and pair keys from
// features/chat/core.ts, rooms and members shaped as rooms.ts opens a one-to-one room, and each
// room's earlier conversation (older than the flood window, already read by both).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '../apps/server/dist/features/auth/sessions.js';
import { directKey, newObjectId } from '../apps/server/dist/features/chat/core.js';

export const BODIES = [
  '안녕하세요! 프로필 보고 연락드렸어요.',
  '이번 주말에 시간 괜찮으세요?',
  '디자인 시안 공유드릴게요, 확인 부탁드려요.',
  '좋아요, 그럼 토요일 오후 2시에 성수에서 봬요.',
  '배포 끝났어요. 한번 써 보시고 의견 주세요!',
];
const EMAIL_DOMAIN = 'bench-chat.sidequest.kr';
const rowsOf = (res) => res.rows ?? res;
const pgArray = (values) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * `sockets` members (emails tagged with `stamp`, so runs on one database never collide), a live
 * session each, pairs (2k, 2k+1) in one-to-one rooms with `history` earlier messages.
 * Returns people[i] = { userNo, token, peer (index of the opponent), roomId }.
 */
export async function seedChat(db, { sockets, history, stamp }) {
  const like = `%-${stamp}@${EMAIL_DOMAIN}`;
  await db.execute(sql`insert into users (email, nickname, chat_uid, status)
    select 'c' || n || '-' || ${stamp} || ${`@${EMAIL_DOMAIN}`}, '채팅' || ${stamp} || '_' || n,
      md5('bench-chat' || ${stamp} || n), 'active'
    from generate_series(1, ${sockets}::int) n`);
  const nos = rowsOf(
    await db.execute(sql`select user_no from users where email like ${like} order by user_no`),
  ).map((r) => Number(r.user_no));
  await db.execute(sql`insert into profiles (user_no, join_step, join_completed_at)
    select user_no, null, now() from users where email like ${like}`);
  const people = nos.map((userNo, i) => ({
    userNo,
    token: randomBytes(32).toString('base64url'),
    peer: i ^ 1,
    roomId: '',
  }));
  const rooms = [];
  for (let k = 0; k < sockets; k += 2) {
    const [a, b] = [people[k], people[k + 1]];
    a.roomId = b.roomId = newObjectId();
    rooms.push({ r: a.roomId, a: a.userNo, b: b.userNo, k: directKey(a.userNo, b.userNo) });
  }
  for (let k = 0; k < sockets; k += 1000) {
    const chunk = JSON.stringify(
      people.slice(k, k + 1000).map((p) => ({ u: p.userNo, h: hashToken(p.token) })),
    );
    await db.execute(sql`insert into sessions (token_hash, user_no, expires_at)
      select h, u, now() + interval '30 days' from json_to_recordset(${chunk}::json) as x(u int, h text)`);
  }
  for (let k = 0; k < rooms.length; k += 1000) {
    const chunk = JSON.stringify(rooms.slice(k, k + 1000));
    // As rooms.ts opens a one-to-one room: no host, both members 'guest'.
    await db.execute(sql`insert into chat_rooms (room_id, type, kind, direct_key, participants_size)
      select r, '01', 'direct', k, 2 from json_to_recordset(${chunk}::json) as x(r text, a int, b int, k text)`);
    await db.execute(sql`insert into chat_members (room_id, user_no, role)
      select r, a, 'guest' from json_to_recordset(${chunk}::json) as x(r text, a int, b int, k text)
      union all
      select r, b, 'guest' from json_to_recordset(${chunk}::json) as x(r text, a int, b int, k text)`);
    if (history === 0) continue;
    // Past conversations, older than the flood window and read by both; the last one is on the room.
    await db.execute(sql`insert into chat_messages (message_id, room_id, sender_no, type, body, created_at)
      select lpad(to_hex(extract(epoch from t)::bigint), 8, '0') || substr(md5(x.r || '-' || n), 1, 16),
        x.r, case when n % 2 = 0 then x.a else x.b end, '01', (${pgArray(BODIES)})[1 + n % ${BODIES.length}], t
      from json_to_recordset(${chunk}::json) as x(r text, a int, b int, k text)
      cross join generate_series(1, ${history}::int) n
      cross join lateral (select now() - interval '30 days' + n * interval '10 minutes' as t) tt`);
    await db.execute(sql`with last as (
        select distinct on (m.room_id) m.room_id, m.seq, m.message_id, m.created_at, m.body
        from chat_messages m join json_to_recordset(${chunk}::json) as x(r text, a int, b int, k text) on x.r = m.room_id
        order by m.room_id, m.seq desc),
      rooms as (update chat_rooms c set last_message_id = l.message_id, last_message_at = l.created_at,
        last_message_body = l.body, last_message_type = '01' from last l where c.room_id = l.room_id)
      update chat_members cm set last_read_seq = l.seq from last l where cm.room_id = l.room_id`);
  }
  return people;
}

/** Messages the server stored for the run tagged `stamp` (the earlier history has no clientId). */
export async function storedMessages(db, stamp) {
  const [{ n }] = rowsOf(
    await db.execute(sql`select count(*)::int as n from chat_messages m
      join users u on u.user_no = m.sender_no
      where m.client_id is not null and u.email like ${`%-${stamp}@${EMAIL_DOMAIN}`}`),
  );
  return n;
}
