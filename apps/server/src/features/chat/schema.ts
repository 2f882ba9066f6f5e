import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChatMessageMeta } from '@sidequest/shared';
import { users } from '../auth/schema.js';
import { projects } from '../project/schema.js';

/**
 * Chat rooms. `room_id` is a 24-hex id like the seed's `_id`. `type` is the seed's '01' / '02';
 * `kind` says which '02' room it is. The last message is copied onto the room inside the send
 * transaction, so the list (sorted by latest message) is one indexed read.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    roomId: text('room_id').primaryKey(),
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    hostNo: integer('host_no').references(() => users.userNo, { onDelete: 'set null' }),
    /** 'a:b' with a < b for one-to-one rooms: one room per pair, enforced by the database. */
    directKey: text('direct_key'),
    projectNo: integer('project_no').references(() => projects.projectNo, { onDelete: 'cascade' }),
    participantsSize: integer('participants_size').notNull().default(0),
    notice: text('notice'),
    /** Project rooms post to-do and milestone news as webhook messages unless the host turns it off. */
    botEnabled: boolean('bot_enabled').notNull().default(true),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Set by the closing job once endDate has passed: the room is read-only. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    realStart: timestamp('real_start', { withTimezone: true }),
    /** A pro room's booked slot, kept when a leave or a no-show moves endDate earlier. */
    slotStartAt: timestamp('slot_start_at', { withTimezone: true }),
    slotEndAt: timestamp('slot_end_at', { withTimezone: true }),
    lastMessageId: text('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageBody: text('last_message_body'),
    lastMessageType: text('last_message_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_direct_uq').on(t.directKey),
    uniqueIndex('chat_rooms_project_uq').on(t.projectNo).where(sql`${t.kind} = 'project'`),
    index('chat_rooms_kind_idx').on(t.kind, t.lastMessageAt.desc()),
    index('chat_rooms_end_idx').on(t.endDate).where(sql`${t.closedAt} is null and ${t.endDate} is not null`),
  ],
);

/** Who is in a room, with their role, read position and alarm switch. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** host, guest, pro or user (product-spec 6). */
    role: text('role').notNull().default('guest'),
    /** active, left or expelled. */
    status: text('status').notNull().default('active'),
    /** An open room's per-room nickname. */
    roomNickname: text('room_nickname'),
    /** seq of the last message read; messages after it from others are unread. */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    alarmBlocked: boolean('alarm_blocked').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userNo] }),
    index('chat_members_user_idx').on(t.userNo, t.status),
    uniqueIndex('chat_members_nickname_uq')
      .on(t.roomId, t.roomNickname)
      .where(sql`${t.roomNickname} is not null and ${t.status} = 'active'`),
  ],
);

/**
 * Messages, stored before they are broadcast. `seq` orders them and drives read state; `message_id`
 * is the public `_id`. A client id makes a resend idempotent (unique per sender and room).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    senderNo: integer('sender_no').references(() => users.userNo, { onDelete: 'set null' }),
    type: text('type').notNull(),
    body: text('body').notNull().default(''),
    meta: jsonb('meta').$type<ChatMessageMeta>(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_id_uq').on(t.messageId),
    index('chat_messages_room_idx').on(t.roomId, t.seq.desc()),
    // The per-person flood limit counts a sender's messages of the last few seconds.
    index('chat_messages_sender_idx').on(t.senderNo, t.createdAt),
    uniqueIndex('chat_messages_client_uq')
      .on(t.roomId, t.senderNo, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/** Reported messages, for the operators' queue. One report per person per message. */
export const chatReports = pgTable(
  'chat_reports',
  {
    reportNo: serial('report_no').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    reporterNo: integer('reporter_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    opponentNo: integer('opponent_no').references(() => users.userNo, { onDelete: 'set null' }),
    /** The reported body as it was, kept even if the message is later removed. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('chat_reports_uq').on(t.messageId, t.reporterNo)],
);

/** Chat bans set by operators: a banned person can read but not send until `until`. */
export const chatBans = pgTable('chat_bans', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.userNo, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  until: timestamp('until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** To-dos of one-to-one and group rooms (project rooms use the project's own `todos`). */
export const chatTodos = pgTable(
  'chat_todos',
  {
    todoNo: serial('todo_no').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeNo: integer('assignee_no').references(() => users.userNo, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_todos_room_idx').on(t.roomId, t.todoNo)],
);

/** Points paid for reading an ad message in a channel room: once per person per message. */
export const chatAdClaims = pgTable(
  'chat_ad_claims',
  {
    messageId: text('message_id').notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userNo] })],
);

/**
 * Voice calls, one row per call. Kept in the database, not in one instance's memory, so the caller
 * and callee may sit on different instances. At most one ringing or connected call per room.
 */
export const chatVoiceCalls = pgTable(
  'chat_voice_calls',
  {
    callNo: serial('call_no').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    callerNo: integer('caller_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    calleeNo: integer('callee_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** waiting, connected, ended (answered then hung up), cancelled, missed. */
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_voice_calls_live_uq').on(t.roomId).where(sql`${t.status} in ('waiting', 'connected')`),
    index('chat_voice_calls_callee_idx').on(t.calleeNo, t.status),
  ],
);
