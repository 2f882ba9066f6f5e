import { formatDateTime } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import type {} from '../pro/events.js';
import type { ProjectRef } from '../project/events.js';
import { projectMilestoneNews, projectTodoNews } from './project-bot.js';
import { pushRoomUpdated } from './list.js';
import { createProRoom } from './pro.js';
import { closeProjectRoom, syncProjectRoom } from './project-room.js';

/**
 * Chat's reactions to other features' events (the team room and the project bot). A failing
 * handler is logged by `DomainEvents` and the project change stands; the team room is re-synced
 * from the team on every later change and whenever a member opens it, which repairs it.
 */
export function subscribeChat(events: DomainEvents, deps: { db: Db; realtime: RealtimePublisher }): void {
  const { db, realtime } = deps;
  const syncRoom = async ({ project }: { project: ProjectRef }) => {
    await syncProjectRoom(db, realtime, project.projectNo);
  };
  // Publishing opens the room; joining, leaving and a new leader change its members and host; an
  // edited post may rename it.
  events.on('project.published', 'chat.teamRoom', syncRoom);
  events.on('project.postEdited', 'chat.teamRoom', syncRoom);
  events.on('project.memberJoined', 'chat.teamRoom', syncRoom);
  events.on('project.memberLeft', 'chat.teamRoom', syncRoom);
  events.on('project.leaderChanged', 'chat.teamRoom', syncRoom);
  events.on('project.deleted', 'chat.teamRoom', ({ project }) =>
    closeProjectRoom(db, realtime, project.projectNo),
  );
  events.on('project.todoChanged', 'chat.projectBot', ({ todo, action }) =>
    projectTodoNews(db, realtime, todo, action),
  );
  events.on('project.milestoneChanged', 'chat.projectBot', ({ milestone, action }) =>
    projectMilestoneNews(db, realtime, milestone, action),
  );
  // A reserved pro session is about to start: its room opens for the two of them until the slot's
  // end (a no-show or a leave ends it sooner), and the pro feature is told which room it is.
  events.on('pro.sessionStarting', 'chat.proRoom', async (s) => {
    const room = await createProRoom(db, {
      userNo: s.memberNo,
      proNo: s.proNo,
      title: `프로 상담 · ${formatDateTime(s.startAt)}`,
      endDate: new Date(s.endAt),
      slotStartAt: new Date(s.startAt),
    });
    await pushRoomUpdated(db, realtime, room.roomId, [s.memberNo, s.proNo]);
    await events.emit('chat.proRoomOpened', { roomId: room.roomId, reservationNo: s.reservationNo });
  });
}
