import { z } from 'zod';
import { zLine } from './primitives.js';
import { CHAT_LIMITS } from '../codes/chat.js';
import { CHAT_AREA, ZChatId, ZChatUserNo } from './chat-ids.js';
import { defineContract } from './contract.js';

/** To-dos in chat and the pro-chat calls, part of the chat area (re-exported by chat.ts). */

const AREA = CHAT_AREA;
const tags = ['chat'];
const ZNo = ZChatUserNo;

export const ZChatTodo = z.object({
  TODO_NO: z.number().int(),
  /** 'project' for a project room (the project's own to-dos), 'room' otherwise. */
  SOURCE: z.enum(['project', 'room']),
  TITLE: z.string(),
  DONE: z.boolean(),
  ASSIGNEE: z
    .object({ USER_NO: z.number().int(), USER_NICKNAME: z.string(), USER_IMG_URL: z.string().nullable() })
    .nullable(),
  CREATED_AT: z.string(),
  CREATED_BY: z.string().nullable(),
});
export type ChatTodo = z.infer<typeof ZChatTodo>;

// ---------------------------------------------------------------------------------------------
// To-dos in chat

export const todoList = defineContract({
  method: 'POST',
  path: `${AREA}/todo_list`,
  summary: '채팅방 할 일 목록. 팀 채팅방은 프로젝트의 할 일을 함께 써요.',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ todos: z.array(ZChatTodo), source: z.enum(['project', 'room']) }),
});

export const todoAdd = defineContract({
  method: 'POST',
  path: `${AREA}/todo_add`,
  summary: '할 일을 추가하고 채팅방에 할 일 메시지로 알려요.',
  tags,
  auth: true,
  body: z.object({
    chatId: ZChatId,
    title: zLine(CHAT_LIMITS.todoTitle, {
      trim: true,
      tooLong: `할 일은 ${CHAT_LIMITS.todoTitle}자까지 쓸 수 있어요.`,
    }).min(1, { error: '할 일을 입력해 주세요.' }),
    assignee_no: ZNo.nullish(),
  }),
  response: z.object({ todo: ZChatTodo }),
});

export const todoUpdate = defineContract({
  method: 'POST',
  path: `${AREA}/todo_update`,
  summary: '할 일 담당자를 바꾸거나 완료로 체크해요.',
  tags,
  auth: true,
  body: z.object({
    chatId: ZChatId,
    todo_no: ZNo,
    done: z.boolean().optional(),
    assignee_no: ZNo.nullish(),
  }),
  response: z.object({ todo: ZChatTodo }),
});

// ---------------------------------------------------------------------------------------------
// Pro chat (the reservations that create pro rooms arrive with the pro issue)

export const proStartCheck = defineContract({
  method: 'POST',
  path: `${AREA}/pro_start_check`,
  summary: '프로가 상담 시작을 확인해요(실제 시작 시각 기록).',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ realStart: z.string() }),
});

export const reportNoShow = defineContract({
  method: 'POST',
  path: `${AREA}/report_no_show`,
  summary: '상대가 상담에 오지 않았다고 알려요. 10분 뒤 상담방이 종료돼요.',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ endDate: z.string() }),
});
