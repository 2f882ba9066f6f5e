/**
 * Job groups and detailed jobs (reference 3.2, 3.3). A detailed job code is its group code plus
 * a two-digit number, so the group is always the first two characters.
 */
import { type CodeOf, defineCatalogue } from './catalogue.js';

export const jobGroups = defineCatalogue([
  { code: '00', label: '직군 무관', englishLabel: 'Any' },
  { code: '01', label: '비즈니스', englishLabel: 'Business' },
  { code: '02', label: '기획', englishLabel: 'Planning' },
  { code: '03', label: '디자인', englishLabel: 'Design' },
  { code: '04', label: '프론트엔드', englishLabel: 'Frontend' },
  { code: '05', label: '백엔드', englishLabel: 'Backend' },
  { code: '06', label: '기타', englishLabel: 'Other' },
  { code: '07', label: '전문직·특수직', englishLabel: 'Professional' },
]);
export type JobGroupCode = CodeOf<typeof jobGroups>;

/** Job target '00' means every job (product-spec 3, CPG_JOB_TARGET). */
export const ALL_JOBS_TARGET = '00';

/** The licensed professions 0701–0722, in the seed's order. Their profiles are in professions.ts. */
const professionItems = [
  { code: '0701', group: '07', label: '컨설턴트', englishLabel: 'Consultant' },
  { code: '0702', group: '07', label: '건축가', englishLabel: 'Architect' },
  { code: '0703', group: '07', label: '공인중개사', englishLabel: 'Licensed Realtor' },
  { code: '0704', group: '07', label: '노무사', englishLabel: 'Labor Attorney' },
  { code: '0705', group: '07', label: '고위공무원', englishLabel: 'Senior Civil Servant' },
  { code: '0706', group: '07', label: '교사', englishLabel: 'Teacher' },
  { code: '0707', group: '07', label: '관세사', englishLabel: 'Customs Broker' },
  { code: '0708', group: '07', label: '군인·경찰', englishLabel: 'Military / Police Officer' },
  { code: '0709', group: '07', label: '엔지니어', englishLabel: 'Engineer' },
  { code: '0710', group: '07', label: '파일럿', englishLabel: 'Pilot' },
  { code: '0711', group: '07', label: '변리사', englishLabel: 'Patent Attorney' },
  { code: '0712', group: '07', label: '변호사', englishLabel: 'Lawyer' },
  { code: '0713', group: '07', label: '사회복지사', englishLabel: 'Social Worker' },
  { code: '0714', group: '07', label: '액셀러레이터·투자자', englishLabel: 'Accelerator / Investor' },
  { code: '0715', group: '07', label: '세무사', englishLabel: 'Tax Accountant' },
  { code: '0716', group: '07', label: '의사', englishLabel: 'Doctor' },
  { code: '0717', group: '07', label: '외교관', englishLabel: 'Diplomat' },
  { code: '0718', group: '07', label: '연구원', englishLabel: 'Researcher' },
  { code: '0719', group: '07', label: '해기사', englishLabel: 'Marine Officer' },
  { code: '0720', group: '07', label: '행정사', englishLabel: 'Administrative Agent' },
  { code: '0721', group: '07', label: '회계사', englishLabel: 'Certified Public Accountant' },
  { code: '0722', group: '07', label: '감정평가사', englishLabel: 'Appraiser' },
] as const;

export const professions = defineCatalogue(professionItems);
export type ProfessionCode = CodeOf<typeof professions>;

/** Every detailed job, 0000 first. */
export const jobs = defineCatalogue([
  { code: '0000', group: '00', label: '직무 무관', englishLabel: 'Any' },

  { code: '0101', group: '01', label: '창업자·대표', englishLabel: 'Founder / CEO' },
  { code: '0102', group: '01', label: '사업개발', englishLabel: 'Business Development' },
  { code: '0103', group: '01', label: '전략·경영기획', englishLabel: 'Strategy' },
  { code: '0104', group: '01', label: '마케팅', englishLabel: 'Marketing' },
  { code: '0105', group: '01', label: '그로스 마케팅', englishLabel: 'Growth Marketing' },
  { code: '0106', group: '01', label: '영업', englishLabel: 'Sales' },
  { code: '0107', group: '01', label: '재무·회계', englishLabel: 'Finance / Accounting' },
  { code: '0108', group: '01', label: '인사·HR', englishLabel: 'HR' },

  { code: '0201', group: '02', label: '서비스 기획', englishLabel: 'Service Planner' },
  { code: '0202', group: '02', label: 'PM', englishLabel: 'Product Manager' },
  { code: '0203', group: '02', label: 'PO', englishLabel: 'Product Owner' },
  { code: '0204', group: '02', label: '사업 기획', englishLabel: 'Business Planner' },
  { code: '0205', group: '02', label: '콘텐츠 기획', englishLabel: 'Content Planner' },
  { code: '0206', group: '02', label: '게임 기획', englishLabel: 'Game Designer' },
  { code: '0207', group: '02', label: '데이터 분석', englishLabel: 'Data Analyst' },

  { code: '0301', group: '03', label: 'UI/UX 디자인', englishLabel: 'UI/UX Designer' },
  { code: '0302', group: '03', label: '프로덕트 디자인', englishLabel: 'Product Designer' },
  { code: '0303', group: '03', label: '그래픽 디자인', englishLabel: 'Graphic Designer' },
  { code: '0304', group: '03', label: '브랜드 디자인', englishLabel: 'Brand Designer' },
  { code: '0305', group: '03', label: '웹 디자인', englishLabel: 'Web Designer' },
  { code: '0306', group: '03', label: '3D·모션 그래픽', englishLabel: '3D / Motion Designer' },
  { code: '0307', group: '03', label: '일러스트', englishLabel: 'Illustrator' },
  { code: '0308', group: '03', label: 'UX 리서치', englishLabel: 'UX Researcher' },

  { code: '0401', group: '04', label: '웹 프론트엔드', englishLabel: 'Web Frontend Developer' },
  { code: '0402', group: '04', label: 'iOS', englishLabel: 'iOS Developer' },
  { code: '0403', group: '04', label: '안드로이드', englishLabel: 'Android Developer' },
  { code: '0404', group: '04', label: '크로스플랫폼 앱', englishLabel: 'Cross-platform App Developer' },
  { code: '0405', group: '04', label: '웹 퍼블리싱', englishLabel: 'Web Publisher' },
  { code: '0406', group: '04', label: '게임 클라이언트', englishLabel: 'Game Client Developer' },
  { code: '0407', group: '04', label: 'VR·AR', englishLabel: 'XR Developer' },
  { code: '0408', group: '04', label: '데스크톱 앱', englishLabel: 'Desktop App Developer' },

  { code: '0501', group: '05', label: '서버·백엔드', englishLabel: 'Backend Developer' },
  { code: '0502', group: '05', label: '풀스택', englishLabel: 'Full-stack Developer' },
  { code: '0503', group: '05', label: '데브옵스·인프라', englishLabel: 'DevOps / Infrastructure Engineer' },
  { code: '0504', group: '05', label: '데이터 엔지니어', englishLabel: 'Data Engineer' },
  { code: '0505', group: '05', label: 'AI·머신러닝', englishLabel: 'AI / ML Engineer' },
  { code: '0506', group: '05', label: '블록체인', englishLabel: 'Blockchain Developer' },
  { code: '0507', group: '05', label: '보안', englishLabel: 'Security Engineer' },
  { code: '0508', group: '05', label: '임베디드·IoT', englishLabel: 'Embedded / IoT Developer' },
  { code: '0509', group: '05', label: '게임 서버', englishLabel: 'Game Server Developer' },

  { code: '0601', group: '06', label: '학생', englishLabel: 'Student' },
  { code: '0602', group: '06', label: '작가', englishLabel: 'Writer' },
  { code: '0603', group: '06', label: '인플루언서', englishLabel: 'Influencer' },
  { code: '0604', group: '06', label: '셰프', englishLabel: 'Chef' },
  { code: '0605', group: '06', label: '프로듀서', englishLabel: 'Producer' },
  { code: '0606', group: '06', label: '기자', englishLabel: 'Journalist' },
  { code: '0607', group: '06', label: '사운드', englishLabel: 'Sound Designer' },
  { code: '0608', group: '06', label: '영상', englishLabel: 'Video Creator' },
  { code: '0609', group: '06', label: '운영', englishLabel: 'Operations' },
  { code: '0610', group: '06', label: 'QA', englishLabel: 'QA Engineer' },
  { code: '0611', group: '06', label: '번역·통역', englishLabel: 'Translator / Interpreter' },
  { code: '0612', group: '06', label: '강사·교육', englishLabel: 'Instructor' },
  { code: '0613', group: '06', label: 'CS·고객 지원', englishLabel: 'Customer Support' },
  { code: '0614', group: '06', label: '사진', englishLabel: 'Photographer' },

  ...professionItems,
]);
export type JobCode = CodeOf<typeof jobs>;

/** The group of a detailed job ('0403' → '04'); `undefined` for an unknown code. */
export function jobGroupOf(jobCode: string): JobGroupCode | undefined {
  return jobs.get(jobCode)?.group;
}

/** The detailed jobs of one group, in catalogue order (for the two-step job picker). */
export function jobsInGroup(groupCode: string): ReadonlyArray<(typeof jobs.items)[number]> {
  return jobs.items.filter((job) => job.group === groupCode);
}

/**
 * Whether a comma-separated job target (CPG_JOB_TARGET, e.g. '0401,0402' or '00') reaches a
 * member with the given jobs. '00' anywhere in the list targets everyone.
 */
export function jobTargetMatches(target: string, memberJobs: readonly string[]): boolean {
  const wanted = target
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  if (wanted.includes(ALL_JOBS_TARGET)) return true;
  return memberJobs.some((job) => wanted.includes(job) || wanted.includes(job.slice(0, 2)));
}
