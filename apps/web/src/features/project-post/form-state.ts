import {
  type ProjectOverview,
  type projectPostApi,
  projectPostTemplateHtml,
  type BodyOf,
} from '@sidequest/shared';

export interface SlotDraft {
  /** Kept for slots that already exist (edits keep their members and applicants). */
  slot_no?: number | undefined;
  recruiting: string;
  type: number;
  /** Local key for React lists. */
  key: string;
}

export interface DocDraft {
  url: string;
  name: string;
}

export interface PostForm {
  type: string;
  title: string;
  domain: string;
  platform: string;
  camp: string;
  meeting_mode: string;
  region: string;
  available_days: string;
  available_time: string;
  phase: string;
  tech: string[];
  slots: SlotDraft[];
  /** Job codes; empty means '00' (every job). */
  job_target: string[];
  introduction: string;
  /** The leader's questions for applicants; blank rows are dropped when sent. */
  questions: string[];
  docs: DocDraft[];
  cover_url: string | null;
}

let keySeq = 0;
export const slotKey = () => `s${++keySeq}`;

export function emptyForm(): PostForm {
  return {
    type: '01',
    title: '',
    domain: '',
    platform: '00',
    camp: '',
    meeting_mode: '00',
    region: 'KR00',
    available_days: '00',
    available_time: '00',
    phase: '01',
    tech: [],
    slots: [{ recruiting: '', type: 1, key: slotKey() }],
    job_target: [],
    introduction: projectPostTemplateHtml(),
    questions: [],
    docs: [],
    cover_url: null,
  };
}

/** A form filled from the overview (a draft being continued, or a published post being edited). */
export function formFromOverview(o: ProjectOverview): PostForm {
  const docs: DocDraft[] = [];
  for (const i of [1, 2, 3, 4, 5] as const) {
    const url = o[`PROJECT_DOCS_URL${i}`];
    const name = o[`PROJECT_DOCS_NAME${i}`];
    if (url) docs.push({ url, name: name ?? url });
  }
  return {
    type: o.PROJECT_TYPE,
    title: o.PROJECT_NAME,
    domain: o.DOMAIN ?? '',
    platform: o.PLATFORM,
    camp: o.CAMP ?? '',
    meeting_mode: o.MEETING_MODE,
    region: o.REGION,
    available_days: o.AVAILABLE_DAYS,
    available_time: o.AVAILABLE_TIME,
    phase: o.PHASE,
    tech: o.PROJECT_TECH,
    slots:
      o.SLOTS.length > 0
        ? o.SLOTS.map((s) => ({ slot_no: s.SLOT_NO, recruiting: s.RECRUITING, type: s.TYPE, key: slotKey() }))
        : [{ recruiting: '', type: 1, key: slotKey() }],
    job_target: o.CPG_JOB_TARGET === '00' ? [] : o.CPG_JOB_TARGET.split(',').filter(Boolean),
    introduction: o.PROJECT_INTRODUCTION.trim() === '' ? projectPostTemplateHtml() : o.PROJECT_INTRODUCTION,
    questions: o.QUESTIONS,
    docs,
    cover_url: o.COVER_URL,
  };
}

/** The full post body; slot numbers only matter to an edit. */
export function toPublishBody(f: PostForm, withSlotNos: boolean): BodyOf<typeof projectPostApi.project> {
  return {
    type: f.type as never,
    title: f.title,
    domain: f.domain as never,
    platform: f.platform as never,
    camp: (f.camp || null) as never,
    meeting_mode: f.meeting_mode as never,
    region: f.region as never,
    available_days: f.available_days as never,
    available_time: f.available_time as never,
    phase: f.phase as never,
    tech: f.tech as never,
    slots: f.slots.map((s) => ({
      ...(withSlotNos && s.slot_no ? { slot_no: s.slot_no } : {}),
      recruiting: s.recruiting as never,
      type: s.type,
    })),
    job_target: f.job_target.length === 0 ? '00' : f.job_target.join(','),
    introduction: f.introduction,
    questions: f.questions.map((q) => q.trim()).filter((q) => q !== ''),
    docs: f.docs,
    cover_url: f.cover_url,
  };
}

/** A draft keeps whatever is filled in; empty choices are left out rather than sent as invalid. */
export function toDraftBody(f: PostForm): BodyOf<typeof projectPostApi.saveTemp> {
  const full = toPublishBody(f, false);
  return {
    ...full,
    title: f.title.slice(0, 60),
    domain: (f.domain || null) as never,
    slots: full.slots.filter((s) => s.recruiting !== ''),
  };
}
