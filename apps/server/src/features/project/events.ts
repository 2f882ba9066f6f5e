import type { Milestone, Todo } from '@sidequest/shared';

/**
 * What happens to a project, for the features that react to it (the team chat room and its bot,
 * notifications). Emitted after the change has committed; see `lib/domain-events.ts`.
 */

/** A project as an event names it: its title and leader when the event happened. */
export interface ProjectRef {
  projectNo: number;
  title: string;
  leaderNo: number;
}

/** A member acting or acted upon, with the nickname they had then (null once withdrawn). */
export interface MemberRef {
  userNo: number;
  nickname: string | null;
}

/** The post was published (new or from a draft): the team now exists, the leader on it. */
export interface ProjectPublished {
  project: ProjectRef;
}

/** The leader saved an edit of the published post (the title may have changed). */
export interface ProjectPostEdited {
  project: ProjectRef;
}

/** The leader changed the project's status (reference 3.13); `to` '05' is 완료 (런칭). */
export interface ProjectStatusChanged {
  project: ProjectRef;
  from: string;
  to: string;
}

/** Someone took a seat on the team (a confirmed application or an accepted invitation). */
export interface ProjectMemberJoined {
  project: ProjectRef;
  userNo: number;
}

/** A member left the team: on their own (`removedByNo` null) or removed by the leader. */
export interface ProjectMemberLeft {
  project: ProjectRef;
  member: MemberRef;
  removedByNo: number | null;
}

/** The leader handed the project over; `project.leaderNo` is the new leader. */
export interface ProjectLeaderChanged {
  project: ProjectRef;
  previousLeaderNo: number;
}

/** The leader deleted the project; `teamNos` is the team it had, the leader included. */
export interface ProjectDeleted {
  project: ProjectRef;
  byNo: number;
  teamNos: number[];
}

/** A to-do was added or finished in the project space. */
export interface ProjectTodoChanged {
  todo: Todo;
  action: 'added' | 'done';
}

/** A milestone was added or reached in the project space. */
export interface ProjectMilestoneChanged {
  milestone: Milestone;
  action: 'added' | 'done';
}

/** Someone applied for a seat (`jobCode`: the seat's job). */
export interface ProjectApplied {
  project: ProjectRef;
  applicant: MemberRef;
  applicationNo: number;
  jobCode: string;
}

/** The leader confirmed (`approved`) or declined an application. */
export interface ProjectApplicationDecided {
  project: ProjectRef;
  applicantNo: number;
  approved: boolean;
  byNo: number;
}

/** The leader invited a member to the team. */
export interface ProjectInvited {
  project: ProjectRef;
  inviter: MemberRef;
  inviteeNo: number;
  invitationNo: number;
  message: string;
}

/** The invited member accepted or declined. */
export interface ProjectInvitationAnswered {
  project: ProjectRef;
  invitee: MemberRef;
  accepted: boolean;
}

/** Someone wrote on the project's 응원/질문 board. */
export interface ProjectQuestionAsked {
  project: ProjectRef;
  author: MemberRef;
  qnaNo: number;
  body: string;
}

/** The leader answered a post on the board; `askerNo` is null when its author is gone. */
export interface ProjectQuestionAnswered {
  project: ProjectRef;
  askerNo: number | null;
  answeredByNo: number;
  qnaNo: number;
  body: string;
}

/** A signed-in member opened a published project's page (the overview's recorded view). */
export interface ProjectViewed {
  projectNo: number;
  viewerNo: number;
  leaderNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'project.published': ProjectPublished;
    'project.postEdited': ProjectPostEdited;
    'project.statusChanged': ProjectStatusChanged;
    'project.memberJoined': ProjectMemberJoined;
    'project.memberLeft': ProjectMemberLeft;
    'project.leaderChanged': ProjectLeaderChanged;
    'project.deleted': ProjectDeleted;
    'project.todoChanged': ProjectTodoChanged;
    'project.milestoneChanged': ProjectMilestoneChanged;
    'project.applied': ProjectApplied;
    'project.applicationDecided': ProjectApplicationDecided;
    'project.invited': ProjectInvited;
    'project.invitationAnswered': ProjectInvitationAnswered;
    'project.questionAsked': ProjectQuestionAsked;
    'project.viewed': ProjectViewed;
    'project.questionAnswered': ProjectQuestionAnswered;
  }
}
