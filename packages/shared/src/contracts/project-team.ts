import { z } from 'zod';
import { ZId, zLine, zText } from './primitives.js';
import { defineContract } from './contract.js';

/**
 * The team side of a gathering: applying, the leader's decisions, members, leader powers,
 * invitations and the public 응원/질문 board. Wire names follow the seed (UPPER_SNAKE records,
 * snake_case request fields).
 */

export const QUESTION_MAX = 1000;
export const REPLY_MAX = 500;
export const ANSWER_MAX = 2000;
export const INVITE_MESSAGE_MAX = 300;

const projectNo = ZId;
const ZProjectBody = z.object({ project_no: projectNo });
const ok = z.object({});

/** Length in characters as people count them (code points), the same count the web's counter shows. */
// Twice the limit in UTF-16 units bounds the work; the code-point count below is the real rule.
const textUpTo = (max: number) =>
  zText(max * 2, { trim: true, tooLong: `${max}자까지 쓸 수 있어요.` })
    .min(1, { error: '내용을 입력해 주세요.' })
    .refine((v) => [...v].length <= max, { error: `${max}자까지 쓸 수 있어요.` });

/** APPLICANT_STATUS: 99 pending (seed), 02 confirmed, 03 rejected, 04 cancelled (ours). */
export const ZApplicantStatus = z.enum(['99', '02', '03', '04']);

// In a module of its own: the web loads the rule (and zod with it) with the application form only,
// not with every page that reads a project's team.
export { applyAnswersSchema } from './project-team-answers.js';

export const apply = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/apply',
  summary: '프로젝트의 자리 하나에 지원합니다. 리더의 질문 자리에 답을 적어 보내요.',
  tags: ['project'],
  auth: true,
  body: z.object({
    project_no: projectNo,
    slot_no: ZId,
    answers: z
      .array(z.object({ question: zLine(500), answer: zText(ANSWER_MAX) }))
      .max(20)
      .default([]),
  }),
  response: z.object({ APPLICATION_NO: z.number().int(), APPLICANT_STATUS: ZApplicantStatus }),
});

export const cancelApply = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/cancel_apply',
  summary: '대기 중인 지원을 취소합니다.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody,
  response: z.object({ APPLICANT_STATUS: ZApplicantStatus }),
});

export const ZMyApplication = z.object({
  APPLICATION_NO: z.number().int(),
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  SLOT_NO: z.number().int(),
  SLOT_JOB: z.string(),
  APPLICANT_STATUS: ZApplicantStatus,
  APPLY_DATE: z.string(),
  DECIDED_AT: z.string().nullable(),
});
export type MyApplication = z.infer<typeof ZMyApplication>;

export const ZMyProject = z.object({
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  ROLE: z.enum(['01', '02']),
  STATUS: z.string(),
  SLOT_JOB: z.string().nullable(),
  JOINED_AT: z.string(),
});
export type MyProject = z.infer<typeof ZMyProject>;

export const projectInfo = defineContract({
  method: 'GET',
  path: '/api/profile/project_info',
  summary: '내 지원 현황과 내가 이끄는·참여한 프로젝트를 불러옵니다.',
  tags: ['project'],
  auth: true,
  response: z.object({
    applications: z.array(ZMyApplication),
    leading: z.array(ZMyProject),
    joined: z.array(ZMyProject),
  }),
});

export const ZTeamMember = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  /** Member status, reference 3.12: 01 leader, 02 member. */
  ROLE: z.enum(['01', '02']),
  SLOT_NO: z.number().int().nullable(),
  SLOT_JOB: z.string().nullable(),
  JOINED_AT: z.string(),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZApplicantCard = z.object({
  APPLICATION_NO: z.number().int(),
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  USER_AGE: z.string(),
  USER_GENDER: z.string(),
  /** Masked (`ma***@naver.com`): e-mail is private until the two talk (docs/decisions/project-team.md). */
  USER_EMAIL: z.string(),
  CI_VERIFIED: z.enum(['00', '01']),
  USER_PHONE: z.enum(['00', '01']),
  APPLY_DATE: z.string(),
  QUEST_NO: z.number().int(),
  APPLICANT_STATUS: ZApplicantStatus,
  SLOT_NO: z.number().int(),
  SLOT_JOB: z.string(),
  ANSWERS: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type ApplicantCard = z.infer<typeof ZApplicantCard>;

export const ZTeamSlot = z.object({
  SLOT_NO: z.number().int(),
  RECRUITING: z.string(),
  TYPE: z.number().int(),
  FILLED: z.number().int(),
});

export const members = defineContract({
  method: 'POST',
  path: '/api/find_project/members',
  summary: '팀원 목록을 불러옵니다. 리더에게는 지원자 카드도 함께 보여요.',
  tags: ['project'],
  auth: false,
  body: ZProjectBody,
  response: z.object({
    members: z.array(ZTeamMember),
    /** Only for the leader; empty for everyone else. */
    applicants: z.array(ZApplicantCard),
    slots: z.array(ZTeamSlot),
    MY_ROLE: z.enum(['leader', 'member', 'outsider']),
    /** What the apply dialog needs, so the team components stand on this one call. */
    PROJECT_NAME: z.string(),
    STATUS: z.string(),
    QUESTIONS: z.array(z.string()),
    /** The viewer's latest application (null when none or logged out). */
    MY_APPLICATION: z.object({ APPLICANT_STATUS: ZApplicantStatus, SLOT_NO: z.number().int() }).nullable(),
  }),
});

export const approval = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/approval',
  summary: '리더가 대기 중인 지원자를 확정하거나 거절합니다.',
  tags: ['project'],
  auth: true,
  body: z.object({
    project_no: projectNo,
    user_no: ZId,
    approve: z.boolean(),
  }),
  response: z.object({ APPLICANT_STATUS: ZApplicantStatus, SLOTS: z.array(ZTeamSlot) }),
});

export const resign = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/resign',
  summary: '팀원이 프로젝트를 떠납니다. 자리는 다시 열려요.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody,
  response: ok,
});

export const removeMember = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/remove_member',
  summary: '리더가 팀원을 내보냅니다. 자리는 다시 열려요.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody.extend({ user_no: ZId }),
  response: ok,
});

export const changeLeader = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/change_leader',
  summary: '리더가 팀원에게 리더를 넘깁니다.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody.extend({ user_no: ZId }),
  response: ok,
});

export const invite = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/invite',
  summary: '리더가 사람을 프로젝트에 초대합니다. 자리를 정해 초대할 수도 있어요.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody.extend({
    user_no: ZId,
    slot_no: ZId.nullish(),
    message: zText(INVITE_MESSAGE_MAX, { trim: true }).default(''),
  }),
  response: z.object({ INVITATION_NO: z.number().int() }),
});

export const ZInvitation = z.object({
  INVITATION_NO: z.number().int(),
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  INVITER_NO: z.number().int(),
  INVITER_NICKNAME: z.string(),
  SLOT_NO: z.number().int().nullable(),
  SLOT_JOB: z.string().nullable(),
  MESSAGE: z.string(),
  STATUS: z.enum(['pending', 'accepted', 'declined']),
  CREATED_AT: z.string(),
});
export type Invitation = z.infer<typeof ZInvitation>;

export const invitationList = defineContract({
  method: 'GET',
  path: '/api/mgmt_project/invitation_list',
  summary: '내가 받은 프로젝트 초대를 불러옵니다.',
  tags: ['project'],
  auth: true,
  response: z.object({ invitations: z.array(ZInvitation) }),
});

const ZInvitationBody = z.object({ invitation_no: ZId });

export const acceptInvite = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/accept_invite',
  summary: '받은 초대를 수락하고 팀원이 됩니다.',
  tags: ['project'],
  auth: true,
  body: ZInvitationBody.extend({ slot_no: ZId.nullish() }),
  response: z.object({ PROJECT_NO: z.number().int() }),
});

export const declineInvite = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/decline_invite',
  summary: '받은 초대를 거절합니다.',
  tags: ['project'],
  auth: true,
  body: ZInvitationBody,
  response: ok,
});

export const deleteProject = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/delete_project',
  summary: '리더가 프로젝트를 삭제합니다. 팀원에게 알려요.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody,
  response: ok,
});

export const ZQnaReply = z.object({
  QNA_NO: z.number().int(),
  AUTHOR_NO: z.number().int().nullable(),
  AUTHOR_NICKNAME: z.string().nullable(),
  AUTHOR_IMG_URL: z.string().nullable(),
  /** The author's level (1–10), for the level icon beside the name. */
  AUTHOR_LEVEL: z.number().int(),
  BODY: z.string(),
  CREATED_AT: z.string(),
  CAN_DELETE: z.boolean(),
});
export const ZQnaItem = ZQnaReply.extend({ REPLIES: z.array(ZQnaReply) });
export type QnaItem = z.infer<typeof ZQnaItem>;

export const questions = defineContract({
  method: 'GET',
  path: '/api/find_project/questions',
  summary: '프로젝트의 응원·질문 게시판을 불러옵니다.',
  tags: ['project'],
  auth: false,
  query: z.object({ project_no: projectNo }),
  response: z.object({ questions: z.array(ZQnaItem), IS_LEADER: z.boolean() }),
});

export const questionNew = defineContract({
  method: 'POST',
  path: '/api/find_project/question_new',
  summary: '응원이나 질문을 남깁니다 (1000자까지).',
  tags: ['project'],
  auth: true,
  body: ZProjectBody.extend({ body: textUpTo(QUESTION_MAX) }),
  response: z.object({ QNA_NO: z.number().int() }),
});

export const questionReply = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/question_reply',
  summary: '리더가 질문에 답합니다 (500자까지).',
  tags: ['project'],
  auth: true,
  body: ZProjectBody.extend({
    qna_no: ZId,
    body: textUpTo(REPLY_MAX),
  }),
  response: z.object({ QNA_NO: z.number().int() }),
});

export const questionDelete = defineContract({
  method: 'POST',
  path: '/api/find_project/question_delete',
  summary: '글쓴이나 리더가 응원·질문이나 답글을 지웁니다.',
  tags: ['project'],
  auth: true,
  body: ZProjectBody.extend({ qna_no: ZId }),
  response: ok,
});
