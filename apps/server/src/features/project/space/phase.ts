import { progressPhases, projectStatuses } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { addFeed } from '../feed.js';
import { requireLeader } from '../policy.js';
import { projects } from '../schema.js';

// ---------------------------------------------------------------------------------------------
// Phase and status

export async function changePhase(db: Db, user: UserRow, projectNo: number, phase: string) {
  const project = await requireLeader(db, projectNo, user);
  if (project.status === '99') {
    throw fail('CONFLICT', '작성 중인 모집글은 먼저 게시한 뒤에 진행 단계를 바꿀 수 있어요.');
  }
  if (project.phase === phase) return { PHASE: phase };
  await db.transaction(async (tx) => {
    await tx.update(projects).set({ phase, updatedAt: sql`now()` }).where(eq(projects.projectNo, projectNo));
    await addFeed(tx, {
      projectNo,
      code: 'P009',
      actorNo: user.userNo,
      detail: { from: progressPhases.label(project.phase), to: progressPhases.label(phase) },
      isPublic: true,
    });
  });
  return { PHASE: phase };
}

export async function changeStatus(
  db: Db,
  user: UserRow,
  projectNo: number,
  status: string,
  events: DomainEvents,
) {
  const project = await requireLeader(db, projectNo, user);
  if (project.status === '99') {
    throw fail('CONFLICT', '작성 중인 모집글은 상태를 바꾸기 전에 먼저 게시해 주세요.');
  }
  if (project.status === status) return { STATUS: status };
  await db.transaction(async (tx) => {
    await tx.update(projects).set({ status, updatedAt: sql`now()` }).where(eq(projects.projectNo, projectNo));
    await addFeed(tx, {
      projectNo,
      code: 'P008',
      actorNo: user.userNo,
      detail: { from: projectStatuses.label(project.status), to: projectStatuses.label(status) },
      isPublic: true,
    });
  });
  await events.emit('project.statusChanged', {
    project: { projectNo, title: project.title, leaderNo: user.userNo },
    from: project.status,
    to: status,
  });
  return { STATUS: status };
}
