export * from './contract.js';
export * from './primitives.js';
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
export * as consentApi from './consent.js';
export * as siteApi from './site.js';
export { ZConsent, type Consent } from './consent.js';
export { ZOperatorInfo, type OperatorInfo } from './site.js';
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
import * as chat from './chat.js';
import * as consent from './consent.js';
import * as site from './site.js';
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
  profile.marketingConsent,
  consent.consentState,
  consent.agreeTerms,
  site.siteInfo,
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
  chat.chatList,
  chat.roomDetail,
  chat.openChatRoom,
  chat.findChatRoom,
  chat.projectChat,
  chat.teamChat,
  chat.createGroupChat,
  chat.inviteGroupChat,
  chat.expelGroupChat,
  chat.leaveChat,
  chat.openChatList,
  chat.createOpenChat,
  chat.joinOpenChat,
  chat.chatProfiles,
  chat.alarmChange,
  chat.botChange,
  chat.userBanned,
  chat.checkSlot,
  chat.updateNotice,
  chat.getAdPoint,
  chat.messageCount,
  chat.checkCandidate,
  chat.checkCandidate2,
  chat.reportMessage,
  chat.shareLink,
  chat.readMessage,
  chat.loadMessages,
  chat.todoList,
  chat.todoAdd,
  chat.todoUpdate,
  chat.proStartCheck,
  chat.reportNoShow,
  upload.chatImages,
  upload.chatFiles,
];
export * as chatApi from './chat.js';
export * from './chat-records.js';
export { ZChatTodo, type ChatTodo, ZChatId, ZMessageId } from './chat.js';
export {
  ZSendMessage,
  ZFindChatInfo,
  ZLoadMessages,
  ZLoadMissed,
  ZReadMessage,
  ZTyping,
  ZRoomOnly,
  ZJoinOpenChat,
  ZVoiceSignal,
} from './chat-socket.js';

// Lounge, magazine and moderation (issue 6).
export * as loungeApi from './lounge.js';
export * as magazineApi from './magazine.js';
export * as moderationApi from './moderation.js';
export {
  ZLoungePost,
  ZLoungeDraft,
  ZPoll,
  ZReply,
  ZAuthor,
  type LoungePost,
  type LoungeDraft,
  type LoungePostInput,
  type LoungeDraftInput,
  type Poll,
  type Reply,
  type Author,
} from './lounge.js';
export {
  ZArticle,
  ZArticleCard,
  type Article,
  type ArticleCard,
  type ArticleInput,
  type ArticleDraftInput,
} from './magazine.js';
export { ZReportItem, type ReportItem } from './moderation.js';
import * as lounge from './lounge.js';
import * as magazine from './magazine.js';
import * as moderation from './moderation.js';
allContracts.push(
  lounge.postings,
  lounge.loadFollowingPost,
  lounge.loadPost,
  lounge.newUpload,
  lounge.update,
  lounge.remove,
  lounge.loadTemp,
  lounge.saveTemp,
  lounge.loadVoting,
  lounge.changeVoting,
  lounge.replies,
  lounge.replyNew,
  lounge.replyRemove,
  lounge.likes,
  lounge.likeProfile,
  lounge.react,
  lounge.unreact,
  lounge.reactionProfile,
  lounge.feedUpload,
  lounge.feedUpdate,
  lounge.noteUpload,
  magazine.post,
  magazine.save,
  magazine.update,
  magazine.remove,
  magazine.load,
  magazine.list,
  magazine.blog,
  magazine.owner,
  magazine.series,
  magazine.seriesNew,
  magazine.readStart,
  magazine.readProgress,
  magazine.questUpload,
  magazine.replies,
  magazine.replyNew,
  moderation.report,
  moderation.reports,
  moderation.resolve,
  moderation.hide,
  moderation.suspend,
  moderation.unsuspend,
  moderation.mySuspension,
);
