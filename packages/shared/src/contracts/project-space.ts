import { z } from 'zod';
import { ZId, zLine, zOffset, zText } from './primitives.js';
import { progressPhases, projectStatuses } from '../codes/project.js';
import { isDateString } from '../validation/dates.js';
import { defineContract } from './contract.js';

/**
 * The team's space: milestones, to-dos (with up to five attachments), the history feed, the
 * leader's phase and status changes, and the member's own schedule across projects.
 */

export const TODO_STATES = ['01', '02', '03'] as const;
export type TodoState = (typeof TODO_STATES)[number];
/** Korean labels of the to-do states (01 할 일, 02 진행 중, 03 완료). */
export const TODO_STATE_LABELS: Record<TodoState, string> = { '01': '할 일', '02': '진행 중', '03': '완료' };

export const SPACE_LIMITS = {
  title: 100,
  description: 2000,
  attachments: 5,
  /** History entries per page. */
  historyPage: 20,
  /** How many days ahead the daily schedule looks (today + 7). */
  scheduleDays: 7,
  milestones: 100,
  todos: 500,
} as const;

/** Statuses the leader may move a project to: every status of 3.13 except '99' (drafting). */
export const CHANGEABLE_STATUSES = projectStatuses.codes.filter((c) => c !== '99') as [string, ...string[]];

const ZNo = ZId;
const ZProjectNo = z.object({ project_no: ZNo });

const ZDueDate = zLine(40, { trim: true }).refine((v) => isDateString(v), {
  error: '날짜는 2026-12-31처럼 yyyy-MM-dd 형식으로 적어 주세요.',
});

const ZTitle = zLine(SPACE_LIMITS.title, {
  trim: true,
  tooLong: `제목은 ${SPACE_LIMITS.title}자까지 쓸 수 있어요.`,
}).min(1, { error: '제목을 입력해 주세요.' });
const ZDescription = zText(SPACE_LIMITS.description, {
  trim: true,
  tooLong: `설명은 ${SPACE_LIMITS.description}자까지 쓸 수 있어요.`,
});

/** The few facts of a member the space shows next to an entry (avatar and name). */
export const ZSpaceActor = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
});
export type SpaceActor = z.infer<typeof ZSpaceActor>;

export const ZMilestone = z.object({
  MILESTONE_NO: z.number().int(),
  PROJECT_NO: z.number().int(),
  TITLE: z.string(),
  DESCRIPTION: z.string(),
  /** yyyy-MM-dd (Asia/Seoul calendar day), or null when no due date. */
  DUE_DATE: z.string().nullable(),
  DONE: z.boolean(),
  DONE_AT: z.string().nullable(),
  CREATED_AT: z.string(),
  CREATED_BY: ZSpaceActor.nullable(),
  /** To-dos linked to the milestone, and how many of them are done: the progress bar. */
  TODO_TOTAL: z.number().int(),
  TODO_DONE: z.number().int(),
});
export type Milestone = z.infer<typeof ZMilestone>;

const attachmentFields = {
  WORK_ATTACH_URL1: z.string().nullable(),
  WORK_ATTACH_NAME1: z.string().nullable(),
  WORK_ATTACH_URL2: z.string().nullable(),
  WORK_ATTACH_NAME2: z.string().nullable(),
  WORK_ATTACH_URL3: z.string().nullable(),
  WORK_ATTACH_NAME3: z.string().nullable(),
  WORK_ATTACH_URL4: z.string().nullable(),
  WORK_ATTACH_NAME4: z.string().nullable(),
  WORK_ATTACH_URL5: z.string().nullable(),
  WORK_ATTACH_NAME5: z.string().nullable(),
};

export const ZTodo = z.object({
  TODO_NO: z.number().int(),
  PROJECT_NO: z.number().int(),
  MILESTONE_NO: z.number().int().nullable(),
  TITLE: z.string(),
  DESCRIPTION: z.string(),
  STATE: z.enum(TODO_STATES),
  DUE_DATE: z.string().nullable(),
  ASSIGNEE: ZSpaceActor.nullable(),
  CREATED_AT: z.string(),
  UPDATED_AT: z.string(),
  ...attachmentFields,
});
export type Todo = z.infer<typeof ZTodo>;

/** The attachments of a to-do as a list, in slot order. */
export function todoAttachments(todo: Todo): { url: string; name: string }[] {
  const out: { url: string; name: string }[] = [];
  for (const i of [1, 2, 3, 4, 5] as const) {
    const url = todo[`WORK_ATTACH_URL${i}`];
    if (url) out.push({ url, name: todo[`WORK_ATTACH_NAME${i}`] ?? url.split('/').pop() ?? '' });
  }
  return out;
}

export const ZFeedEntry = z.object({
  FEED_NO: z.number().int(),
  FEED_CODE: z.string(),
  /** The Korean sentence built from the code's template and the entry's detail. */
  FEED_TEXT: z.string(),
  IS_PUBLIC: z.boolean(),
  CREATED_AT: z.string(),
  ACTOR: ZSpaceActor.nullable(),
});
export type FeedEntry = z.infer<typeof ZFeedEntry>;

export const ZScheduleItem = z.object({
  KIND: z.enum(['milestone', 'todo']),
  /** MILESTONE_NO or TODO_NO. */
  ITEM_NO: z.number().int(),
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string(),
  TITLE: z.string(),
  DUE_DATE: z.string(),
  /** The to-do's state; null for milestones. */
  STATE: z.enum(TODO_STATES).nullable(),
});
export type ScheduleItem = z.infer<typeof ZScheduleItem>;

// ---------------------------------------------------------------------------------------------
// Milestones

export const milestones = defineContract({
  method: 'POST',
  path: '/api/find_project/milestones',
  summary: '프로젝트의 마일스톤을 마감일 순으로 불러옵니다(팀원만).',
  tags: ['project'],
  auth: true,
  body: ZProjectNo,
  response: z.object({ list: z.array(ZMilestone) }),
});

export const milestoneNew = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/milestone_new',
  summary: '마일스톤을 추가합니다(팀원). 마감일은 yyyy-MM-dd예요.',
  tags: ['project'],
  auth: true,
  body: ZProjectNo.extend({
    title: ZTitle,
    description: ZDescription.optional(),
    due_date: ZDueDate.nullable().optional(),
  }),
  response: z.object({ milestone: ZMilestone }),
});

export const milestoneUpdate = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/milestone_update',
  summary: '마일스톤의 제목·설명·마감일을 고칩니다(팀원). 보낸 항목만 바뀌어요.',
  tags: ['project'],
  auth: true,
  body: z.object({
    milestone_no: ZNo,
    title: ZTitle.optional(),
    description: ZDescription.optional(),
    due_date: ZDueDate.nullable().optional(),
  }),
  response: z.object({ milestone: ZMilestone }),
});

export const milestoneDone = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/milestone_done',
  summary: '마일스톤을 완료하거나(done=true) 다시 진행 중으로 돌립니다(팀원).',
  tags: ['project'],
  auth: true,
  body: z.object({ milestone_no: ZNo, done: z.boolean() }),
  response: z.object({ milestone: ZMilestone }),
});

export const milestoneDelete = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/milestone_delete',
  summary: '마일스톤을 지웁니다(리더만). 연결된 할 일은 남고 마일스톤 연결만 풀려요.',
  tags: ['project'],
  auth: true,
  body: z.object({ milestone_no: ZNo }),
  response: z.object({}),
});

// ---------------------------------------------------------------------------------------------
// To-dos

export const todos = defineContract({
  method: 'POST',
  path: '/api/find_project/todos',
  summary: '프로젝트의 할 일을 불러옵니다(팀원만). state·assignee로 거를 수 있어요.',
  tags: ['project'],
  auth: true,
  body: ZProjectNo.extend({
    state: z.enum(TODO_STATES).optional(),
    assignee: ZNo.optional(),
  }),
  response: z.object({ list: z.array(ZTodo) }),
});

export const todoNew = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/todo_new',
  summary: '할 일을 추가합니다(팀원). 담당자는 팀원 중에서만 고를 수 있어요.',
  tags: ['project'],
  auth: true,
  body: ZProjectNo.extend({
    title: ZTitle,
    description: ZDescription.optional(),
    assignee: ZNo.nullable().optional(),
    state: z.enum(TODO_STATES).optional(),
    due_date: ZDueDate.nullable().optional(),
    milestone_no: ZNo.nullable().optional(),
  }),
  response: z.object({ todo: ZTodo }),
});

export const todoUpdate = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/todo_update',
  summary:
    '할 일을 고칩니다(팀원). 보낸 항목만 바뀌고, attachments를 보내면 남길 첨부파일만 골라 나머지를 떼어 내요.',
  tags: ['project'],
  auth: true,
  body: z.object({
    todo_no: ZNo,
    title: ZTitle.optional(),
    description: ZDescription.optional(),
    assignee: ZNo.nullable().optional(),
    state: z.enum(TODO_STATES).optional(),
    due_date: ZDueDate.nullable().optional(),
    milestone_no: ZNo.nullable().optional(),
    /** URLs of the attachments to keep (a subset of the current ones, in the order to show). */
    attachments: z.array(zLine(500)).max(SPACE_LIMITS.attachments).optional(),
  }),
  response: z.object({ todo: ZTodo }),
});

export const todoDelete = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/todo_delete',
  summary: '할 일을 지웁니다(팀원).',
  tags: ['project'],
  auth: true,
  body: z.object({ todo_no: ZNo }),
  response: z.object({}),
});

/** multipart: `todo_no` first, then `file` (an image, PDF or Word document; 5 per to-do). */
export const todoUpload = defineContract({
  method: 'POST',
  path: '/api/upload/todo_upload',
  summary:
    '할 일에 첨부파일(이미지 또는 PDF·Word 문서)을 하나 올립니다(팀원, 5개까지; 먼저 todo_no, 그다음 file).',
  tags: ['upload'],
  auth: true,
  response: z.object({ todo: ZTodo }),
});

// ---------------------------------------------------------------------------------------------
// History, schedule, leader changes

export const history = defineContract({
  method: 'POST',
  path: '/api/find_project/history',
  summary: '프로젝트 히스토리를 최신순으로 불러옵니다. 팀원이 아니면 공개 항목만 보여요.',
  tags: ['project'],
  auth: false,
  body: ZProjectNo.extend({ offset: zOffset(100_000) }),
  response: z.object({ list: z.array(ZFeedEntry), has_more: z.boolean() }),
});

export const dailyScheduleAll = defineContract({
  method: 'GET',
  path: '/api/find_project/daily_schedule_all',
  summary:
    '내 모든 프로젝트에서 오늘과 앞으로 7일 안에 마감인 마일스톤과 할 일을 불러옵니다(한국 날짜 기준).',
  tags: ['project'],
  auth: true,
  response: z.object({
    /** Today in Asia/Seoul, yyyy-MM-dd. */
    TODAY: z.string(),
    today: z.array(ZScheduleItem),
    upcoming: z.array(ZScheduleItem),
  }),
});

export const todoRemained = defineContract({
  method: 'GET',
  path: '/api/find_project/todo_remained',
  summary: '내가 맡은, 아직 끝나지 않은 할 일의 수와 목록을 불러옵니다.',
  tags: ['project'],
  auth: true,
  response: z.object({
    count: z.number().int(),
    list: z.array(ZScheduleItem.extend({ DUE_DATE: z.string().nullable() })),
  }),
});

export const changePhase = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/change_phase',
  summary: '프로젝트의 진행 단계를 바꿉니다(리더만).',
  tags: ['project'],
  auth: true,
  body: ZProjectNo.extend({ phase: z.enum(progressPhases.codes) }),
  response: z.object({ PHASE: z.string() }),
});

export const changeStatus = defineContract({
  method: 'POST',
  path: '/api/mgmt_project/change_status',
  summary: "프로젝트 상태를 바꿉니다(리더만). '작성 중(99)'으로는 돌릴 수 없어요.",
  tags: ['project'],
  auth: true,
  body: ZProjectNo.extend({ status: z.enum(CHANGEABLE_STATUSES) }),
  response: z.object({ STATUS: z.string() }),
});
