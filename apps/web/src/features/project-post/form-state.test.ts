import { type ProjectOverview, projectPostApi, projectPostTemplateHtml } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { emptyForm, formFromOverview, toDraftBody, toPublishBody } from './form-state';

describe('project post form state', () => {
  it('starts from the template with one empty slot', () => {
    const f = emptyForm();
    expect(f.introduction).toBe(projectPostTemplateHtml());
    expect(f.introduction).toContain('<h2>1. 어떤 프로젝트인가요?</h2>');
    expect(f.slots).toHaveLength(1);
  });

  it('sends drafts the server accepts even when half filled', () => {
    const f = { ...emptyForm(), title: '반쯤 쓴 글' };
    const body = toDraftBody(f);
    expect(body.slots).toEqual([]);
    expect(body.domain).toBeNull();
    expect(projectPostApi.saveTemp.body!.safeParse(body).success).toBe(true);
  });

  it('maps job target and slot numbers for a publish or an edit', () => {
    const f = {
      ...emptyForm(),
      domain: '01',
      title: '주말 스터디 모집해요',
      job_target: ['04', '0501'],
      slots: [{ slot_no: 7, recruiting: '0401', type: 2, key: 'a' }],
    };
    expect(toPublishBody(f, false).job_target).toBe('04,0501');
    expect(toPublishBody(f, false).slots).toEqual([{ recruiting: '0401', type: 2 }]);
    expect(toPublishBody(f, true).slots).toEqual([{ slot_no: 7, recruiting: '0401', type: 2 }]);
    expect(toPublishBody({ ...f, job_target: [] }, false).job_target).toBe('00');
    expect(projectPostApi.project.body!.safeParse(toPublishBody(f, false)).success).toBe(true);
  });

  it('fills the form back from an overview', () => {
    const o = {
      PROJECT_TYPE: '02',
      PROJECT_NAME: '피그마 스터디',
      DOMAIN: null,
      PLATFORM: '00',
      CAMP: null,
      MEETING_MODE: '01',
      REGION: 'KR00',
      AVAILABLE_DAYS: '01',
      AVAILABLE_TIME: '03',
      PHASE: '01',
      PROJECT_TECH: ['figma'],
      SLOTS: [{ SLOT_NO: 3, RECRUITING: '0301', TYPE: 4, FILLED: 1 }],
      CPG_JOB_TARGET: '03',
      PROJECT_INTRODUCTION: '',
      COVER_URL: null,
      PROJECT_DOCS_URL1: '/uploads/a.pdf',
      PROJECT_DOCS_NAME1: '기획서.pdf',
      PROJECT_DOCS_URL2: null,
      PROJECT_DOCS_NAME2: null,
      PROJECT_DOCS_URL3: null,
      PROJECT_DOCS_NAME3: null,
      PROJECT_DOCS_URL4: null,
      PROJECT_DOCS_NAME4: null,
      PROJECT_DOCS_URL5: null,
      PROJECT_DOCS_NAME5: null,
    } as unknown as ProjectOverview;
    const f = formFromOverview(o);
    expect(f).toMatchObject({
      type: '02',
      domain: '',
      camp: '',
      job_target: ['03'],
      docs: [{ url: '/uploads/a.pdf', name: '기획서.pdf' }],
      slots: [{ slot_no: 3, recruiting: '0301', type: 4 }],
    });
    // An empty draft body starts from the template again.
    expect(f.introduction).toBe(projectPostTemplateHtml());
  });
});
