import {
  CHAT_LIMITS,
  CHAT_MESSAGE_TYPES,
  type ChatMessage,
  extractMentions,
  levelForExp,
} from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { postingSuspensions } from '../moderation/schema.js';
import { profiles } from '../profile/schema.js';
import { newObjectId } from './core.js';
import { chatBans, chatMembers, chatMessages, chatRooms } from './schema.js';

/**
 * The hot path of chat: a plain text message (no mentions) checked, stored and made ready for
 * delivery in ONE statement. The checks (chat ban, posting suspension, active membership of an open
 * room, flood limit) are conditions of the INSERT, so they read the committed state at that very
 * moment on whichever instance runs it: a ban, a leave or a suspension stops the next message
 * everywhere without any cache to invalidate. The same statement moves the room's last message,
 * the sender's read position, and returns what delivery needs (the sender's names, the active
 * members with their unread counts), so nothing just written is read back.
 *
 * When the statement stores nothing (a refusal or a resend of the same clientId), the caller runs
 * the ordinary path, which re-reads everything and answers with the exact error or the stored
 * message; refusals are rare, so they may cost more.
 */

/** Only plain text without mentions goes this way; every other kind builds content first. */
export function isPlainText(input: { type: string; body: string }): boolean {
  return (
    input.type === CHAT_MESSAGE_TYPES.text &&
    input.body.trim().length > 0 &&
    extractMentions(input.body).length === 0
  );
}

export interface StoredText {
  doc: ChatMessage;
  /** Active members of the room (the sender too) with their unread count, this message included. */
  members: { userNo: number; unread: number }[];
}

interface Row {
  message_id: string;
  created_at: string;
  room_nickname: string | null;
  nickname: string | null;
  img_url: string | null;
  exp: number | null;
  members: [number, number][] | string;
}

/**
 * The statement, prepared once per database handle under a name: PostgreSQL parses and plans it
 * once per connection (planning took twice as long as running it, 2 ms against 1 ms) and drizzle
 * builds the SQL text once. PGlite runs the same text.
 */
function prepareSend(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const query = sql`
    with ok as (
      select 1 from ${chatRooms} r
      join ${chatMembers} m on m.room_id = r.room_id and m.user_no = ${p('userNo')} and m.status = 'active'
      where r.room_id = ${p('roomId')}
        and r.closed_at is null and (r.end_date is null or r.end_date > now())
        and not exists (select 1 from ${chatBans} b
          where b.user_no = ${p('userNo')} and (b.until is null or b.until > now()))
        and not exists (select 1 from ${postingSuspensions} s
          where s.user_no = ${p('userNo')} and s.lifted_at is null and s.ends_at > now())
        and (select count(*) from ${chatMessages} f
          where f.sender_no = ${p('userNo')} and f.created_at > ${p('since')})
          < ${sql.raw(String(CHAT_LIMITS.floodMessages))}
    ),
    ins as (
      insert into ${chatMessages} (message_id, room_id, sender_no, type, body, client_id)
      select ${p('messageId')}, ${p('roomId')}, ${p('userNo')}, ${TEXT}, ${p('body')}, ${p('clientId')} from ok
      on conflict (room_id, sender_no, client_id) where client_id is not null do nothing
      returning seq, message_id, created_at
    ),
    room as (
      update ${chatRooms} set last_message_id = ins.message_id, last_message_at = ins.created_at,
        last_message_body = ${p('preview')}, last_message_type = ${TEXT}
      from ins where room_id = ${p('roomId')}
    ),
    mine as (
      update ${chatMembers} set last_read_seq = ins.seq
      from ins where room_id = ${p('roomId')} and user_no = ${p('userNo')}
      returning room_nickname
    )
    select ins.message_id,
      to_char(ins.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      (select room_nickname from mine) as room_nickname, u.nickname, u.img_url,
      (select pr.exp from ${profiles} pr where pr.user_no = ${p('userNo')}) as exp,
      (select coalesce(json_agg(json_build_array(m.user_no, (
          select count(*) from ${chatMessages} x
          where x.room_id = m.room_id and x.seq > m.last_read_seq
            and x.sender_no is distinct from m.user_no and x.type <> ${SYSTEM}
        ) + 1)), '[]'::json)
        from ${chatMembers} m where m.room_id = ${p('roomId')} and m.status = 'active') as members
    from ins join ${users} u on u.user_no = ${p('userNo')}
  `;
  // db.execute, but named: drizzle's raw execute has no name parameter.
  const internal = db as unknown as {
    dialect: { sqlToQuery(q: typeof query): unknown };
    _: { session: { prepareQuery(q: unknown, f: undefined, name: string, arrays: boolean): Prepared } };
  };
  return internal._.session.prepareQuery(
    internal.dialect.sqlToQuery(query),
    undefined,
    'chat_send_text',
    false,
  );
}

interface Prepared {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

const TEXT = CHAT_MESSAGE_TYPES.text;
const SYSTEM = CHAT_MESSAGE_TYPES.system;
const prepared = new WeakMap<Db, Prepared>();

export async function storeTextMessage(
  db: Db,
  userNo: number,
  input: { roomId: string; body: string; clientId: string },
): Promise<StoredText | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareSend(db);
    prepared.set(db, statement);
  }
  const body = input.body.trim();
  const type = TEXT;
  // Unread counts are read in the statement's snapshot, which cannot see the new row: +1 in SQL.
  const result = await statement.execute({
    userNo,
    roomId: input.roomId,
    since: new Date(Date.now() - CHAT_LIMITS.floodWindowMs),
    messageId: newObjectId(),
    body,
    preview: body.slice(0, 200),
    clientId: input.clientId,
  });
  const row = result.rows[0];
  if (!row) return null;
  const members =
    typeof row.members === 'string' ? (JSON.parse(row.members) as [number, number][]) : row.members;
  // Open rooms show the per-room nickname and no picture, as toMessages does.
  const sender =
    row.room_nickname !== null
      ? { no: userNo, nickname: row.room_nickname, img: null }
      : {
          no: userNo,
          nickname: row.nickname ?? '(탈퇴한 회원)',
          img: row.img_url,
          level: levelForExp(row.exp).level,
        };
  return {
    doc: {
      _id: row.message_id,
      roomId: input.roomId,
      body,
      createdAt: row.created_at,
      type,
      sender,
      clientId: input.clientId,
      meta: null,
    },
    members: members.map(([no, unread]) => ({ userNo: Number(no), unread: Number(unread) })),
  };
}
