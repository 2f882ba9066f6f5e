/** In-app notification kinds: what the bell can tell a member about, and its default switches. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/**
 * Which list a kind belongs to. `social` kinds are about people reacting to the member (the
 * seed's `alarm_social_info`); `activity` kinds are everything else that happened to their
 * account, projects and content (`alarm_info` without the social ones).
 */
export type NotificationGroup = 'social' | 'activity';

/**
 * The kinds (the seed shows none; codes are lowercase words, stored as-is in
 * `notifications.kind` and `notification_settings.kind`). `inApp` and `email` are the defaults a
 * member has until they change the switch; `description` is the line under the switch.
 * New kinds are appended as their features arrive (apply, mention, reply and chat are reserved
 * here so the settings page and the stored rows agree from the start).
 */
export const notificationKinds = defineCatalogue([
  {
    code: 'follow',
    label: '새 팔로워',
    description: '누군가 나를 팔로우하면 알려 드려요.',
    group: 'social',
    inApp: true,
    email: false,
  },
  {
    code: 'favourite',
    label: '나를 즐겨찾기',
    description: '누군가 내 프로필을 즐겨찾기에 넣으면 알려 드려요.',
    group: 'social',
    inApp: true,
    email: false,
  },
  {
    code: 'gift',
    label: '포인트 선물',
    description: '누군가 나에게 포인트를 선물하면 메시지와 함께 알려 드려요.',
    group: 'social',
    inApp: true,
    email: false,
  },
  {
    code: 'review',
    label: '팀원 후기',
    description: '함께한 팀원이 나에 대한 후기를 남기면 알려 드려요.',
    group: 'social',
    inApp: true,
    email: true,
  },
  {
    code: 'invite',
    label: '프로젝트 초대',
    description: '프로젝트 리더가 나를 팀에 초대하면 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: true,
  },
  {
    code: 'apply',
    label: '프로젝트 지원',
    description: '내 프로젝트에 지원자가 오거나 지원 결과가 나오면 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: true,
  },
  {
    code: 'mention',
    label: '나를 언급',
    description: '글이나 댓글에서 누군가 나를 @언급하면 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: false,
  },
  {
    code: 'reply',
    label: '댓글과 답글',
    description: '내 글에 댓글이, 내 댓글에 답글이 달리면 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: false,
  },
  {
    code: 'chat',
    label: '채팅 요청',
    description: '새 채팅이나 커피챗 요청이 오면 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: false,
  },
  {
    code: 'verification',
    label: '본인인증',
    description: '본인인증이 끝나거나 실패하면 결과를 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: false,
  },
  {
    code: 'school',
    label: '학교 인증',
    description: '학교 이메일 인증 결과를 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: false,
  },
  {
    code: 'level',
    label: '레벨 업',
    description: '활동 점수가 쌓여 레벨이 오르면 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: false,
  },
  {
    code: 'pro',
    label: '프로 상담',
    description: '상담 예약 요청과 답변, 상담 시작 전 알림, 환불과 정산 결과를 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: true,
  },
  {
    code: 'booth',
    label: '부스 소식',
    description: '내 부스에 응원·리뷰·포럼 글이 오거나, 응원한 부스의 팀이 메시지를 보내면 알려 드려요.',
    group: 'social',
    inApp: true,
    email: false,
  },
  {
    code: 'system',
    label: '공지·안내',
    description: '서비스 공지, 정책 변경, 계정 안내를 알려 드려요.',
    group: 'activity',
    inApp: true,
    email: true,
  },
]);
export type NotificationKind = CodeOf<typeof notificationKinds>;

/** Every kind, for `z.enum(NOTIFICATION_KINDS)`. */
export const NOTIFICATION_KINDS = notificationKinds.codes;

/** The kinds of `alarm_social_info`: people reacting to the member. */
export const SOCIAL_NOTIFICATION_KINDS: readonly NotificationKind[] = notificationKinds.items
  .filter((k) => k.group === 'social')
  .map((k) => k.code);

/** The kinds of the activity list: everything that is not social. */
export const ACTIVITY_NOTIFICATION_KINDS: readonly NotificationKind[] = notificationKinds.items
  .filter((k) => k.group === 'activity')
  .map((k) => k.code);

export function isSocialNotificationKind(kind: string): boolean {
  return notificationKinds.get(kind)?.group === 'social';
}

/**
 * The switches a member has for a kind when they never changed them. An unknown kind (a row
 * written by a newer server, or a typo in a feature) is shown in-app and never e-mailed.
 */
export function notificationDefaults(kind: string): { inApp: boolean; email: boolean } {
  const item = notificationKinds.get(kind);
  return item ? { inApp: item.inApp, email: item.email } : { inApp: true, email: false };
}
