import { ages, genders, jobs, type projectTeamApi } from '@sidequest/shared';

export type Applicant = projectTeamApi.ApplicantCard;
export type Member = projectTeamApi.TeamMember;

export const jobName = (code: string | null) => (code ? (jobs.label(code) ?? code) : '');

/** "30대 · 여성"; parts the member chose not to give ('00') are left out. */
export function ageGender(a: Applicant): string {
  return [
    a.USER_AGE !== '00' ? ages.label(a.USER_AGE) : undefined,
    a.USER_GENDER !== '00' ? genders.label(a.USER_GENDER) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}
