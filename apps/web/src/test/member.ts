import type { SessionUser } from '@sidequest/shared';

/** A logged-in member as the session check returns one, for tests that need someone logged in. */
export const testMember: SessionUser = {
  no: 7,
  nickname: '메이커김',
  img: null,
  chat_uid: 'u-7',
  main_job: '01',
  main_jobD: '0101',
  sub_job: null,
  sub_jobD: null,
};
