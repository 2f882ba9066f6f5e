import { projectTeamApi as api } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { registerContract } from '../../../lib/route.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { apply, cancelApply, projectInfo } from './apply.js';
import { approval } from './approval.js';
import { acceptInvite, declineInvite, invitationList, invite } from './invitations.js';
import { changeLeader, deleteProject, members, removeMember, resign } from './membership.js';
import { questionDelete, questionNew, questionReply, questions } from './qna.js';

/** Applying and asking: generous for a person, tight for a script. */
const WRITE_RATE_LIMIT = 60;

export async function projectTeamRoutes(app: FastifyInstance, opts: { db: Db; events: DomainEvents }) {
  const { db, events } = opts;

  registerContract(app, api.apply, ({ body, user }) => apply(db, events, user, body), {
    rateLimitPerMinute: WRITE_RATE_LIMIT,
  });
  registerContract(app, api.cancelApply, ({ body, user }) => cancelApply(db, user, body.project_no));
  registerContract(app, api.projectInfo, ({ user }) => projectInfo(db, user));
  registerContract(app, api.members, ({ body, user }) => members(db, user, body.project_no));
  registerContract(app, api.approval, ({ body, user }) => approval(db, events, user, body));
  registerContract(app, api.resign, ({ body, user }) => resign(db, events, user, body.project_no));
  registerContract(app, api.removeMember, ({ body, user }) => removeMember(db, events, user, body));
  registerContract(app, api.changeLeader, ({ body, user }) => changeLeader(db, events, user, body));
  registerContract(app, api.invite, ({ body, user }) => invite(db, events, user, body), {
    rateLimitPerMinute: WRITE_RATE_LIMIT,
  });
  registerContract(app, api.invitationList, ({ user }) => invitationList(db, user));
  registerContract(app, api.acceptInvite, ({ body, user }) => acceptInvite(db, events, user, body));
  registerContract(app, api.declineInvite, ({ body, user }) =>
    declineInvite(db, events, user, body.invitation_no),
  );
  registerContract(app, api.deleteProject, ({ body, user }) =>
    deleteProject(db, events, user, body.project_no),
  );
  registerContract(app, api.questions, ({ query, user }) => questions(db, user, query.project_no));
  registerContract(app, api.questionNew, ({ body, user }) => questionNew(db, events, user, body), {
    rateLimitPerMinute: WRITE_RATE_LIMIT,
  });
  registerContract(app, api.questionReply, ({ body, user }) => questionReply(db, events, user, body));
  registerContract(app, api.questionDelete, ({ body, user }) => questionDelete(db, user, body));
}
