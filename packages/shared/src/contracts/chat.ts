import { z } from 'zod';
import { zLine, zText } from './primitives.js';
import { CHAT_LIMITS } from '../codes/chat.js';
import { CHAT_AREA, ZChatId, ZChatUserNo, ZMessageId } from './chat-ids.js';
import { ZChatMessage, ZChatParticipant, ZChatRoomDetail, ZChatRoomSummary } from './chat-records.js';
import { ZJoinOpenChat } from './chat-socket.js';
import { defineContract, emptyBody } from './contract.js';

// The to-do and pro-chat calls live in chat-team.ts; they are part of `chatApi` all the same.
export * from './chat-team.js';
export { ZChatId, ZMessageId } from './chat-ids.js';

/**
 * The chat area `/api/sidequest_chat/*` (product-spec 7): the seed's list (chat_profiles,
 * alarm_change, bot_change, user_banned, check_slot, update_notice, get_ad_point, message_count,
 * check_candidate, check_candidate2, invite_group_chat), the chat calls with the seed's payloads,
 * and the few calls the seed leaves out (group and open rooms, to-dos, pro chat check-in).
 * All POST with a JSON body. Socket payloads have their schemas in chat-socket.ts.
 */

const tags = ['chat'];
const AREA = CHAT_AREA;
const ZNo = ZChatUserNo;
const ZChatTitle = zLine(CHAT_LIMITS.title, {
  trim: true,
  tooLong: `채팅방 이름은 ${CHAT_LIMITS.title}자까지 쓸 수 있어요.`,
}).min(1, { error: '채팅방 이름을 입력해 주세요.' });

const ok = z.object({});
const roomIdOut = z.object({ roomId: z.string() });

const ZRoom = ZChatRoomSummary;
const ZRoomDetail = ZChatRoomDetail;
const ZParticipant = ZChatParticipant;
const ZMessage = ZChatMessage;

// ---------------------------------------------------------------------------------------------
// Rooms

export const chatList = defineContract({
  method: 'POST',
  path: `${AREA}/chat_list`,
  summary: '내 채팅방 목록(최근 메시지 순)과 방마다 안 읽은 메시지 수',
  tags,
  auth: true,
  body: emptyBody,
  response: z.object({ chat_list: z.array(ZRoom) }),
});

export const roomDetail = defineContract({
  method: 'POST',
  path: `${AREA}/room`,
  summary: '채팅방 하나의 정보, 참여자, 최근 메시지 한 페이지 (참여자만)',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ room: ZRoomDetail, messages: z.array(ZMessage), hasMore: z.boolean() }),
});

export const openChatRoom = defineContract({
  method: 'POST',
  path: `${AREA}/open_chat_room`,
  summary: '상대와의 1:1 대화방을 열어요. 이미 있으면 그 방을, 없으면 새로 만들어요.',
  tags,
  auth: true,
  body: z.object({ opponent_no: ZNo }),
  response: roomIdOut.extend({ new_chat: z.boolean() }),
});

export const findChatRoom = defineContract({
  method: 'POST',
  path: `${AREA}/find_chat_room`,
  summary: '상대와의 1:1 대화방이 이미 있는지 찾아요(만들지 않음).',
  tags,
  auth: true,
  body: z.object({ opponent_no: ZNo }),
  response: z.object({ roomId: z.string().nullable() }),
});

export const projectChat = defineContract({
  method: 'POST',
  path: `${AREA}/project_chat`,
  summary: '모집글에서 커피챗: 상대와의 1:1 대화방을 열고 모집글 카드를 남겨요.',
  tags,
  auth: true,
  body: z.object({ project_no: ZNo, opponent_no: ZNo }),
  response: roomIdOut.extend({ new_chat: z.boolean() }),
});

export const teamChat = defineContract({
  method: 'POST',
  path: `${AREA}/team_chat`,
  summary: '프로젝트 팀 채팅방 (팀원만). 모집글을 올릴 때 만들어져요.',
  tags,
  auth: true,
  body: z.object({ project_no: ZNo }),
  response: roomIdOut,
});

export const createGroupChat = defineContract({
  method: 'POST',
  path: `${AREA}/create_group_chat`,
  summary: '그룹 채팅방을 만들고 사람들을 초대해요(만든 사람이 방장).',
  tags,
  auth: true,
  body: z.object({
    title: ZChatTitle,
    user_nos: z
      .array(ZNo)
      .min(1, { error: '초대할 사람을 한 명 이상 골라 주세요.' })
      .max(CHAT_LIMITS.groupSize - 1),
  }),
  response: roomIdOut,
});

export const inviteGroupChat = defineContract({
  method: 'POST',
  path: `${AREA}/invite_group_chat`,
  summary: '그룹 채팅방에 사람을 초대해요(방장만).',
  tags,
  auth: true,
  body: z.object({
    chatId: ZChatId,
    user_nos: z
      .array(ZNo)
      .min(1)
      .max(CHAT_LIMITS.groupSize - 1),
  }),
  response: z.object({ invited: z.array(z.number().int()) }),
});

export const expelGroupChat = defineContract({
  method: 'POST',
  path: `${AREA}/expel_group_chat`,
  summary: '그룹 채팅방에서 참여자를 내보내요(방장만).',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId, user_no: ZNo }),
  response: ok,
});

export const leaveChat = defineContract({
  method: 'POST',
  path: `${AREA}/leave_chat`,
  summary: '채팅방에서 나가요. 방장이 나간 그룹 채팅은 1시간 뒤, 프로 상담은 10분 뒤 종료돼요.',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ roomId: z.string(), endDate: z.string().nullable() }),
});

export const openChatList = defineContract({
  method: 'POST',
  path: `${AREA}/open_chat_list`,
  summary: '누구나 들어갈 수 있는 오픈채팅방 목록',
  tags,
  auth: true,
  body: emptyBody,
  response: z.object({
    rooms: z.array(
      z.object({
        roomId: z.string(),
        title: z.string(),
        notice: z.string().nullable(),
        participantsSize: z.number().int(),
        joined: z.boolean(),
        lastMessageAt: z.string().nullable(),
      }),
    ),
  }),
});

export const createOpenChat = defineContract({
  method: 'POST',
  path: `${AREA}/create_open_chat`,
  summary: '오픈채팅방을 만들어요. 방에서 쓸 닉네임을 함께 정해요.',
  tags,
  auth: true,
  body: z.object({ title: ZChatTitle, nickname: ZJoinOpenChat.shape.nickname }),
  response: roomIdOut,
});

export const joinOpenChat = defineContract({
  method: 'POST',
  path: `${AREA}/join_open_chat`,
  summary: '오픈채팅방에 방 전용 닉네임으로 들어가요.',
  tags,
  auth: true,
  body: ZJoinOpenChat,
  response: roomIdOut,
});

// ---------------------------------------------------------------------------------------------
// The seed's list

export const chatProfiles = defineContract({
  method: 'POST',
  path: `${AREA}/chat_profiles`,
  summary: '채팅방 참여자 프로필(닉네임, 사진, 직무, 접속 여부)',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ profiles: z.array(ZParticipant) }),
});

export const alarmChange = defineContract({
  method: 'POST',
  path: `${AREA}/alarm_change`,
  summary: '이 채팅방 알림 끄기/켜기(나에게만 적용)',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId, is_alarm_blocked: z.boolean() }),
  response: z.object({ is_alarm_blocked: z.boolean() }),
});

export const botChange = defineContract({
  method: 'POST',
  path: `${AREA}/bot_change`,
  summary: '팀 채팅방에 프로젝트 소식(할 일, 마일스톤) 알림 메시지를 받을지 정해요(방장만).',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId, is_alarm_blocked: z.boolean() }),
  response: z.object({ is_alarm_blocked: z.boolean() }),
});

export const userBanned = defineContract({
  method: 'POST',
  path: `${AREA}/user_banned`,
  summary: '내 채팅이 제한된 상태인지, 언제까지인지',
  tags,
  auth: true,
  body: emptyBody,
  response: z.object({ banned: z.boolean(), until: z.string().nullable(), reason: z.string().nullable() }),
});

export const checkSlot = defineContract({
  method: 'POST',
  path: `${AREA}/check_slot`,
  summary: '대화 상대를 초대할 수 있는 내 모집 중 프로젝트와 빈자리',
  tags,
  auth: true,
  body: z.object({ opponent_no: ZNo }),
  response: z.object({
    projects: z.array(
      z.object({
        PROJECT_NO: z.number().int(),
        PROJECT_NAME: z.string(),
        OPEN_SLOTS: z.array(
          z.object({ SLOT_NO: z.number().int(), LABEL: z.string(), LEFT: z.number().int() }),
        ),
        /** The opponent is already a member, applicant or invitee of this project. */
        BLOCKED_REASON: z.string().nullable(),
      }),
    ),
  }),
});

export const updateNotice = defineContract({
  method: 'POST',
  path: `${AREA}/update_notice`,
  summary: '채팅방 공지를 바꿔요(방장만). 빈 값이면 공지를 내려요.',
  tags,
  auth: true,
  body: z.object({
    chatId: ZChatId,
    notice: zText(CHAT_LIMITS.notice, {
      trim: true,
      tooLong: `공지는 ${CHAT_LIMITS.notice}자까지 쓸 수 있어요.`,
    }),
  }),
  response: z.object({ notice: z.string().nullable() }),
});

export const getAdPoint = defineContract({
  method: 'POST',
  path: `${AREA}/get_ad_point`,
  summary: '채널 채팅방의 광고 메시지를 읽고 포인트를 받아요(메시지마다 한 번).',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId, messageId: ZMessageId }),
  response: z.object({ points: z.number().int(), balance: z.number().int() }),
});

export const messageCount = defineContract({
  method: 'POST',
  path: `${AREA}/message_count`,
  summary: '안 읽은 채팅 메시지 수(전체와 방마다)',
  tags,
  auth: true,
  body: emptyBody,
  response: z.object({
    count: z.number().int(),
    messageCount: z.array(z.object({ _id: z.string(), count: z.number().int() })),
  }),
});

const ZCandidate = z.object({
  APPLICATION_NO: z.number().int(),
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  SLOT_LABEL: z.string(),
  APPLICANT_NO: z.number().int(),
  APPLICANT_NICKNAME: z.string(),
  APPLICANT_STATUS: z.string(),
  /** True when I lead the project and may confirm or reject (status 99). */
  CAN_DECIDE: z.boolean(),
});

export const checkCandidate = defineContract({
  method: 'POST',
  path: `${AREA}/check_candidate`,
  summary: '상대가 내 프로젝트의 지원자인지(리더는 채팅에서 바로 확정·거절)',
  tags,
  auth: true,
  body: z.object({ project_no: ZNo, opponent_no: ZNo }),
  response: z.object({ candidate: ZCandidate.nullable() }),
});

export const checkCandidate2 = defineContract({
  method: 'POST',
  path: `${AREA}/check_candidate2`,
  summary: '1:1 대화 상대와 나 사이의 대기 중인 지원(어느 쪽이 리더든)',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId }),
  response: z.object({ candidates: z.array(ZCandidate) }),
});

// ---------------------------------------------------------------------------------------------
// Messages

export const reportMessage = defineContract({
  method: 'POST',
  path: `${AREA}/report_message`,
  summary: '메시지를 신고해요. 운영팀이 확인해요.',
  tags,
  auth: true,
  body: z.object({ chat_id: ZChatId, message_id: ZMessageId, opponent_no: ZNo }),
  response: ok,
});

export const shareLink = defineContract({
  method: 'POST',
  path: `${AREA}/share_link`,
  summary: '프로젝트·퀘스트·웹 링크를 채팅방에 미리보기 카드로 공유해요.',
  tags,
  auth: true,
  body: z.object({
    type: z.enum(['project', 'quest', 'url']),
    chatId: ZChatId,
    title: zLine(CHAT_LIMITS.linkTitle, { trim: true }).min(1),
    url: zLine(2000, { trim: true }).min(1),
  }),
  response: z.object({ _doc: ZMessage }),
});

export const readMessage = defineContract({
  method: 'POST',
  path: `${AREA}/read_message`,
  summary: '이 메시지까지 읽었어요.',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId, messageId: ZMessageId }),
  response: z.object({ unread: z.number().int() }),
});

export const loadMessages = defineContract({
  method: 'POST',
  path: `${AREA}/messages`,
  summary: '이전 메시지 한 페이지(before) 또는 놓친 메시지(after)',
  tags,
  auth: true,
  body: z.object({ chatId: ZChatId, before: ZMessageId.optional(), after: ZMessageId.optional() }),
  response: z.object({ messages: z.array(ZMessage), hasMore: z.boolean() }),
});
