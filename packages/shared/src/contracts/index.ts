export * from './contract.js';
export * as authApi from './auth.js';
export * as mainApi from './main.js';
export * as uploadApi from './upload.js';
export * as peopleApi from './people.js';
export * as notificationApi from './notification.js';
export * as joinApi from './join.js';
export * as identityApi from './identity.js';
export * as profileApi from './profile.js';
export * as projectPostApi from './project-post.js';
export * as projectTeamApi from './project-team.js';
export * as projectFindApi from './project-find.js';
export * as projectSpaceApi from './project-space.js';
export {
  ZTodo,
  ZMilestone,
  ZFeedEntry,
  type Todo,
  type Milestone,
  type FeedEntry,
  type ScheduleItem,
  type TodoState,
  TODO_STATES,
  TODO_STATE_LABELS,
  SPACE_LIMITS,
  CHANGEABLE_STATUSES,
  todoAttachments,
} from './project-space.js';
export { ZProjectCard, type ProjectCard } from './project-find.js';
export {
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type IdentityMode,
  type SchoolPending,
  type UniversityItem,
  type VerificationStatus,
} from './identity.js';
export { ZPersonCard, type PersonCard } from './people.js';
export {
  PROJECT_POST_LIMITS,
  ZProjectOverview,
  type DraftItem,
  type ProjectDraftInput,
  type ProjectInput,
  type ProjectOverview,
} from './project-post.js';
export {
  ZResume,
  type Resume,
  type PersonSummary,
  type Career,
  type Education,
  type Work,
  type Review,
  type LedgerEntry,
  type PersonPage,
  type ResumeFields,
  type CareerInput,
  type EducationInput,
  type WorkInput,
  RESUME_LIMITS,
  EDUCATION_STATUSES,
  workAttachments,
  isImageUrl,
} from './profile.js';
export {
  ZNotificationItem,
  ZNotificationSetting,
  type NotificationPage,
  type NotificationSetting,
} from './notification.js';
export { ZSessionUser, type SessionUser, NICKNAME_PATTERN, isStrongPassword } from './auth.js';
export { ZBanner, ZAd, type Banner, type Ad } from './main.js';

import * as auth from './auth.js';
import * as main from './main.js';
import * as upload from './upload.js';
import * as people from './people.js';
import * as notification from './notification.js';
import * as join from './join.js';
import * as identity from './identity.js';
import * as profile from './profile.js';
import * as projectPost from './project-post.js';
import * as projectTeam from './project-team.js';
import * as projectFind from './project-find.js';
import * as projectSpace from './project-space.js';
import type { AnyContract } from './contract.js';

/** Every contract, for the OpenAPI document and the property-based "no 5xx" test. */
export const allContracts: AnyContract[] = [
  auth.register,
  auth.login,
  auth.sessionCheck,
  auth.logout,
  auth.withdraw,
  auth.validateUser,
  auth.changePassword,
  main.banner,
  main.ad,
  upload.userImage,
  people.follow,
  people.favourite,
  people.favouriteCount,
  people.loadProfiles,
  people.loadProfilesMatch,
  people.search,
  people.people,
  notification.alarmInfo,
  notification.alarmSocialInfo,
  notification.alarmCount,
  notification.changeAlarmRead,
  notification.loadUserNoti,
  notification.changeUserNoti,
  identity.providers,
  identity.verificationStatus,
  identity.prepareIdentity,
  identity.verifyIdentity,
  identity.standinIdentity,
  identity.searchUniversities,
  identity.schoolVerifyRequest,
  identity.schoolVerifyConfirm,
  join.joinState,
  join.saveStep,
  join.tutorialUsers,
  join.tutorialProjects,
  join.tutorialProducts,
  join.bookmarkUsers,
  join.bookmarkProjects,
  join.bookmarkProducts,
  profile.loadResume,
  profile.makeResume,
  profile.addCareer,
  profile.updateCareer,
  profile.removeCareer,
  profile.addEducation,
  profile.updateEducation,
  profile.removeEducation,
  profile.addWork,
  profile.updateWork,
  profile.removeWork,
  profile.loadTempResume,
  profile.saveTempResume,
  profile.updateUserImage,
  profile.updateBackground,
  profile.newUserImage,
  profile.userBackground,
  profile.evidenceUpload,
  profile.careerUpload,
  profile.workUpload,
  profile.workUpdate,
  profile.loadFollowers,
  profile.loadFollowings,
  profile.reviewNew,
  profile.reviewInfo,
  profile.updateReview,
  profile.myInfo,
  profile.favoriteInfo,
  profile.pointInfo,
  profile.expInfo,
  profile.loadDepartments,
  projectPost.projectInit,
  projectPost.project,
  projectPost.projectUpdate,
  projectPost.loadTemp,
  projectPost.saveTemp,
  projectPost.overview,
  projectPost.coverUpload,
  projectPost.docsUpload,
  projectTeam.apply,
  projectTeam.cancelApply,
  projectTeam.projectInfo,
  projectTeam.members,
  projectTeam.approval,
  projectTeam.resign,
  projectTeam.removeMember,
  projectTeam.changeLeader,
  projectTeam.invite,
  projectTeam.invitationList,
  projectTeam.acceptInvite,
  projectTeam.declineInvite,
  projectTeam.deleteProject,
  projectTeam.questions,
  projectTeam.questionNew,
  projectTeam.questionReply,
  projectTeam.questionDelete,
  projectFind.newAll,
  projectFind.search,
  projectFind.recommend,
  projectFind.views,
  projectFind.likes,
  projectFind.marks,
  projectSpace.milestones,
  projectSpace.milestoneNew,
  projectSpace.milestoneUpdate,
  projectSpace.milestoneDone,
  projectSpace.milestoneDelete,
  projectSpace.todos,
  projectSpace.todoNew,
  projectSpace.todoUpdate,
  projectSpace.todoDelete,
  projectSpace.todoUpload,
  projectSpace.history,
  projectSpace.dailyScheduleAll,
  projectSpace.todoRemained,
  projectSpace.changePhase,
  projectSpace.changeStatus,
];
