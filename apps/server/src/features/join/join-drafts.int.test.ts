import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../profile/schema.js';
import { buildMember } from '../../../test/factories.js';
import { http } from '../../../test/http.js';
import { save, state, finishJoin, JOBS, BASICS, useJoinApp } from '../../../test/join-kit.js';
import { SIGNUP_CONSENT } from '../../../test/helpers.js';

const bed = useJoinApp();
const { post, get } = http(() => bed.ctx.app);

describe('drafts', () => {
  it('keeps partial answers of the current step and gives them back, without moving on', async () => {
    const m = await buildMember(bed.ctx);
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    const partial = { nickname: '관', meeting_mode: '01', region: 'KR05', interests: ['21'] };
    const res = await save(m.cookie, 4, partial, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ SAVED_AS: 'draft', JOIN_STEP: 4 });

    const back = await state(m.cookie, 4, 1);
    expect(back.json()).toMatchObject({ JOIN_STEP: 4, STEP: 4, DRAFT: partial });
    // Without user_temp the draft is not sent.
    expect((await state(m.cookie, 4, 0)).json().DRAFT).toBeNull();
    // The draft is not the saved profile.
    expect(back.json().SAVED.MEETING_MODE).toBeNull();
  });

  it('answers the current step when no step is asked', async () => {
    const m = await buildMember(bed.ctx);
    await save(m.cookie, 2, { member_type: '03' }, 1);
    expect((await state(m.cookie)).json()).toMatchObject({ STEP: 2, DRAFT: { member_type: '03' } });
  });

  it('still refuses codes outside the catalogues in a draft', async () => {
    const m = await buildMember(bed.ctx);
    const res = await save(m.cookie, 2, { member_type: '09' }, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CODE');
  });

  it('keeps only the fields of the step asked, one draft per step, and clears a step on its full save', async () => {
    const m = await buildMember(bed.ctx);
    await save(m.cookie, 2, { member_type: '02', main_job: '04' }, 1);
    expect((await state(m.cookie, 2)).json().DRAFT).toEqual({ member_type: '02' });
    await save(m.cookie, 2, { member_type: '02' });
    await save(m.cookie, 3, { main_job: '05' }, 1);
    // Going back to step 2 and drafting there leaves step 3's draft alone.
    await save(m.cookie, 2, { member_type: '03' }, 1);
    expect((await state(m.cookie, 3)).json().DRAFT).toEqual({ main_job: '05' });
    expect((await state(m.cookie, 2)).json().DRAFT).toEqual({ member_type: '03' });
    await save(m.cookie, 3, { main_job: '05', main_job_d: '0501' });
    expect((await state(m.cookie, 3)).json().DRAFT).toBeNull();
    expect((await state(m.cookie, 2)).json().DRAFT).toEqual({ member_type: '03' });
  });

  it('drops a stored draft value that is no longer a valid code instead of failing', async () => {
    const m = await buildMember(bed.ctx);
    await bed.ctx.database.db
      .update(profiles)
      .set({ joinDraft: { '2': { member_type: '77' }, '3': { main_job: '04', main_job_d: 'zz' } } })
      .where(eq(profiles.userNo, m.user.no));
    expect((await state(m.cookie, 2)).json().DRAFT).toBeNull();
    expect((await state(m.cookie, 3)).json().DRAFT).toEqual({ main_job: '04' });
  });
});

describe('going back and finishing', () => {
  it('re-saves an earlier step without losing the furthest step, then finishes', async () => {
    const m = await buildMember(bed.ctx);
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    await save(m.cookie, 4, { nickname: m.nickname, ...BASICS });
    const back = await save(m.cookie, 2, { member_type: '03' });
    expect(back.json()).toMatchObject({ JOIN_STEP: 5, JOIN_COMPLETED: false });
    const back3 = await save(m.cookie, 3, { main_job: '07', main_job_d: '0716' });
    expect(back3.json()).toMatchObject({ JOIN_STEP: 5, user: { main_job: '07', sub_job: null } });
    expect((await state(m.cookie)).json()).toMatchObject({
      JOIN_STEP: 5,
      SAVED: { MEMBER_TYPE: '03', MAIN_JOB_D: '0716', REGION: 'KR01' },
    });

    const done = await save(m.cookie, 5, {});
    expect(done.json()).toMatchObject({ JOIN_STEP: null, JOIN_COMPLETED: true, SAVED_AS: 'step' });
    const [row] = await bed.ctx.database.db.select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(row!.joinStep).toBeNull();
    expect(row!.joinCompletedAt).toBeInstanceOf(Date);
    expect(row!.joinDraft).toBeNull();

    const after = await state(m.cookie);
    expect(after.json()).toMatchObject({ JOIN_STEP: null, JOIN_COMPLETED: true });
    const again = await save(m.cookie, 2, { member_type: '01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOIN_FINISHED');
  });

  it('an empty body finishes the tutorial step', async () => {
    const m = await buildMember(bed.ctx);
    await finishJoin(m);
    const res = await state(m.cookie);
    expect(res.json().SAVED).toMatchObject({
      MEMBER_TYPE: '01',
      MAIN_JOB: '04',
      SKILLS: ['react', 'typescript'],
    });
  });
});

describe('privacy between members', () => {
  it('never shows one member’s join state or draft to another, and saves only the caller’s own', async () => {
    const a = await buildMember(bed.ctx);
    const b = await buildMember(bed.ctx);
    await save(a.cookie, 2, { member_type: '03' });
    await save(a.cookie, 3, { main_job: '02' }, 1);
    const bState = await state(b.cookie, 3, 1);
    expect(bState.json()).toMatchObject({ JOIN_STEP: 2, DRAFT: null, SAVED: { USER_NICKNAME: b.nickname } });
    expect(bState.body).not.toContain(a.nickname);
    await save(b.cookie, 2, { member_type: '02' });
    expect((await state(a.cookie, 3)).json()).toMatchObject({
      JOIN_STEP: 3,
      SAVED: { MEMBER_TYPE: '03' },
      DRAFT: { main_job: '02' },
    });
    // The query carries no member number: there is no way to ask for someone else.
    const other = await get(`/api/profile/join?step=2&user_temp=1&user_no=${a.user.no}`, b.cookie);
    expect(other.json().SAVED.USER_NICKNAME).toBe(b.nickname);
  });
});

describe('reserved nicknames at sign-up', () => {
  it.each([['운영자'], ['Adm1n'], ['sq_official'], ['관리자_'], ['SideQuest']])(
    'register refuses %s with RESERVED_NICKNAME',
    async (nickname) => {
      const res = await post('/api/auth/register', {
        email: `reserved${Math.random().toString(36).slice(2, 8)}@sidequest.kr`,
        password: 'sidequest123!',
        nickname,
        ...SIGNUP_CONSENT,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'RESERVED_NICKNAME' });
      expect(res.json().fields.nickname).toMatch(/운영자나 공식 계정/);
    },
  );

  it('the availability check says so before the form is sent', async () => {
    const res = await get(`/api/validation/user/${encodeURIComponent('운영자')}`);
    expect(res.json()).toMatchObject({ kind: 'nickname', available: false });
    expect(res.json().message).toMatch(/운영자나 공식 계정/);
    expect((await get('/api/validation/user/adminton')).json().available).toBe(true);
  });
});
