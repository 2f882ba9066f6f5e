/**
 * Becoming a pro (`be_pro`, `register_pro`, `pro_info`): a member applies with the proof of a
 * licensed profession (a file uploaded through evidence_upload) and the 3.4 profile; an operator
 * approves, which writes the `pros` row searches read, or refuses with a reason.
 */
import type { ProApplicationRecord, proApi } from '@sidequest/shared';
import type { BodyOut, QueryOut } from '@sidequest/shared';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { assertAdmin } from '../moderation/sanctions.js';
import { assertOwnUploads } from '../upload/ownership.js';
import type {} from './events.js';
import { type OpenHours, proApplications, pros } from './schema.js';
import { loadProProfile } from './search.js';

/** The upload purpose of evidence_upload files (the profile feature stores them). */
const EVIDENCE_PURPOSE = 'career_evidence';
const PAGE = 20;

type AppRow = typeof proApplications.$inferSelect;
const person = { userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl };

function toRecord(
  row: AppRow,
  who: { userNo: number; nickname: string | null; imgUrl: string | null },
): ProApplicationRecord {
  return {
    APPLICATION_NO: row.applicationNo,
    PERSON: { USER_NO: who.userNo, USER_NICKNAME: who.nickname ?? '', USER_IMG_URL: who.imgUrl },
    STATUS: row.status,
    REASON: row.reason,
    PROFESSION: row.profession,
    EVIDENCE_URL: row.evidenceUrl,
    EVIDENCE_NAME: row.evidenceName,
    PITCH: row.pitch,
    INTRO: row.intro,
    GOOD_FOR: row.goodFor,
    NOT_GOOD_FOR: row.notGoodFor,
    EXAMPLE_TOPICS: row.exampleTopics,
    TOPICS: row.topics,
    PRICE: row.price,
    MINUTES: row.minutes,
    CREATED_AT: row.createdAt.toISOString(),
    DECIDED_AT: row.decidedAt?.toISOString() ?? null,
  };
}

async function recordOf(db: Db, applicationNo: number): Promise<ProApplicationRecord> {
  const [row] = await db
    .select({ app: proApplications, who: person })
    .from(proApplications)
    .innerJoin(users, eq(users.userNo, proApplications.userNo))
    .where(eq(proApplications.applicationNo, applicationNo));
  if (!row) throw fail('NOT_FOUND', '프로 신청을 찾을 수 없어요. 목록을 새로고침해 주세요.');
  return toRecord(row.app, row.who);
}

export async function applyPro(
  db: Db,
  user: UserRow,
  input: BodyOut<typeof proApi.bePro>,
): Promise<{ application: ProApplicationRecord }> {
  await assertOwnUploads(db, user.userNo, [input.evidence_url], [EVIDENCE_PURPOSE]);
  const [inserted] = await db
    .insert(proApplications)
    .values({
      userNo: user.userNo,
      profession: input.profession,
      evidenceUrl: input.evidence_url,
      evidenceName: input.evidence_name,
      pitch: input.pitch,
      intro: input.intro,
      goodFor: input.good_for,
      notGoodFor: input.not_good_for,
      exampleTopics: input.example_topics,
      topics: input.topics,
      price: input.price,
      minutes: input.minutes,
    })
    // The partial unique index keeps one pending application per member, even for a double click.
    .onConflictDoNothing()
    .returning({ no: proApplications.applicationNo });
  if (!inserted) throw fail('CONFLICT', '심사 중인 프로 신청이 있어요. 결과가 나온 뒤 다시 신청해 주세요.');
  return { application: await recordOf(db, inserted.no) };
}

export async function myProInfo(db: Db, userNo: number) {
  const [latest] = await db
    .select({ no: proApplications.applicationNo })
    .from(proApplications)
    .where(eq(proApplications.userNo, userNo))
    .orderBy(desc(proApplications.applicationNo))
    .limit(1);
  const [mine] = await db.select({ hours: pros.openHours }).from(pros).where(eq(pros.proNo, userNo));
  return {
    application: latest ? await recordOf(db, latest.no) : null,
    pro: mine ? await loadProProfile(db, userNo) : null,
    hours: (mine?.hours ?? null) as OpenHours | null,
  };
}

export async function listApplications(
  db: Db,
  operatorNo: number,
  q: QueryOut<typeof proApi.proApplications>,
) {
  await assertAdmin(db, operatorNo);
  const rows = await db
    .select({ app: proApplications, who: person })
    .from(proApplications)
    .innerJoin(users, eq(users.userNo, proApplications.userNo))
    .where(
      and(
        eq(proApplications.status, q.status),
        q.after ? gt(proApplications.applicationNo, q.after) : undefined,
      ),
    )
    .orderBy(asc(proApplications.applicationNo))
    .limit(PAGE + 1);
  return { list: rows.slice(0, PAGE).map((r) => toRecord(r.app, r.who)), has_more: rows.length > PAGE };
}

/**
 * Approves or refuses a pending application, once: the status change is conditional on
 * 'pending', so two operators deciding at the same moment produce one decision. An approval
 * writes (or refreshes, for a pro who applied again) the `pros` row in the same transaction,
 * keeping their open hours and counters.
 */
export async function decideApplication(
  db: Db,
  events: DomainEvents,
  operatorNo: number,
  input: BodyOut<typeof proApi.registerPro>,
): Promise<{ application: ProApplicationRecord }> {
  await assertAdmin(db, operatorNo);
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(proApplications)
      .set({
        status: input.approve ? 'approved' : 'rejected',
        reason: input.approve ? null : input.reason,
        decidedBy: operatorNo,
        decidedAt: new Date(),
      })
      .where(
        and(eq(proApplications.applicationNo, input.application_no), eq(proApplications.status, 'pending')),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ no: proApplications.applicationNo })
        .from(proApplications)
        .where(eq(proApplications.applicationNo, input.application_no));
      throw exists
        ? fail('CONFLICT', '이미 심사한 신청이에요. 목록을 새로고침해 주세요.')
        : fail('NOT_FOUND', '프로 신청을 찾을 수 없어요. 목록을 새로고침해 주세요.');
    }
    if (input.approve) {
      const profile = {
        applicationNo: row.applicationNo,
        profession: row.profession,
        pitch: row.pitch,
        intro: row.intro,
        goodFor: row.goodFor,
        notGoodFor: row.notGoodFor,
        exampleTopics: row.exampleTopics,
        topics: row.topics,
        price: row.price,
        minutes: row.minutes,
      };
      await tx
        .insert(pros)
        .values({ proNo: row.userNo, ...profile })
        .onConflictDoUpdate({ target: pros.proNo, set: profile });
    }
    return row;
  });
  await events.emit('pro.applicationDecided', {
    applicationNo: decided.applicationNo,
    userNo: decided.userNo,
    approved: input.approve,
    reason: decided.reason ?? '',
  });
  return { application: await recordOf(db, decided.applicationNo) };
}
