import { projectTeamApi as api } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { registerContract } from '../../../lib/route.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import * as service from './service.js';

/** Applying and asking: generous for a person, tight for a script. */
const WRITE_RATE_LIMIT = 60;

export async function projectTeamRoutes(app: FastifyInstance, opts: { db: Db; events: DomainEvents }) {
  const { db, events } = opts;

  registerContract(app, api.apply, ({ body, user }) => service.apply(db, events, user, body), {
    rateLimitPerMinute: WRITE_RATE_LIMIT,
  });
  registerContract(app, api.cancelApply, ({ body, user }) => service.cancelApply(db, user, body.project_no));
  registerContract(app, api.projectInfo, ({ user }) => service.projectInfo(db, user));
  registerContract(app, api.members, ({ body, user }) => service.members(db, user, body.project_no));
  registerContract(app, api.approval, ({ body, user }) => service.approval(db, events, user, body));
  registerContract(app, api.resign, ({ body, user }) => service.resign(db, events, user, body.project_no));
  registerContract(app, api.removeMember, ({ body, user }) => service.removeMember(db, events, user, body));
  registerContract(app, api.changeLeader, ({ body, user }) => service.changeLeader(db, events, user, body));
  registerContract(app, api.invite, ({ body, user }) => service.invite(db, events, user, body), {
    rateLimitPerMinute: WRITE_RATE_LIMIT,
  });
  registerContract(app, api.invitationList, ({ user }) => service.invitationList(db, user));
  registerContract(app, api.acceptInvite, ({ body, user }) => service.acceptInvite(db, events, user, body));
  registerContract(app, api.declineInvite, ({ body, user }) =>
    service.declineInvite(db, events, user, body.invitation_no),
  );
  registerContract(app, api.deleteProject, ({ body, user }) =>
    service.deleteProject(db, events, user, body.project_no),
  );
  registerContract(app, api.questions, ({ query, user }) => service.questions(db, user, query.project_no));
  registerContract(app, api.questionNew, ({ body, user }) => service.questionNew(db, events, user, body), {
    rateLimitPerMinute: WRITE_RATE_LIMIT,
  });
  registerContract(app, api.questionReply, ({ body, user }) => service.questionReply(db, events, user, body));
  registerContract(app, api.questionDelete, ({ body, user }) => service.questionDelete(db, user, body));
}
