import { authApi, cutText, pageTitle, profileApi, SITE_NAME } from '@sidequest/shared';
import type { Directory } from '@sidequest/shared/directory';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { registerPageResolver } from '../seo/resolve.js';
import { changePassword } from './account.js';
import { profileDirectory } from './directory.js';
import { loadDraft, saveDraft } from './draft.js';
import * as items from './items.js';
import { setBackground, setUserImage } from './media.js';
import { memberByNickname } from './members.js';
import { myInfo, setMarketingConsent } from './my-page.js';
import { loadFavouritePeople, loadRelations } from './relations.js';
import { loadResume, makeResume } from './resume.js';
import { createReview, editReview, reviewsOf } from './reviews.js';
import { profileUploadRoutes } from './upload-routes.js';

export interface ProfileRoutesOptions {
  db: Db;
  realtime: RealtimePublisher;
  /** A new review goes out on it (the reviewee is notified). */
  events: DomainEvents;
  config: Config;
  storage: Storage;
  /** The school and department directories; read from config.DIRECTORY_DIR when not given. */
  directory?: Directory;
}

/** Edits are a person typing and clicking; a script hammering them is stopped early. */
const EDIT_RATE_LIMIT = 120;
const DEPARTMENT_RESULTS = 20;

/** Profile and resume, relations, reviews and the My page (docs/decisions/profile.md). */
export async function profileRoutes(app: FastifyInstance, opts: ProfileRoutesOptions) {
  const { db, realtime, config, storage } = opts;
  const directory = opts.directory ?? (await profileDirectory(config.DIRECTORY_DIR));
  const edit = { rateLimitPerMinute: EDIT_RATE_LIMIT };

  registerContract(app, profileApi.loadResume, async ({ query, user }) => ({
    resume: await loadResume(db, directory, query.nickname, user?.userNo ?? null),
  }));

  registerContract(
    app,
    profileApi.makeResume,
    async ({ body, user }) => ({ resume: await makeResume(db, opts.events, directory, user, body) }),
    edit,
  );

  registerContract(
    app,
    profileApi.addCareer,
    async ({ body, user }) => ({ career: await items.addCareer(db, user.userNo, body) }),
    edit,
  );
  registerContract(
    app,
    profileApi.updateCareer,
    async ({ body, user }) => ({
      career: await items.updateCareer(db, user.userNo, body.career_no, body),
    }),
    edit,
  );
  registerContract(
    app,
    profileApi.removeCareer,
    async ({ body, user }) => {
      await items.removeCareer(db, user.userNo, body.career_no);
      return {};
    },
    edit,
  );

  registerContract(
    app,
    profileApi.addEducation,
    async ({ body, user }) => ({ education: await items.addEducation(db, directory, user.userNo, body) }),
    edit,
  );
  registerContract(
    app,
    profileApi.updateEducation,
    async ({ body, user }) => ({
      education: await items.updateEducation(db, directory, user.userNo, body.education_no, body),
    }),
    edit,
  );
  registerContract(
    app,
    profileApi.removeEducation,
    async ({ body, user }) => {
      await items.removeEducation(db, user.userNo, body.education_no);
      return {};
    },
    edit,
  );

  registerContract(
    app,
    profileApi.addWork,
    async ({ body, user }) => ({ work: await items.addWork(db, user.userNo, body) }),
    edit,
  );
  registerContract(
    app,
    profileApi.updateWork,
    async ({ body, user }) => ({ work: await items.updateWork(db, user.userNo, body.work_no, body) }),
    edit,
  );
  registerContract(
    app,
    profileApi.removeWork,
    async ({ body, user }) => {
      await items.removeWork(db, user.userNo, body.work_no);
      return {};
    },
    edit,
  );

  registerContract(app, profileApi.loadTempResume, ({ user }) => loadDraft(db, user.userNo));
  registerContract(
    app,
    profileApi.saveTempResume,
    ({ body, user }) => saveDraft(db, user.userNo, body.draft),
    edit,
  );

  registerContract(
    app,
    profileApi.updateUserImage,
    async ({ body, user }) => ({ USER_IMG_URL: await setUserImage(db, user.userNo, body.img_url) }),
    edit,
  );
  registerContract(
    app,
    profileApi.updateBackground,
    async ({ body, user }) => ({ BACKGROUND_URL: await setBackground(db, user.userNo, body.background_url) }),
    edit,
  );

  registerContract(app, profileApi.loadFollowers, ({ query, user }) =>
    loadRelations(db, query.nickname, 'followers', query, user?.userNo ?? null),
  );
  registerContract(app, profileApi.loadFollowings, ({ query, user }) =>
    loadRelations(db, query.nickname, 'followings', query, user?.userNo ?? null),
  );

  registerContract(
    app,
    profileApi.reviewNew,
    async ({ body, user }) => ({ review: await createReview(db, opts.events, user, body) }),
    edit,
  );
  registerContract(app, profileApi.reviewInfo, ({ query, user }) =>
    reviewsOf(db, query.user_no, query, user?.userNo ?? null),
  );
  registerContract(
    app,
    profileApi.updateReview,
    async ({ body, user }) => ({ review: await editReview(db, user, body) }),
    edit,
  );

  registerContract(app, profileApi.myInfo, ({ user }) => myInfo(db, user));
  registerContract(app, profileApi.marketingConsent, ({ body, user }) =>
    setMarketingConsent(db, user.userNo, body.consent),
  );
  registerContract(app, profileApi.favoriteInfo, ({ query, user }) =>
    loadFavouritePeople(db, user.userNo, query),
  );

  registerContract(app, profileApi.loadDepartments, ({ query }) => {
    const q = query.q.normalize('NFC').replace(/\s+/g, '').toLowerCase();
    const list = directory.departments
      .filter((d) => d.name.replace(/\s+/g, '').toLowerCase().includes(q))
      // Names starting with the words typed come first, then shorter names.
      .sort(
        (a, b) =>
          Number(!a.name.startsWith(query.q)) - Number(!b.name.startsWith(query.q)) ||
          a.name.length - b.name.length,
      )
      .slice(0, DEPARTMENT_RESULTS)
      .map((d) => ({ DEPARTMENT_CODE: d.code, DEPARTMENT_NAME: d.name, DEPARTMENT_LEVEL: d.code.charAt(0) }));
    return { list };
  });

  registerContract(
    app,
    authApi.changePassword,
    async ({ body, user, req }) => {
      const session = await req.session();
      if (!session) throw fail('E001');
      return changePassword(db, user, session.tokenHash, body, realtime);
    },
    { rateLimitPerMinute: config.AUTH_RATE_LIMIT_MAX },
  );

  await app.register(profileUploadRoutes, { db, storage });

  // The My page is personal: never indexed. The profile page gets the member's own words as its
  // description (the built-in resolver only knows the nickname).
  registerPageResolver('/my', () => ({ kind: 'people', title: `마이페이지 | ${SITE_NAME}`, noindex: true }));
  registerPageResolver('/people/:nickname', async ({ nickname }, _query, pageDb) => {
    const member = await memberByNickname(pageDb, nickname ?? '').catch(() => null);
    if (!member) {
      return {
        kind: 'people_detail',
        title: `메이커를 찾을 수 없어요 | ${SITE_NAME}`,
        description: '탈퇴했거나 닉네임을 바꾼 메이커예요. 사람들 페이지에서 다른 메이커를 찾아보세요.',
        status: 404,
      };
    }
    const name = member.user.nickname ?? '';
    const intro = cutText(member.profile.introduction, 120);
    return {
      kind: 'people_detail',
      title: pageTitle('people_detail', { nickname: name }),
      description: intro || `${name}님의 이력, 프로젝트, 활동을 확인하고 커피챗을 제안해 보세요.`,
      image: member.user.imgUrl,
      path: `/people/${encodeURIComponent(name)}`,
      type: 'profile',
    };
  });
}
