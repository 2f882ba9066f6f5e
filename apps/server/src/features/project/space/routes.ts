import {
  cutText,
  htmlToText,
  type ProjectOverview,
  projectFirstViewHtml,
  projectSpaceApi,
  SITE_NAME,
} from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { AppError, fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { registerContract } from '../../../lib/route.js';
import type { Storage } from '../../../lib/storage/index.js';
import { registerPageResolver } from '../../seo/resolve.js';
import { overview } from '../post/overview.js';
import { appendTodoAttachment } from './attachments.js';
import { listHistory } from './history.js';
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  setMilestoneDone,
  updateMilestone,
} from './milestones.js';
import { changePhase, changeStatus } from './phase.js';
import { dailySchedule, remainingTodos } from './schedule.js';
import { createTodo, deleteTodo, listTodos, updateTodo } from './todos.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from '../../upload/multipart.js';

export interface SpaceRoutesOptions {
  db: Db;
  storage: Storage;
  /** To-do and milestone news goes out on it (the team chat's bot posts it). */
  events: DomainEvents;
}

/** The to-do upload lives in its own plugin so multipart parsing stays off the JSON calls. */
async function todoUploadRoutes(app: FastifyInstance, opts: SpaceRoutesOptions) {
  const { db, storage } = opts;
  await acceptUploads(app);
  registerContract(
    app,
    projectSpaceApi.todoUpload,
    async ({ req, user }) => {
      const { file, fields } = await readUpload(req);
      const todoNo = Number(fields.todo_no);
      if (!Number.isInteger(todoNo) || todoNo <= 0 || todoNo > 2_147_483_647) {
        throw fail('VALIDATION', '파일을 붙일 할 일을 찾을 수 없어요. 새로고침한 뒤 다시 올려 주세요.', {
          todo_no: '할 일 번호가 필요해요.',
        });
      }
      return { todo: await appendTodoAttachment(db, storage, user, todoNo, file) };
    },
    UPLOAD_LIMITED,
  );
}

/**
 * Title, description and cover of a published project page; drafts and deleted projects are 404.
 * The slugged address (`slug` as its own) also gets its first view (projectFirstViewHtml): the
 * header, tabs and overview as anyone sees them, from the same overview the page asks for.
 */
async function projectPage(db: Db, id: string | undefined, slug?: string) {
  const projectNo = Number(id);
  const missing = {
    kind: 'project_detail' as const,
    title: `프로젝트를 찾을 수 없어요 | ${SITE_NAME}`,
    description: '삭제되었거나 아직 공개되지 않은 프로젝트예요. 프로젝트 목록에서 다른 모임을 찾아보세요.',
    status: 404,
    noindex: true,
  };
  if (!Number.isInteger(projectNo) || projectNo <= 0 || projectNo > 2_147_483_647) return missing;
  let o: ProjectOverview;
  try {
    o = await overview(db, projectNo, null);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return missing;
    throw err;
  }
  const plain = htmlToText(o.PROJECT_INTRODUCTION).replace(/\s+/g, ' ').trim();
  return {
    kind: 'project_detail' as const,
    title: `${o.PROJECT_NAME} | ${SITE_NAME}`,
    description: cutText(plain, 150) || `${o.PROJECT_NAME} — 사이드퀘스트에서 함께할 팀원을 찾고 있어요.`,
    image: o.COVER_URL,
    path: `/project/${projectNo}/${encodeURIComponent(o.SLUG)}`,
    type: 'article' as const,
    ...(slug === o.SLUG ? { firstView: (path: string) => projectFirstViewHtml(path, o) } : {}),
  };
}

/** Milestones, to-dos, history, phase/status, the member's schedule, and the project page's meta. */
export async function projectSpaceRoutes(app: FastifyInstance, opts: SpaceRoutesOptions) {
  const { db, events } = opts;

  registerContract(app, projectSpaceApi.milestones, async ({ body, user }) => ({
    list: await listMilestones(db, user, body.project_no),
  }));
  registerContract(app, projectSpaceApi.milestoneNew, async ({ body, user }) => ({
    milestone: await createMilestone(db, user, body, events),
  }));
  registerContract(app, projectSpaceApi.milestoneUpdate, async ({ body, user }) => ({
    milestone: await updateMilestone(db, user, body),
  }));
  registerContract(app, projectSpaceApi.milestoneDone, async ({ body, user }) => ({
    milestone: await setMilestoneDone(db, user, body, events),
  }));
  registerContract(app, projectSpaceApi.milestoneDelete, async ({ body, user }) => {
    await deleteMilestone(db, user, body.milestone_no);
    return {};
  });

  registerContract(app, projectSpaceApi.todos, async ({ body, user }) => ({
    list: await listTodos(db, user, body),
  }));
  registerContract(app, projectSpaceApi.todoNew, async ({ body, user }) => ({
    todo: await createTodo(db, user, body, events),
  }));
  registerContract(app, projectSpaceApi.todoUpdate, async ({ body, user }) => ({
    todo: await updateTodo(db, user, body, events),
  }));
  registerContract(app, projectSpaceApi.todoDelete, async ({ body, user }) => {
    await deleteTodo(db, user, body.todo_no);
    return {};
  });

  registerContract(app, projectSpaceApi.history, async ({ body, user }) => listHistory(db, user, body));
  registerContract(app, projectSpaceApi.dailyScheduleAll, async ({ user }) => dailySchedule(db, user));
  registerContract(app, projectSpaceApi.todoRemained, async ({ user }) => remainingTodos(db, user));
  registerContract(app, projectSpaceApi.changePhase, async ({ body, user }) =>
    changePhase(db, user, body.project_no, body.phase),
  );
  registerContract(app, projectSpaceApi.changeStatus, async ({ body, user }) =>
    changeStatus(db, user, body.project_no, body.status, events),
  );

  await app.register(todoUploadRoutes, opts);

  registerPageResolver('/project/:id/:slug', ({ id, slug }, _query, pageDb) => projectPage(pageDb, id, slug));
  // The short address shared in links: the same title and description, canonical to the slugged
  // one (the web then replaces the address), instead of the generic noindex page.
  registerPageResolver('/project/:id', ({ id }, _query, pageDb) => projectPage(pageDb, id));
}
