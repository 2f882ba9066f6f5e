/** Posts, reactions, feedback, newsletters, notifications and expert-talk topics. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/** Lounge post tag (product-spec 3). 21–23 are shared with the magazine/log categories. */
export const loungePostTags = defineCatalogue([
  { code: '01', label: '업계 소식', emoji: '📰' },
  { code: '02', label: '자기소개', emoji: '👋' },
  { code: '03', label: '팀원 모집', emoji: '🙌' },
  { code: '04', label: '인사이트', emoji: '💡' },
  { code: '05', label: '성과 공유', emoji: '🏆' },
  { code: '06', label: '커리어·기술 고민', emoji: '🤔' },
  { code: '07', label: '하소연', emoji: '😮‍💨' },
  { code: '08', label: '의사결정', emoji: '🧭' },
  { code: '09', label: '질문', emoji: '❓' },
  { code: '21', label: '로그', emoji: '📝' },
  { code: '22', label: '개발 회고', emoji: '🔁' },
  { code: '23', label: '홍보', emoji: '📣' },
]);
export type LoungePostTagCode = CodeOf<typeof loungePostTags>;

/** Lounge post type (product-spec 3). There is no '02' in the seed. */
export const postTypes = defineCatalogue([
  { code: '01', label: '일반 글' },
  { code: '03', label: '투표' },
]);
export type PostTypeCode = CodeOf<typeof postTypes>;

/** Magazine and log post categories (reference 3.19). */
export const postCategories = defineCatalogue([
  { code: '08', label: '의사결정' },
  { code: '09', label: '질문' },
  { code: '11', label: '진행 상황' },
  { code: '12', label: '그룹 소식' },
  { code: '13', label: '제품 소식' },
  { code: '14', label: '런칭 소식' },
  { code: '21', label: '로그' },
  { code: '22', label: '개발 회고' },
  { code: '23', label: '홍보' },
  { code: '24', label: '챌린지' },
]);
export type PostCategoryCode = CodeOf<typeof postCategories>;

/** Reaction emotes on posts and logs (reference 3.21). */
export const reactionEmotes = defineCatalogue([
  { code: '01', label: '환영해요', emoji: '👋' },
  { code: '02', label: '좋아요', emoji: '👍' },
  { code: '03', label: '응원해요', emoji: '🔥' },
  { code: '04', label: '공감해요', emoji: '🤝' },
  { code: '05', label: '놀랐어요', emoji: '😮' },
]);
export type ReactionEmoteCode = CodeOf<typeof reactionEmotes>;

/** Content type (reference 3.24). */
export const contentTypes = defineCatalogue([
  { code: '01', label: '인사이트·로그' },
  { code: '02', label: '프로젝트 회고' },
  { code: '03', label: '이벤트' },
]);
export type ContentTypeCode = CodeOf<typeof contentTypes>;

/** Notification channel (reference 3.24). */
export const notificationChannels = defineCatalogue([
  { code: '01', label: '알림' },
  { code: '02', label: '알림 + 푸시' },
  { code: '03', label: '이메일' },
]);
export type NotificationChannelCode = CodeOf<typeof notificationChannels>;

/** Feedback board types (reference 3.9), each with the placeholder of its write box. */
export const feedbackTypes = defineCatalogue([
  { code: '00', label: '전체', placeholder: '자유롭게 의견을 남겨 주세요.' },
  {
    code: '01',
    label: '협업 요청',
    placeholder: '함께하고 싶은 일과 기간, 연락받을 방법을 알려 주세요.',
  },
  {
    code: '02',
    label: '기능 제안',
    placeholder: '어떤 상황에서 어떤 기능이 있으면 좋을지 구체적으로 적어 주세요.',
  },
  {
    code: '03',
    label: '버그 제보',
    placeholder:
      '어느 화면에서 무엇을 했을 때 문제가 생겼는지 순서대로 적어 주세요. 스크린샷이 있으면 더 좋아요.',
  },
  { code: '04', label: '칭찬', placeholder: '좋았던 점을 들려주세요. 만드는 사람들에게 큰 힘이 돼요.' },
]);
export type FeedbackTypeCode = CodeOf<typeof feedbackTypes>;

/** Newsletter frequency (reference 3.22). */
export const newsletterFrequencies = defineCatalogue([
  { code: '01', label: '매주' },
  { code: '02', label: '2주마다' },
  { code: '03', label: '3주마다' },
  { code: '04', label: '매월' },
]);
export type NewsletterFrequencyCode = CodeOf<typeof newsletterFrequencies>;

export const NEWSLETTER_SENDS_MIN = 1;
export const NEWSLETTER_SENDS_MAX = 7;

/** Sends per period (reference 3.22, 9.3): 1 to 7. */
export const newsletterSends = defineCatalogue([
  { code: '1', label: '1회', count: 1 },
  { code: '2', label: '2회', count: 2 },
  { code: '3', label: '3회', count: 3 },
  { code: '4', label: '4회', count: 4 },
  { code: '5', label: '5회', count: 5 },
  { code: '6', label: '6회', count: 6 },
  { code: '7', label: '7회', count: 7 },
]);
export type NewsletterSendsCode = CodeOf<typeof newsletterSends>;

/** Expert-talk topics (reference 3.5); '00' is used on filters only. */
export const expertTalkTopics = defineCatalogue([
  { code: '00', label: '전체' },
  { code: '01', label: '분위기·비전' },
  { code: '02', label: '이직' },
  { code: '03', label: '진로' },
  { code: '04', label: '연봉' },
  { code: '05', label: '실무' },
  { code: '06', label: '토론' },
  { code: '07', label: '카더라 팩트체크' },
  { code: '08', label: '시장 전망' },
  { code: '09', label: '고민 상담' },
  { code: '10', label: '질문 보고 결정' },
]);
export type ExpertTalkTopicCode = CodeOf<typeof expertTalkTopics>;
