import {
  type Career,
  type CareerInput,
  type Education,
  type EducationInput,
  RESUME_LIMITS,
  type Work,
  type WorkInput,
} from '@sidequest/shared';
import type { Directory } from '@sidequest/shared/directory';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { Storage } from '../../lib/storage/index.js';
import type { UploadedFile } from '../upload/files.js';
import { assertOwnUploads } from '../upload/ownership.js';
import { PURPOSE } from './media.js';
import { type StoredFile, storeImageOrDocument } from '../upload/media.js';
import { attachmentColumns, slotAttachments } from '../upload/attachments.js';
import { type CareerRow, type EducationRow, toCareer, toEducation, toWork, type WorkRow } from './records.js';
import { careers, educations, works } from './schema.js';

const notFound = (what: string) =>
  fail('NOT_FOUND', `${what}을 찾을 수 없어요. 새로고침한 뒤 다시 확인해 주세요.`);
const notYours = (what: string) => fail('FORBIDDEN', `내 ${what}만 고치거나 지울 수 있어요.`);

/** The row behind an item number, refused unless it belongs to `userNo`. */
async function ownCareer(db: DbOrTx, userNo: number, careerNo: number, lock = false): Promise<CareerRow> {
  const q = db.select().from(careers).where(eq(careers.careerNo, careerNo)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('경력');
  if (row.userNo !== userNo) throw notYours('경력');
  return row;
}

async function ownEducation(db: Db, userNo: number, educationNo: number): Promise<EducationRow> {
  const [row] = await db.select().from(educations).where(eq(educations.educationNo, educationNo)).limit(1);
  if (!row) throw notFound('학력');
  if (row.userNo !== userNo) throw notYours('학력');
  return row;
}

async function ownWork(db: DbOrTx, userNo: number, workNo: number, lock = false): Promise<WorkRow> {
  const q = db.select().from(works).where(eq(works.workNo, workNo)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('작업물');
  if (row.userNo !== userNo) throw notYours('작업물');
  return row;
}

async function assertRoom(
  db: Db,
  table: typeof careers | typeof educations | typeof works,
  userNo: number,
  max: number,
  what: string,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userNo, userNo));
  if ((row?.n ?? 0) >= max) {
    throw fail('VALIDATION', `${what}은 ${max}개까지 등록할 수 있어요. 오래된 항목을 지운 뒤 추가해 주세요.`);
  }
}

// ---------------------------------------------------------------------------------------------
// Careers

function careerValues(input: CareerInput) {
  const evidenceUrl = input.evidence_url ?? null;
  return {
    company: input.company.trim(),
    title: input.title.trim(),
    jobCode: input.job_code ?? null,
    startYm: input.start_ym,
    endYm: input.end_ym ?? null,
    description: input.description?.trim() ?? '',
    evidenceUrl,
    // A name without a file means nothing; a file without a name shows its address's last part.
    evidenceName: evidenceUrl ? (input.evidence_name ?? evidenceUrl.split('/').pop() ?? null) : null,
  };
}

export async function addCareer(db: Db, userNo: number, input: CareerInput): Promise<Career> {
  await assertRoom(db, careers, userNo, RESUME_LIMITS.careers, '경력');
  const values = careerValues(input);
  if (values.evidenceUrl) await assertOwnUploads(db, userNo, [values.evidenceUrl], [PURPOSE.evidence]);
  const [row] = await db
    .insert(careers)
    .values({ ...values, userNo })
    .returning();
  return toCareer(row!);
}

export async function updateCareer(
  db: Db,
  userNo: number,
  careerNo: number,
  input: CareerInput,
): Promise<Career> {
  const current = await ownCareer(db, userNo, careerNo);
  const values = careerValues(input);
  if (values.evidenceUrl) {
    await assertOwnUploads(db, userNo, [values.evidenceUrl], [PURPOSE.evidence], [current.evidenceUrl]);
  }
  const [row] = await db.update(careers).set(values).where(eq(careers.careerNo, careerNo)).returning();
  return toCareer(row!);
}

export async function removeCareer(db: Db, userNo: number, careerNo: number): Promise<void> {
  await ownCareer(db, userNo, careerNo);
  await db.delete(careers).where(and(eq(careers.careerNo, careerNo), eq(careers.userNo, userNo)));
}

/** career_upload: evidence for a career the member already has, stored and attached in one go. */
export async function uploadCareerEvidence(
  db: Db,
  storage: Storage,
  userNo: number,
  careerNo: number,
  file: UploadedFile,
): Promise<Career> {
  await ownCareer(db, userNo, careerNo);
  let updated: CareerRow | undefined;
  await storeImageOrDocument(db, storage, userNo, file, PURPOSE.evidence, async (tx, stored) => {
    await ownCareer(tx, userNo, careerNo, true);
    [updated] = await tx
      .update(careers)
      .set({ evidenceUrl: stored.url, evidenceName: stored.name })
      .where(eq(careers.careerNo, careerNo))
      .returning();
  });
  return toCareer(updated!);
}

// ---------------------------------------------------------------------------------------------
// Educations

function educationValues(directory: Directory, input: EducationInput) {
  let schoolName = input.school_name?.trim() ?? '';
  if (input.school_code) {
    const school = directory.universitiesByCode.get(input.school_code);
    if (!school) {
      throw fail('VALIDATION', '목록에 없는 학교예요. 학교를 다시 고르거나 이름을 직접 입력해 주세요.', {
        school_code: '목록에 없는 학교예요.',
      });
    }
    schoolName = school.label;
  }
  let departmentName = input.department_name?.trim() || null;
  if (input.department_code) {
    const department = directory.departmentsByCode.get(input.department_code);
    if (!department) {
      throw fail('VALIDATION', '목록에 없는 학과예요. 학과를 다시 고르거나 이름을 직접 입력해 주세요.', {
        department_code: '목록에 없는 학과예요.',
      });
    }
    departmentName = department.name;
  }
  return {
    schoolCode: input.school_code ?? null,
    schoolName,
    departmentCode: input.department_code ?? null,
    departmentName,
    status: input.status,
    startYm: input.start_ym ?? null,
    endYm: input.end_ym ?? null,
  };
}

export async function addEducation(
  db: Db,
  directory: Directory,
  userNo: number,
  input: EducationInput,
): Promise<Education> {
  await assertRoom(db, educations, userNo, RESUME_LIMITS.educations, '학력');
  const [row] = await db
    .insert(educations)
    .values({ ...educationValues(directory, input), userNo })
    .returning();
  return toEducation(row!);
}

export async function updateEducation(
  db: Db,
  directory: Directory,
  userNo: number,
  educationNo: number,
  input: EducationInput,
): Promise<Education> {
  await ownEducation(db, userNo, educationNo);
  const [row] = await db
    .update(educations)
    .set(educationValues(directory, input))
    .where(eq(educations.educationNo, educationNo))
    .returning();
  return toEducation(row!);
}

export async function removeEducation(db: Db, userNo: number, educationNo: number): Promise<void> {
  await ownEducation(db, userNo, educationNo);
  await db
    .delete(educations)
    .where(and(eq(educations.educationNo, educationNo), eq(educations.userNo, userNo)));
}

// ---------------------------------------------------------------------------------------------
// Works

function workValues(input: WorkInput) {
  return {
    title: input.title.trim(),
    category: input.category ?? '00',
    description: input.description?.trim() ?? '',
    linkUrl: input.link_url?.trim() || null,
  };
}

const tooMany = () => fail('TOO_MANY_ATTACHMENTS');

export async function addWork(db: Db, userNo: number, input: WorkInput): Promise<Work> {
  await assertRoom(db, works, userNo, RESUME_LIMITS.works, '작업물');
  const attachments = input.attachments ?? [];
  if (attachments.length > RESUME_LIMITS.attachments) throw tooMany();
  await assertOwnUploads(
    db,
    userNo,
    attachments.map((a) => a.url),
    [PURPOSE.work],
  );
  const [row] = await db
    .insert(works)
    .values({ ...workValues(input), ...attachmentColumns(attachments), userNo })
    .returning();
  return toWork(row!);
}

export async function updateWork(db: Db, userNo: number, workNo: number, input: WorkInput): Promise<Work> {
  const current = await ownWork(db, userNo, workNo);
  const patch: Partial<typeof works.$inferInsert> = { ...workValues(input) };
  if (input.attachments !== undefined) {
    if (input.attachments.length > RESUME_LIMITS.attachments) throw tooMany();
    await assertOwnUploads(
      db,
      userNo,
      input.attachments.map((a) => a.url),
      [PURPOSE.work],
      slotAttachments(current).map((a) => a.url),
    );
    Object.assign(patch, attachmentColumns(input.attachments));
  }
  const [row] = await db
    .update(works)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(works.workNo, workNo))
    .returning();
  return toWork(row!);
}

export async function removeWork(db: Db, userNo: number, workNo: number): Promise<void> {
  await ownWork(db, userNo, workNo);
  await db.delete(works).where(and(eq(works.workNo, workNo), eq(works.userNo, userNo)));
}

/**
 * work_update: one more attachment on an existing work. The slot is checked before the file is
 * processed (a sixth is refused without work) and again under a row lock when it is written.
 */
export async function appendWorkAttachment(
  db: Db,
  storage: Storage,
  userNo: number,
  workNo: number,
  file: UploadedFile,
): Promise<Work> {
  const current = await ownWork(db, userNo, workNo);
  if (slotAttachments(current).length >= RESUME_LIMITS.attachments) throw tooMany();
  let updated: WorkRow | undefined;
  await storeImageOrDocument(db, storage, userNo, file, PURPOSE.work, async (tx, stored: StoredFile) => {
    const row = await ownWork(tx, userNo, workNo, true);
    const list = slotAttachments(row);
    if (list.length >= RESUME_LIMITS.attachments) throw tooMany();
    [updated] = await tx
      .update(works)
      .set({ ...attachmentColumns([...list, { url: stored.url, name: stored.name }]), updatedAt: sql`now()` })
      .where(eq(works.workNo, workNo))
      .returning();
  });
  return toWork(updated!);
}
