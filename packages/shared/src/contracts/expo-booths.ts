/**
 * Expo booth calls (issue 15 items 1–2): registration from scratch or from a project, drafts,
 * operator screening (`register_screening`), the booth page, the team (`invitations`, leave) and
 * updates. The records and field rules they carry are in expo-booth-records.ts.
 */
import { z } from 'zod';
import { defineContract } from './contract.js';
import {
  BOOTH_LIMITS,
  BOOTH_STATUSES,
  ZBooth,
  ZBoothDraftInput,
  ZBoothInput,
  ZBoothNo,
  ZBoothUpdate,
  ZScreeningItem,
} from './expo-booth-records.js';
import { ZId, zLine, zText } from './primitives.js';

export * from './expo-booth-records.js';

const ok = z.object({ ok: z.literal(true) });
const boothOnly = z.object({ booth_no: ZBoothNo });

export const init = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/init',
  summary:
    '새 부스 초안을 만듭니다. project_no를 주면 그 프로젝트(리더만)의 이름·소개·링크를 옮기고 팀원에게 초대를 보내요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ project_no: ZId.optional() }),
  response: z.object({ booth_no: z.number().int() }),
});

export const save = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/save',
  summary: '부스 초안을 저장합니다(자동 저장). 초안이나 반려된 부스만 저장할 수 있어요.',
  tags: ['expo'],
  auth: true,
  body: ZBoothDraftInput.extend({ booth_no: ZBoothNo }),
  response: z.object({ booth_no: z.number().int(), updated_at: z.string() }),
});

export const submit = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/upload',
  summary: '부스를 심사에 보냅니다. 필수 항목과 링크 형식을 확인하고, 운영자가 승인하면 공개돼요.',
  tags: ['expo'],
  auth: true,
  body: ZBoothInput.extend({ booth_no: ZBoothNo }),
  response: z.object({ booth: ZBooth }),
});

export const update = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/update',
  summary: '심사 중이거나 공개된 부스의 내용을 팀장이 고칩니다.',
  tags: ['expo'],
  auth: true,
  body: ZBoothInput.extend({ booth_no: ZBoothNo }),
  response: z.object({ booth: ZBooth }),
});

export const remove = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/remove',
  summary: '팀장이 부스를 내립니다. 내린 부스는 누구에게도 보이지 않아요.',
  tags: ['expo'],
  auth: true,
  body: boothOnly,
  response: ok,
});

export const detail = defineContract({
  method: 'POST',
  path: '/api/expo/booth',
  summary: '부스 하나(머리글, 숫자, 팀, 내 상태)를 불러옵니다. 공개 전 부스는 팀과 운영자만 볼 수 있어요.',
  tags: ['expo'],
  auth: false,
  body: boothOnly,
  response: z.object({ booth: ZBooth }),
});

export const mine = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/mine',
  summary: '내가 팀으로 있는 부스(초안 포함)와 나에게 온 부스 초대를 불러옵니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({}).loose().nullish(),
  response: z.object({
    booths: z.array(ZScreeningItem.omit({ submitted_at: true }).extend({ status: z.enum(BOOTH_STATUSES) })),
    invitations: z.array(z.object({ booth_no: z.number().int(), name: z.string(), invited_by: z.string() })),
  }),
});

export const updates = defineContract({
  method: 'POST',
  path: '/api/expo/updates',
  summary: '부스의 업데이트 소식을 최신 순으로 불러옵니다.',
  tags: ['expo'],
  auth: false,
  body: z.object({ booth_no: ZBoothNo, before: ZId.optional() }),
  response: z.object({ list: z.array(ZBoothUpdate), next_before: z.number().int().nullable() }),
});

export const postUpdate = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/post_update',
  summary: '팀원이 부스에 업데이트 소식을 올립니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({
    booth_no: ZBoothNo,
    body: zText(BOOTH_LIMITS.updateMax, { trim: true, tooLong: '소식은 1,000자까지 쓸 수 있어요.' }).min(1, {
      error: '소식 내용을 적어 주세요.',
    }),
  }),
  response: z.object({ update: ZBoothUpdate }),
});

export const deleteUpdate = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/delete_update',
  summary: '팀원이 부스 업데이트 소식을 지웁니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, update_no: ZId }),
  response: ok,
});

export const invite = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/invitations',
  summary: '팀장이 닉네임으로 메이커를 부스 팀에 초대합니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, nickname: zLine(30, { trim: true }).min(1) }),
  response: ok,
});

export const answerInvitation = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/answer_invitation',
  summary: '받은 부스 초대를 수락하거나 거절합니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, accept: z.boolean() }),
  response: ok,
});

export const leave = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/leave',
  summary: '팀원이 부스 팀에서 나갑니다. 팀장은 나갈 수 없어요(부스를 내려 주세요).',
  tags: ['expo'],
  auth: true,
  body: boothOnly,
  response: ok,
});

export const cancelInvitation = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/cancel_invitation',
  summary: '팀장이 아직 답이 없는 부스 초대를 취소합니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, nickname: zLine(30, { trim: true }).min(1) }),
  response: ok,
});

export const removeMember = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/remove_member',
  summary: '팀장이 팀원을 부스 팀에서 내보냅니다. 팀장 자신은 내보낼 수 없어요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, user_no: ZId }),
  response: ok,
});

/** The team's message to its supporters: one form and one check for the web and the server. */
export const ZSupportersMessage = z.object({
  booth_no: ZBoothNo,
  title: zLine(BOOTH_LIMITS.messageTitleMax, { trim: true, tooLong: '제목은 60자까지 쓸 수 있어요.' }).min(
    2,
    {
      error: '제목을 2자 이상 적어 주세요.',
    },
  ),
  body: zText(BOOTH_LIMITS.messageBodyMax, { trim: true, tooLong: '메시지는 1,000자까지 쓸 수 있어요.' }).min(
    5,
    {
      error: '메시지를 5자 이상 적어 주세요.',
    },
  ),
});

export const messageSupporters = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/messages',
  summary: '부스 팀이 응원한 메이커 모두에게 알림으로 메시지를 보냅니다. 부스마다 24시간에 한 번이에요.',
  tags: ['expo'],
  auth: true,
  body: ZSupportersMessage,
  response: z.object({ sent: z.number().int(), next_at: z.string() }),
});

export const screeningList = defineContract({
  method: 'POST',
  path: '/api/mgmt_promotion/register_screening',
  summary: '운영자: 심사를 기다리는 부스를 먼저 보낸 순으로 불러옵니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ after: ZId.optional() }),
  response: z.object({ list: z.array(ZScreeningItem), next_after: z.number().int().nullable() }),
});

export const screen = defineContract({
  method: 'POST',
  path: '/api/mgmt_promotion/screen_booth',
  summary: '운영자: 부스를 승인하거나, 사유를 적어 반려합니다.',
  tags: ['expo'],
  auth: true,
  body: z
    .object({
      booth_no: ZBoothNo,
      approve: z.boolean(),
      reason: zText(BOOTH_LIMITS.reasonMax, { trim: true }).default(''),
    })
    .refine((b) => b.approve || b.reason.length >= 5, {
      error: '반려 사유를 5자 이상 적어 주세요.',
      path: ['reason'],
    }),
  response: ok,
});

export const imageUpload = defineContract({
  method: 'POST',
  path: '/api/upload/boothImage',
  summary: '부스 로고나 스크린샷을 올립니다. 받은 주소를 logo_url이나 screenshots에 넣어 주세요.',
  tags: ['upload', 'expo'],
  auth: true,
  response: z.object({ FILE_URL: z.string(), FILE_NAME: z.string() }),
});
