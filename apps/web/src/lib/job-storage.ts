import type { SessionUser } from '@sidequest/shared';

/** Local storage slot for the user's job info, used to target content (product-spec 6). */
export const JOB_STORAGE_KEY = 'sidequest_job';

export interface JobInfo {
  main_job: string | null;
  main_jobD: string | null;
  sub_job: string | null;
  sub_jobD: string | null;
}

export function saveJobInfo(user: SessionUser): void {
  const info: JobInfo = {
    main_job: user.main_job,
    main_jobD: user.main_jobD,
    sub_job: user.sub_job,
    sub_jobD: user.sub_jobD,
  };
  try {
    localStorage.setItem(JOB_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Private mode or a full quota: targeting falls back to "all jobs".
  }
}

export function readJobInfo(): JobInfo | null {
  try {
    const raw = localStorage.getItem(JOB_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as JobInfo) : null;
  } catch {
    return null;
  }
}

export function clearJobInfo(): void {
  try {
    localStorage.removeItem(JOB_STORAGE_KEY);
  } catch {
    // ignore
  }
}
