import { joinApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { toSessionUser } from '../auth/accounts.js';
import type {} from './events.js';
import * as service from './steps.js';
import { saveTutorialPicks, tutorialProducts, tutorialProjects, tutorialUsers } from './tutorial.js';

export async function joinRoutes(app: FastifyInstance, opts: { db: Db; events: DomainEvents }) {
  const { db, events } = opts;

  registerContract(app, joinApi.joinState, ({ query, user }) =>
    service.joinState(db, user, query.step, query.user_temp === '1'),
  );

  registerContract(app, joinApi.saveStep, async ({ query, body, user }) => {
    const draft = query.user_temp === '1';
    const step = query.step as 2 | 3 | 4 | 5;
    const saved = await service.saveStep(db, user, step, draft, body);
    // A finished member cannot save a step again, so this is told once.
    if (!draft && saved.joinStep === null) await events.emit('member.joined', { userNo: user.userNo });
    return {
      JOIN_STEP: saved.joinStep,
      JOIN_COMPLETED: saved.joinStep === null,
      SAVED_AS: draft ? ('draft' as const) : ('step' as const),
      user: toSessionUser(saved.user),
    };
  });

  registerContract(app, joinApi.tutorialUsers, async ({ query, user }) => ({
    user_list: await tutorialUsers(db, user, query.limit),
  }));
  registerContract(app, joinApi.tutorialProjects, async ({ user }) => ({
    project_list: await tutorialProjects(db, user),
  }));
  registerContract(app, joinApi.tutorialProducts, async () => ({
    product_list: await tutorialProducts(db),
  }));

  registerContract(app, joinApi.bookmarkUsers, async ({ body, user }) => ({
    TARGET_NOS: await saveTutorialPicks(db, user, 'user', body.target_nos),
  }));
  registerContract(app, joinApi.bookmarkProjects, async ({ body, user }) => ({
    TARGET_NOS: await saveTutorialPicks(db, user, 'project', body.target_nos),
  }));
  registerContract(app, joinApi.bookmarkProducts, async ({ body, user }) => ({
    TARGET_NOS: await saveTutorialPicks(db, user, 'product', body.target_nos),
  }));
}
