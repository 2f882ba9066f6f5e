/** Who a member is: age, gender, member type, MBTI, status line, skill and availability. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/** Age band on a profile (product-spec 3). '00' is a member who chose not to say. */
export const ages = defineCatalogue([
  { code: '00', label: '선택 안 함' },
  { code: '01', label: '10대' },
  { code: '02', label: '20대' },
  { code: '03', label: '30대' },
  { code: '04', label: '40대' },
  { code: '05', label: '50대 이상' },
]);
export type AgeCode = CodeOf<typeof ages>;

export const genders = defineCatalogue([
  { code: '00', label: '선택 안 함' },
  { code: '01', label: '남성' },
  { code: '02', label: '여성' },
]);
export type GenderCode = CodeOf<typeof genders>;

/** Member type, scheme A (reference 3.6): the three kinds of makers the product serves. */
export const memberTypes = defineCatalogue([
  { code: '01', label: '직장인' },
  { code: '02', label: '학생' },
  { code: '03', label: '전문직' },
]);
export type MemberTypeCode = CodeOf<typeof memberTypes>;

/** Member type, scheme B (reference 3.6): employment only; leave counts as not working. */
export const employmentTypes = defineCatalogue([
  { code: '01', label: '직장인' },
  { code: '02', label: '비직장인 (휴직 포함)' },
]);
export type EmploymentTypeCode = CodeOf<typeof employmentTypes>;

/** Profile status line (reference 3.28), shown under the nickname. */
export const profileStatuses = defineCatalogue([
  { code: '01', label: '팀원 찾는 중', emoji: '🙌' },
  { code: '02', label: '투자 유치 중', emoji: '💰' },
  { code: '03', label: '사이드 프로젝트 하는 중', emoji: '🛠️' },
  { code: '04', label: '새로운 기회 찾는 중', emoji: '🚪' },
  { code: '05', label: '좋은 프로젝트 찾는 중', emoji: '🔍' },
]);
export type ProfileStatusCode = CodeOf<typeof profileStatuses>;

/** MBTI (reference 3.29): the 16 types, plus '00' for a member who has not chosen one. */
export const mbtiTypes = defineCatalogue([
  { code: '00', label: '선택 안 함' },
  { code: 'ISTJ', label: 'ISTJ' },
  { code: 'ISFJ', label: 'ISFJ' },
  { code: 'INFJ', label: 'INFJ' },
  { code: 'INTJ', label: 'INTJ' },
  { code: 'ISTP', label: 'ISTP' },
  { code: 'ISFP', label: 'ISFP' },
  { code: 'INFP', label: 'INFP' },
  { code: 'INTP', label: 'INTP' },
  { code: 'ESTP', label: 'ESTP' },
  { code: 'ESFP', label: 'ESFP' },
  { code: 'ENFP', label: 'ENFP' },
  { code: 'ENTP', label: 'ENTP' },
  { code: 'ESTJ', label: 'ESTJ' },
  { code: 'ESFJ', label: 'ESFJ' },
  { code: 'ENFJ', label: 'ENFJ' },
  { code: 'ENTJ', label: 'ENTJ' },
]);
export type MbtiCode = CodeOf<typeof mbtiTypes>;

/** Yes/No (reference 3.29). Note the seed's order: '01' is yes, '00' is no. */
export const yesNo = defineCatalogue([
  { code: '01', label: '예' },
  { code: '00', label: '아니요' },
]);
export type YesNoCode = CodeOf<typeof yesNo>;

/** Skill level (reference 3.18). */
export const skillLevels = defineCatalogue([
  { code: '00', label: '선택 안 함' },
  { code: '01', label: '입문' },
  { code: '02', label: '초급' },
  { code: '03', label: '중급' },
  { code: '04', label: '고급' },
  { code: '05', label: '고수' },
]);
export type SkillLevelCode = CodeOf<typeof skillLevels>;

/** Years of experience (reference 3.18). The seed prints '00' as a bare "N년" placeholder. */
export const experienceYears = defineCatalogue([
  { code: '00', label: '선택 안 함' },
  { code: '01', label: '1~3년' },
  { code: '02', label: '3~5년' },
  { code: '03', label: '5~10년' },
  { code: '04', label: '10년 이상' },
]);
export type ExperienceYearsCode = CodeOf<typeof experienceYears>;

/** Days a member can meet (reference 3.17). */
export const availableDays = defineCatalogue([
  { code: '00', label: '평일·주말' },
  { code: '01', label: '평일' },
  { code: '02', label: '주말' },
]);
export type AvailableDaysCode = CodeOf<typeof availableDays>;

/** Time of day a member can meet (reference 3.17). */
export const availableTimes = defineCatalogue([
  { code: '00', label: '상관없음' },
  { code: '01', label: '오전' },
  { code: '02', label: '오후' },
  { code: '03', label: '저녁' },
]);
export type AvailableTimeCode = CodeOf<typeof availableTimes>;

/** Company size (reference 3.7). */
export const companySizes = defineCatalogue([
  { code: '01', label: '대기업' },
  { code: '02', label: '중소기업' },
  { code: '03', label: '스타트업' },
  { code: '04', label: '개인사업자·프리랜서' },
  { code: '05', label: '기타' },
]);
export type CompanySizeCode = CodeOf<typeof companySizes>;

/**
 * Industry (reference 3.7). Only 14 (government) and 15 (other) are given; 16–19 sit after
 * "other" because the seed appended them later, so they are the newer, narrower industries.
 */
export const industries = defineCatalogue([
  { code: '01', label: 'IT·인터넷' },
  { code: '02', label: '게임' },
  { code: '03', label: '금융·핀테크' },
  { code: '04', label: '제조' },
  { code: '05', label: '유통·커머스' },
  { code: '06', label: '미디어·엔터테인먼트' },
  { code: '07', label: '교육' },
  { code: '08', label: '의료·바이오' },
  { code: '09', label: '건설·부동산' },
  { code: '10', label: '컨설팅' },
  { code: '11', label: '광고·마케팅' },
  { code: '12', label: '물류·운송' },
  { code: '13', label: '여행·숙박·외식' },
  { code: '14', label: '공공기관·정부' },
  { code: '15', label: '기타' },
  { code: '16', label: '반도체·전자' },
  { code: '17', label: '에너지·화학' },
  { code: '18', label: '법률·회계·세무' },
  { code: '19', label: '비영리·사회적기업' },
]);
export type IndustryCode = CodeOf<typeof industries>;

/** Gender targeting for campaigns and ads (reference 3.26); '00' reaches everyone. */
export const genderTargets = defineCatalogue([
  { code: '00', label: '전체' },
  { code: '01', label: '남성' },
  { code: '02', label: '여성' },
]);
export type GenderTargetCode = CodeOf<typeof genderTargets>;

/** Age targeting for campaigns and ads (reference 3.26); '00' reaches everyone. */
export const ageTargets = defineCatalogue([
  { code: '00', label: '전체' },
  { code: '01', label: '10대' },
  { code: '02', label: '20대' },
  { code: '03', label: '30대' },
  { code: '04', label: '40대' },
  { code: '05', label: '50대 이상' },
]);
export type AgeTargetCode = CodeOf<typeof ageTargets>;
