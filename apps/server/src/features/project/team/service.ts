// Project team: re-exports the split modules so importers keep one entry point.
export { maskEmail, areTeammates, projectNames } from './common.js';
export { apply, cancelApply, projectInfo } from './apply.js';
export { members, resign, removeMember, changeLeader, deleteProject } from './membership.js';
export { approval } from './approval.js';
export { invite, invitationList, acceptInvite, declineInvite } from './invitations.js';
export { questions, questionNew, questionReply, questionDelete } from './qna.js';
