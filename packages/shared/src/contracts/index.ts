export * from './contract.js';
export * from './primitives.js';
export * from './form-rules.js';
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
export * as paymentApi from './payment.js';
export * as pointsApi from './points.js';
export * as rewardsApi from './rewards.js';
export * as giftsApi from './gifts.js';
export * as questsApi from './quests.js';
export * as campaignsApi from './campaigns.js';
export * as expoBoothsApi from './expo-booths.js';
export {
  BOOTH_LIMITS,
  BOOTH_STATUSES,
  ZBooth,
  type Booth,
  type BoothDraftInput,
  type BoothInput,
  type BoothStatus,
  type BoothUpdate,
  type ScreeningItem,
  type TeamMember,
} from './expo-booths.js';
export * as expoSocialApi from './expo-social.js';
export * as expoRankApi from './expo-rank.js';
export * as proApi from './pro.js';
export * as searchApi from './search.js';
export {
  SEARCH_COUNT_CAP,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type QueryHistoryItem,
  type SearchCounts,
  type SearchKind,
  type SearchResult,
} from './search.js';
export {
  PRO_ANSWER_BEFORE_MIN,
  PRO_ANSWER_HOURS,
  PRO_BOOK_AHEAD_MIN,
  PRO_CALENDAR_DAYS,
  PRO_CANCEL_RULES,
  PRO_MINUTES,
  PRO_PRICE_MAX,
  PRO_PRICE_MIN,
  PRO_SETTLE_AFTER_MIN,
  PRO_ZONE,
  proWalkOutRefund,
  RESERVATION_STATUSES,
  type OpenHoursInput,
  type ProApplicationInput,
  type ProApplicationRecord,
  type ProCard,
  type ProProfile,
  type ProReview,
  type Reservation,
  type ReservationStatus,
  type Slot,
} from './pro.js';
export { ZOrder, type Order, type PaymentMode, type PaymentRequest, type OrderStatus } from './payment.js';
export {
  GIFT_DAILY_CAP,
  GIFT_MESSAGE_MAX,
  GIFT_PAGE,
  ZGift,
  ZGiftcon,
  type Gift,
  type GiftInput,
  type Giftcon,
  type GiftconMode,
} from './gifts.js';
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

/**
 * Every contract, gathered from the contract modules themselves so none can be forgotten: the
 * OpenAPI document, the "no 5xx" fuzz and the contract-route test read this list. Order is the
 * module order below, then each module's exports by name (module namespaces are sorted), so it
 * only changes when a contract is added or removed.
 */
export const allContracts: AnyContract[] = [];
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
import * as payment from './payment.js';
import * as points from './points.js';
import * as rewards from './rewards.js';
import * as gifts from './gifts.js';
import * as quests from './quests.js';
import * as campaigns from './campaigns.js';
import * as expoBooths from './expo-booths.js';
import * as expoSocial from './expo-social.js';
import * as expoRank from './expo-rank.js';
import * as pro from './pro.js';
import * as searchContracts from './search.js';

function isContract(value: unknown): value is AnyContract {
  if (value === null || typeof value !== 'object') return false;
  const c = value as Partial<AnyContract>;
  return (
    (c.method === 'GET' || c.method === 'POST') && typeof c.path === 'string' && c.path.startsWith('/api/')
  );
}

for (const module of [
  auth,
  consent,
  main,
  site,
  upload,
  people,
  notification,
  join,
  identity,
  profile,
  projectPost,
  projectTeam,
  projectFind,
  projectSpace,
  chat,
  lounge,
  magazine,
  moderation,
  payment,
  points,
  rewards,
  gifts,
  quests,
  campaigns,
  expoBooths,
  expoSocial,
  expoRank,
  pro,
  searchContracts,
] as const) {
  for (const value of Object.values(module)) {
    if (isContract(value) && !allContracts.includes(value)) allContracts.push(value);
  }
}
