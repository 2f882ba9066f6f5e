/** Publishing a post (new or from a draft) and the leader's edits of a published one. */
import type { ProjectInput } from '@sidequest/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import type { UserRow } from '../../auth/sessions.js';
import { addFeed } from '../feed.js';
import { loadProject } from '../policy.js';
import type { ProjectRef } from '../events.js';
import { applications, projectMembers, projectSlots, projects } from '../schema.js';
import { DRAFT_NOT_FOUND, ownDraft, replaceSlots } from './drafts.js';
import { checkPost, findRepeat } from './validate.js';

/** Publishes a new post, or the leader's draft when `project_no` is given. */
export async function publish(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: ProjectInput & { project_no?: number | undefined },
): Promise<{ projectNo: number; flagged: boolean }> {
  const draft = input.project_no ? await ownDraft(db, user.userNo, input.project_no) : null;
  const { values } = await checkPost(db, user, input, draft);
  const published = await db.transaction(async (tx) => {
    const repeatedOf = await findRepeat(tx, user.userNo, values.bodyHash!, draft?.projectNo ?? null);
    const row = {
      ...values,
      repeatedOf,
      status: '01',
      publishedAt: sql`now()`,
      updatedAt: sql`now()`,
    } as const;
    const ref = { projectNo: projects.projectNo, title: projects.title, leaderNo: projects.leaderNo };
    let project: ProjectRef;
    if (draft) {
      // Guarded on status so two publishes of one draft cannot both win.
      const [done] = await tx
        .update(projects)
        .set(row)
        .where(and(eq(projects.projectNo, draft.projectNo), eq(projects.status, '99')))
        .returning(ref);
      if (!done) throw fail('CONFLICT', '이미 게시된 모집글이에요.');
      project = done;
    } else {
      const [created] = await tx
        .insert(projects)
        .values({ ...row, leaderNo: user.userNo })
        .returning(ref);
      project = created!;
    }
    const { projectNo } = project;
    await replaceSlots(tx, projectNo, input.slots);
    await tx
      .insert(projectMembers)
      .values({ projectNo, userNo: user.userNo, role: '01' })
      .onConflictDoUpdate({ target: [projectMembers.projectNo, projectMembers.userNo], set: { role: '01' } });
    await addFeed(tx, {
      projectNo,
      code: 'P001',
      actorNo: user.userNo,
      detail: { actor: user.nickname },
    });
    return { project, flagged: repeatedOf !== null };
  });
  await events.emit('project.published', { project: published.project });
  return { projectNo: published.project.projectNo, flagged: published.flagged };
}

/**
 * The leader edits a published post. Slots keep their numbers (applications and members point at
 * them): a kept slot may not shrink below its confirmed members, and a slot with members or
 * pending applicants cannot be removed. Slot rows are locked like a confirmation locks them.
 */
export async function update(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: ProjectInput & { project_no: number },
): Promise<{ projectNo: number; flagged: boolean }> {
  const project = await loadProject(db, input.project_no);
  if (project.leaderNo !== user.userNo) {
    if (project.status === '99') throw fail('NOT_FOUND', DRAFT_NOT_FOUND);
    throw fail('FORBIDDEN', '프로젝트 리더만 모집글을 고칠 수 있어요.');
  }
  if (project.status === '99') throw fail('CONFLICT', '아직 게시하지 않은 초안이에요. 먼저 게시해 주세요.');
  const { values } = await checkPost(db, user, input, project);
  const projectNo = project.projectNo;
  const updated = await db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(projectSlots)
      .where(eq(projectSlots.projectNo, projectNo))
      .orderBy(asc(projectSlots.slotNo))
      .for('update');
    const byNo = new Map(current.map((s) => [s.slotNo, s]));
    const keptNos = new Set<number>();
    for (const [i, slot] of input.slots.entries()) {
      if (slot.slot_no === undefined) continue;
      const existing = byNo.get(slot.slot_no);
      if (!existing) {
        throw fail('VALIDATION', '없는 모집 자리를 고치려고 했어요. 새로고침한 뒤 다시 해 주세요.', {
          [`slots.${i}`]: '이 자리를 찾을 수 없어요.',
        });
      }
      if (slot.type < existing.filled) {
        throw fail(
          'CONFLICT',
          `이미 ${existing.filled}명이 합류한 자리예요. 인원을 그보다 줄일 수는 없어요.`,
          {
            [`slots.${i}.type`]: `${existing.filled}명 이상이어야 해요.`,
          },
        );
      }
      if (existing.filled > 0 && slot.recruiting !== existing.jobCode) {
        throw fail('CONFLICT', '팀원이 합류한 자리의 직무는 바꿀 수 없어요. 새 자리를 추가해 주세요.', {
          [`slots.${i}.recruiting`]: '합류한 팀원이 있어 직무를 바꿀 수 없어요.',
        });
      }
      keptNos.add(slot.slot_no);
    }
    const removed = current.filter((s) => !keptNos.has(s.slotNo));
    if (removed.length > 0) {
      const removedNos = removed.map((s) => s.slotNo);
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(and(inArray(applications.slotNo, removedNos), eq(applications.status, '99')));
      if (removed.some((s) => s.filled > 0) || (pending?.n ?? 0) > 0) {
        throw fail(
          'CONFLICT',
          '합류한 팀원이나 대기 중인 지원자가 있는 자리는 지울 수 없어요. 먼저 정리해 주세요.',
          {
            slots: '팀원이나 지원자가 있는 자리는 지울 수 없어요.',
          },
        );
      }
      await tx.delete(projectSlots).where(inArray(projectSlots.slotNo, removedNos));
    }
    for (const [i, slot] of input.slots.entries()) {
      if (slot.slot_no !== undefined) {
        await tx
          .update(projectSlots)
          .set({ jobCode: slot.recruiting, capacity: slot.type, sortOrder: i })
          .where(eq(projectSlots.slotNo, slot.slot_no));
      } else {
        await tx
          .insert(projectSlots)
          .values({ projectNo, jobCode: slot.recruiting, capacity: slot.type, sortOrder: i });
      }
    }
    const repeatedOf = await findRepeat(tx, user.userNo, values.bodyHash!, projectNo);
    const [saved] = await tx
      .update(projects)
      .set({ ...values, repeatedOf, updatedAt: sql`now()` })
      .where(eq(projects.projectNo, projectNo))
      .returning({ title: projects.title });
    await addFeed(tx, {
      projectNo,
      code: 'P011',
      actorNo: user.userNo,
      detail: { actor: user.nickname },
    });
    return { title: saved!.title, flagged: repeatedOf !== null };
  });
  await events.emit('project.postEdited', {
    project: { projectNo, title: updated.title, leaderNo: project.leaderNo },
  });
  return { projectNo, flagged: updated.flagged };
}
