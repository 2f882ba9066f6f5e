import { chatApi as api } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { getAdPoint } from './ads.js';
import { userBanned } from './bans.js';
import { checkCandidate, checkCandidate2, checkSlot } from './candidates.js';
import { proStartCheck, reportNoShow } from './pro.js';
import { botChange } from './project-bot.js';
import { teamChat } from './project-room.js';
import { todoAdd, todoList, todoUpdate } from './todos.js';

/** Writes that post into a room: plenty for a person, a wall for a script. */
const WRITE_RATE_LIMIT = 60;

/**
 * The chat calls around the conversation itself: to-dos, the team room and its bot, applications
 * seen from a chat, pro check-in and no-shows, ad points and the ban status.
 */
export async function chatExtrasRoutes(
  app: FastifyInstance,
  opts: { db: Db; realtime: RealtimePublisher; events: DomainEvents },
) {
  const { db, realtime, events } = opts;
  const limited = { rateLimitPerMinute: WRITE_RATE_LIMIT };

  registerContract(app, api.todoList, ({ body, user }) => todoList(db, user, body.chatId));
  registerContract(app, api.todoAdd, ({ body, user }) => todoAdd(db, realtime, user, body), limited);
  registerContract(app, api.todoUpdate, ({ body, user }) => todoUpdate(db, realtime, user, body), limited);

  registerContract(app, api.teamChat, ({ body, user }) => teamChat(db, realtime, user, body.project_no));
  registerContract(app, api.botChange, ({ body, user }) => botChange(db, realtime, user, body));

  registerContract(app, api.checkSlot, ({ body, user }) => checkSlot(db, user, body.opponent_no));
  registerContract(app, api.checkCandidate, ({ body, user }) => checkCandidate(db, user, body));
  registerContract(app, api.checkCandidate2, ({ body, user }) => checkCandidate2(db, user, body.chatId));

  registerContract(app, api.getAdPoint, ({ body, user }) => getAdPoint(db, user, body), limited);
  registerContract(app, api.userBanned, ({ user }) => userBanned(db, user));

  registerContract(app, api.proStartCheck, ({ body, user }) =>
    proStartCheck(db, realtime, user, body.chatId, events),
  );
  registerContract(app, api.reportNoShow, ({ body, user }) =>
    reportNoShow(db, realtime, user, body.chatId, events),
  );
}
