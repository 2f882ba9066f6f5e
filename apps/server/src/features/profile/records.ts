import type { Career, Education, Work } from '@sidequest/shared';
import type { careers, educations, works } from './schema.js';

export type CareerRow = typeof careers.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;
export type WorkRow = typeof works.$inferSelect;

export function toCareer(r: CareerRow): Career {
  return {
    CAREER_NO: r.careerNo,
    COMPANY: r.company,
    TITLE: r.title,
    JOB_CODE: r.jobCode,
    START_YM: r.startYm,
    END_YM: r.endYm,
    DESCRIPTION: r.description,
    EVIDENCE_URL: r.evidenceUrl,
    EVIDENCE_NAME: r.evidenceName,
  };
}

export function toEducation(r: EducationRow): Education {
  return {
    EDUCATION_NO: r.educationNo,
    SCHOOL_CODE: r.schoolCode,
    SCHOOL_NAME: r.schoolName,
    DEPARTMENT_CODE: r.departmentCode,
    DEPARTMENT_NAME: r.departmentName,
    STATUS: r.status,
    START_YM: r.startYm,
    END_YM: r.endYm,
  };
}

export function toWork(r: WorkRow): Work {
  return {
    WORK_NO: r.workNo,
    TITLE: r.title,
    CATEGORY: r.category,
    DESCRIPTION: r.description,
    LINK_URL: r.linkUrl,
    WORK_ATTACH_URL1: r.attachUrl1,
    WORK_ATTACH_NAME1: r.attachName1,
    WORK_ATTACH_URL2: r.attachUrl2,
    WORK_ATTACH_NAME2: r.attachName2,
    WORK_ATTACH_URL3: r.attachUrl3,
    WORK_ATTACH_NAME3: r.attachName3,
    WORK_ATTACH_URL4: r.attachUrl4,
    WORK_ATTACH_NAME4: r.attachName4,
    WORK_ATTACH_URL5: r.attachUrl5,
    WORK_ATTACH_NAME5: r.attachName5,
    CREATED_AT: r.createdAt.toISOString(),
  };
}
