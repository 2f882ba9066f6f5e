import { FALLBACK_MESSAGES } from './fallback-messages.js';

/**
 * The error catalogue. Every failure the API sends is `{ result: "fail", code, message }`
 * with the HTTP status listed here. E001–E006 are the seed's codes; the rest are ours.
 * Messages are polite Korean (해요체) and say what to do next.
 */
export const ERRORS = {
  E001: { status: 401, message: FALLBACK_MESSAGES.E001 },
  E002: { status: 400, message: '메시지 내용을 입력해 주세요.' },
  E003: { status: 409, message: '포인트가 부족해 구매할 수 없어요. 카페테리아에서 포인트를 충전해 주세요.' },
  E004: { status: 500, message: FALLBACK_MESSAGES.E004 },
  E005: { status: 404, message: '존재하지 않는 상품이에요.' },
  E006: { status: 400, message: '등록된 휴대폰 번호가 없어요. 휴대폰 인증을 먼저 진행해 주세요.' },
  // Gifts, gift coupons and phone2 (features/gifts).
  GIFT_SELF: { status: 400, message: '나에게는 포인트를 선물할 수 없어요. 받을 메이커를 다시 골라 주세요.' },
  GIFT_RECEIVER_SUSPENDED: {
    status: 409,
    message: '이용이 제한된 메이커라 지금은 선물할 수 없어요. 제한이 풀린 뒤 다시 선물해 주세요.',
  },
  GIFT_DAILY_LIMIT: {
    status: 409,
    message: '오늘 선물할 수 있는 포인트를 모두 썼어요. 내일 다시 선물해 주세요.',
  },
  GIFTCON_FAILED: {
    status: 503,
    message: '쿠폰을 보내지 못해서 쓴 포인트를 돌려드렸어요. 잠시 후 다시 구매해 주세요.',
  },
  GIFTCON_NOT_OFFERED: {
    status: 404,
    message: '이 사이트는 아직 기프티콘을 팔지 않아요. 포인트는 선물이나 다른 곳에 써 주세요.',
  },
  PHONE_NOT_VERIFIED: {
    status: 400,
    message: '인증에서 휴대폰 번호가 확인되지 않았어요. 인증 창에 휴대폰 번호까지 입력해 다시 인증해 주세요.',
  },

  // Expo supports, likes and reviews (features/expo social part).
  EXPO_OWN_BOOTH: {
    status: 403,
    message: '내 팀의 부스에는 할 수 없어요. 다른 메이커의 부스를 둘러봐 주세요.',
  },
  EXPO_ALREADY_SUPPORTED: {
    status: 409,
    message: '이미 응원한 부스예요. 응원은 부스마다 한 번만 할 수 있어요.',
  },

  VALIDATION: { status: 400, message: '입력한 내용을 다시 확인해 주세요.' },
  INVALID_JSON: {
    status: 400,
    message: '요청 형식이 올바르지 않아요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  },
  UNSUPPORTED_MEDIA: { status: 415, message: '지원하지 않는 요청 형식이에요.' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: '파일이나 요청이 너무 커요. 10MB 이하로 줄여서 다시 올려 주세요.',
  },
  FORBIDDEN: { status: 403, message: '이 작업을 할 수 있는 권한이 없어요.' },
  BAD_ORIGIN: {
    status: 403,
    message: '허용되지 않은 곳에서 보낸 요청이에요. 사이드퀘스트 화면에서 다시 시도해 주세요.',
  },
  NOT_FOUND: { status: 404, message: '찾으시는 내용이 없어요. 주소를 다시 확인해 주세요.' },
  CONFLICT: { status: 409, message: '이미 처리된 요청이에요. 새로고침한 뒤 다시 확인해 주세요.' },
  RATE_LIMITED: { status: 429, message: FALLBACK_MESSAGES.RATE_LIMITED },

  INVALID_EMAIL: { status: 400, message: '이메일 주소 형식이 올바르지 않아요. 예: maker@sidequest.kr' },
  WEAK_PASSWORD: {
    status: 400,
    message: '비밀번호는 8자 이상으로, 영문·숫자·특수문자 중 두 가지 이상을 섞어 주세요.',
  },
  INVALID_NICKNAME: {
    status: 400,
    message: '닉네임은 2~12자의 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.',
  },
  DUPLICATE_EMAIL: { status: 409, message: '이미 가입된 이메일이에요. 로그인하거나 비밀번호를 찾아 주세요.' },
  DUPLICATE_NICKNAME: { status: 409, message: '이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.' },
  INVALID_CREDENTIALS: { status: 401, message: '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.' },
  WRONG_PASSWORD: { status: 401, message: '비밀번호가 맞지 않아요. 다시 확인해 주세요.' },
  // Password reset links (features/auth/password-reset).
  RESET_LINK_EXPIRED: {
    status: 410,
    message:
      '비밀번호 재설정 링크가 만료됐어요. 링크는 30분 동안만 쓸 수 있어요. 재설정 메일을 다시 받아 주세요.',
  },
  RESET_LINK_USED: {
    status: 410,
    message:
      '이미 사용했거나 더 새로운 메일이 발급된 링크예요. 가장 최근에 받은 메일의 링크를 쓰거나 재설정 메일을 다시 받아 주세요.',
  },
  RESET_LINK_INVALID: {
    status: 404,
    message:
      '올바르지 않은 재설정 링크예요. 메일의 링크를 그대로 열었는지 확인하거나 재설정 메일을 다시 받아 주세요.',
  },
  NO_PASSWORD: {
    status: 400,
    message: '소셜 계정으로 가입해 비밀번호가 없는 계정이에요. 비밀번호 대신 닉네임을 입력해 확인해 주세요.',
  },
  WRONG_CONFIRMATION: {
    status: 400,
    message: '입력한 닉네임이 맞지 않아요. 지금 쓰는 닉네임을 그대로 입력해 주세요.',
  },
  UNSUPPORTED_FILE: {
    status: 415,
    message: '올릴 수 없는 파일 형식이에요. 이미지는 jpg, png, gif, bmp, svg, webp만 올릴 수 있어요.',
  },
  UNSUPPORTED_DOCUMENT: {
    status: 415,
    message: '올릴 수 없는 문서 형식이에요. PDF 또는 Word 문서만 올릴 수 있어요.',
  },
  FILE_REQUIRED: { status: 400, message: '올릴 파일을 선택해 주세요.' },
  // 422, not 502: a dead or slow link is the pasted address's problem, which the member can fix.
  REMOTE_IMAGE_FAILED: {
    status: 422,
    message: '다른 사이트의 이미지를 가져오지 못했어요. 사진을 내려받아 직접 올려 주세요.',
  },
  UNAVAILABLE: { status: 503, message: '서비스를 잠시 사용할 수 없어요. 잠시 후 다시 시도해 주세요.' },
  SEARCH_TOO_SHORT: {
    status: 400,
    message:
      '검색어를 두 글자 이상 입력해 주세요(한글은 한 글자도 돼요). 초성으로 찾을 때는 두 자 이상(예: ㄱㅈ) 입력해 주세요.',
  },
  SELF_TARGET: { status: 400, message: '자기 자신은 팔로우하거나 즐겨찾기할 수 없어요.' },
  NOT_TEAMMATES: {
    status: 403,
    message:
      '함께 프로젝트를 한 팀원에게만 리뷰를 남길 수 있어요. 같은 프로젝트에 참여한 뒤 다시 시도해 주세요.',
  },
  TOO_MANY_ATTACHMENTS: {
    status: 400,
    message: '첨부파일은 작품 하나에 5개까지 올릴 수 있어요. 다른 첨부파일을 지운 뒤 다시 올려 주세요.',
  },
  // Social log-in, identity and school verification (features/identity).
  OAUTH_PROVIDER_DISABLED: {
    status: 404,
    message: '지금은 이 방법으로 로그인할 수 없어요. 이메일로 로그인해 주세요.',
  },
  IDENTITY_UNAVAILABLE: {
    status: 503,
    message: '지금은 본인인증을 할 수 없어요. 잠시 후 다시 시도해 주세요.',
  },
  // The site has not connected an identity provider (production on PostgreSQL without PortOne).
  IDENTITY_NOT_OFFERED: {
    status: 404,
    message: '이 사이트는 아직 본인인증을 제공하지 않아요. 본인인증 없이도 다른 기능은 그대로 쓸 수 있어요.',
  },
  IDENTITY_NOT_FOUND: {
    status: 404,
    message: '본인인증 요청을 찾을 수 없어요. 본인인증을 처음부터 다시 시작해 주세요.',
  },
  IDENTITY_NOT_VERIFIED: {
    status: 409,
    message: '본인인증이 아직 끝나지 않았어요. 인증 창에서 인증을 마친 뒤 다시 시도해 주세요.',
  },
  IDENTITY_FAILED: {
    status: 400,
    message: '본인인증에 실패했어요. 입력한 정보를 확인하고 다시 시도해 주세요.',
  },
  IDENTITY_ALREADY_USED: {
    status: 409,
    message:
      '이미 다른 계정에서 본인인증을 마친 명의예요. 그 계정으로 로그인하거나 고객센터에 문의해 주세요.',
  },
  IDENTITY_MISMATCH: {
    status: 409,
    message: '이 계정은 이미 다른 명의로 본인인증을 마쳤어요. 처음 인증한 명의로 다시 인증해 주세요.',
  },
  SCHOOL_NOT_FOUND: {
    status: 404,
    message: '학교 목록에 없는 학교예요. 학교 이름을 검색해서 다시 선택해 주세요.',
  },
  SCHOOL_EMAIL_MISMATCH: {
    status: 400,
    message: '선택한 학교의 이메일 주소가 아니에요. 학교에서 받은 이메일 주소를 입력해 주세요.',
  },
  SCHOOL_EMAIL_USED: {
    status: 409,
    message: '이미 다른 계정에서 인증한 학교 이메일이에요. 본인의 학교 이메일을 입력해 주세요.',
  },
  SCHOOL_CODE_NOT_REQUESTED: { status: 400, message: '먼저 학교 이메일로 인증 코드를 받아 주세요.' },
  SCHOOL_CODE_EXPIRED: { status: 400, message: '인증 코드가 만료됐어요. 코드를 다시 받아 주세요.' },
  SCHOOL_CODE_WRONG: {
    status: 400,
    message: '인증 코드가 맞지 않아요. 메일에 적힌 6자리 숫자를 다시 확인해 주세요.',
  },
  SCHOOL_CODE_LOCKED: { status: 429, message: '인증 코드를 너무 많이 틀렸어요. 코드를 다시 받아 주세요.' },
  MAIL_UNAVAILABLE: {
    status: 503,
    message: '메일을 보낼 수 없어요. 잠시 후 다시 시도하거나 고객센터에 문의해 주세요.',
  },
  // Sign-up consent (만 14세 이상, 이용약관, 개인정보 수집·이용): every field says which box is missing.
  CONSENT_REQUIRED: {
    status: 400,
    message: '필수 항목에 모두 동의해야 가입할 수 있어요. 표시된 항목을 확인해 주세요.',
  },
  // Stepped sign-up and nicknames (features/join).
  RESERVED_NICKNAME: {
    status: 400,
    message:
      '운영자나 사이드퀘스트 공식 계정으로 오해할 수 있는 닉네임은 쓸 수 없어요. 다른 닉네임을 입력해 주세요.',
  },
  INVALID_CODE: { status: 400, message: '보기에 없는 값이에요. 목록에서 다시 골라 주세요.' },
  INVALID_JOB: {
    status: 400,
    message: '직군과 직무가 맞지 않아요. 고른 직군에 속한 직무를 골라 주세요.',
  },
  REGION_NOT_ALLOWED: {
    status: 400,
    message: '온라인으로만 만나면 지역은 ‘상관없음’만 고를 수 있어요.',
  },
  JOIN_STEP_SKIPPED: { status: 409, message: '앞 단계를 먼저 마쳐 주세요. 가입 단계는 건너뛸 수 없어요.' },
  JOIN_FINISHED: {
    status: 409,
    message: '이미 가입을 마쳤어요. 프로필은 내 프로필에서 고칠 수 있어요.',
  },
  // Gatherings: applying and the leader's decisions (project-team).
  ALREADY_APPLIED: {
    status: 409,
    message: '이미 지원했어요. 결과가 나올 때까지 기다리거나 지원을 취소해 주세요.',
  },
  SLOT_FULL: { status: 409, message: '이 자리는 이미 다 찼어요. 다른 자리를 골라 주세요.' },
  ALREADY_MEMBER: { status: 409, message: '이미 이 프로젝트의 팀원이에요.' },
  OWN_PROJECT: { status: 409, message: '내가 만든 프로젝트에는 지원할 수 없어요.' },
  NOT_RECRUITING: { status: 409, message: '지금은 지원을 받지 않는 프로젝트예요.' },
  ANSWERS_REQUIRED: {
    status: 400,
    message: '질문마다 답을 적어 주세요. 질문 문구를 그대로 두면 보낼 수 없어요.',
  },
  NOT_PENDING: { status: 409, message: '대기 중인 지원만 확정하거나 거절할 수 있어요. 새로고침해 주세요.' },
  LEADER_CANNOT_RESIGN: {
    status: 409,
    message: '리더는 바로 나갈 수 없어요. 먼저 다른 팀원에게 리더를 넘겨 주세요.',
  },
  ALREADY_INVITED: { status: 409, message: '이미 초대를 보냈어요. 상대가 답할 때까지 기다려 주세요.' },
  // Project posts (features/project/post).
  TEMPLATE_INCOMPLETE: {
    status: 400,
    message: '모집글 템플릿의 필수 항목 1~3을 채워 주세요. 각 항목에 20자 이상 직접 적어 주세요.',
  },
  FORBIDDEN_APPLY_METHOD: {
    status: 400,
    message:
      '구글 폼·노션 폼 같은 문서 서비스나 오픈채팅 링크로는 지원을 받을 수 없어요. 지원은 사이드퀘스트 안에서 받아야 지원자 정보와 알림을 함께 관리할 수 있어요.',
  },
  // Chat (features/chat).
  CHAT_ROOM_NOT_FOUND: {
    status: 404,
    message: '채팅방을 찾을 수 없어요. 채팅 목록을 새로고침한 뒤 다시 열어 주세요.',
  },
  CHAT_NOT_MEMBER: {
    status: 403,
    message: '참여하지 않은 채팅방이에요. 초대를 받거나 대화를 새로 시작해 주세요.',
  },
  CHAT_CLOSED: {
    status: 409,
    message: '종료된 채팅방이라 메시지를 보낼 수 없어요. 새 대화를 시작해 주세요.',
  },
  CHAT_BANNED: {
    status: 403,
    message: '운영 정책 위반으로 채팅이 제한된 상태예요. 제한이 풀린 뒤 다시 이용해 주세요.',
  },
  CHAT_TOO_LONG: { status: 400, message: '메시지는 2,000자까지 보낼 수 있어요. 나눠서 보내 주세요.' },
  CHAT_FLOOD: {
    status: 429,
    message: '메시지를 너무 빨리 보내고 있어요. 잠시 후 다시 보내 주세요.',
  },
  CHAT_SELF: { status: 400, message: '나 자신과는 대화할 수 없어요.' },
  CHAT_HOST_ONLY: { status: 403, message: '방장만 할 수 있어요.' },
  CHAT_ROOM_FULL: { status: 409, message: '채팅방 인원이 가득 찼어요.' },
  CHAT_ALREADY_REPORTED: { status: 409, message: '이미 신고한 메시지예요. 운영팀이 확인하고 있어요.' },
  CHAT_VOICE_BUSY: {
    status: 409,
    message: '상대방이 통화 중이거나 이미 통화 연결을 기다리고 있어요. 잠시 후 다시 걸어 주세요.',
  },
  CHAT_OFFLINE: {
    status: 409,
    message: '상대방이 지금 접속해 있지 않아 통화를 걸 수 없어요. 메시지를 남겨 주세요.',
  },
  // Lounge and magazine (features/lounge, features/magazine, features/moderation).
  ALREADY_VOTED: {
    status: 409,
    message: '이미 같은 항목에 투표했어요. 바꾸려면 다른 항목을 골라 주세요.',
  },
  VOTING_CLOSED: {
    status: 409,
    message: '투표가 끝나서 더는 투표하거나 바꿀 수 없어요. 결과를 확인해 주세요.',
  },
  NOT_A_POLL: { status: 400, message: '투표가 없는 글이에요. 새로고침한 뒤 다시 확인해 주세요.' },
  ALREADY_REACTED: { status: 409, message: '이미 같은 리액션을 남겼어요. 다른 리액션을 골라 보세요.' },
  POST_DELETED: {
    status: 410,
    message: '삭제되었거나 숨겨진 글이에요. 목록을 새로고침한 뒤 다른 글을 확인해 주세요.',
  },
  REPLY_TOO_DEEP: {
    status: 400,
    message: '답글에는 다시 답글을 달 수 없어요. 원래 댓글에 답글을 남겨 주세요.',
  },
  ALREADY_REPORTED: { status: 409, message: '이미 신고한 내용이에요. 운영팀이 확인하고 있어요.' },
  POSTING_SUSPENDED: {
    status: 403,
    message: '운영 정책 위반으로 글쓰기가 제한된 상태예요. 제한이 풀린 뒤 다시 써 주세요.',
  },
  READ_TOKEN_INVALID: {
    status: 400,
    message: '읽기 기록이 만료됐어요. 페이지를 새로고침한 뒤 다시 읽어 주세요.',
  },
  // Card payments in the cafeteria (features/payment).
  PAYMENT_UNAVAILABLE: {
    status: 503,
    message: '지금은 결제를 할 수 없어요. 결제를 준비하고 있으니 잠시 후 다시 시도해 주세요.',
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    message: '결제 주문을 찾을 수 없어요. 카페테리아에서 충전을 처음부터 다시 시작해 주세요.',
  },
  PAYMENT_NOT_PAID: {
    status: 409,
    message: '결제가 아직 끝나지 않았어요. 결제창에서 결제를 마친 뒤 다시 확인해 주세요.',
  },
  PAYMENT_FAILED: {
    status: 409,
    message: '결제가 승인되지 않았어요. 카드 정보를 확인하고 카페테리아에서 다시 결제해 주세요.',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 409,
    message:
      '결제된 금액이 주문 금액과 달라 충전하지 않았어요. 결제는 자동으로 취소돼요. 카페테리아에서 다시 결제해 주세요.',
  },
  PAYMENT_ORDER_MISMATCH: {
    status: 409,
    message: '다른 주문의 결제예요. 포인트는 충전되지 않았어요. 카페테리아에서 새로 결제해 주세요.',
  },
  ORDER_NOT_YOURS: {
    status: 403,
    message: '내 주문이 아니에요. 내 충전 내역에서 주문을 다시 확인해 주세요.',
  },
  TOO_MANY_OPEN_ORDERS: {
    status: 429,
    message: '결제를 마치지 않은 주문이 많아요. 열려 있는 결제창을 마치거나 한 시간 뒤에 다시 시도해 주세요.',
  },
  REFUND_NOT_ALLOWED: {
    status: 409,
    message:
      '환불할 수 없는 주문이에요. 결제 후 7일 안에, 충전된 포인트를 쓰지 않은 주문만 환불할 수 있어요.',
  },
  STANDIN_ONLY: {
    status: 404,
    message: '테스트 결제는 테스트 모드에서만 쓸 수 있어요. 실제 결제창에서 결제해 주세요.',
  },
  WEBHOOK_REJECTED: {
    status: 400,
    message: '웹훅 서명을 확인하지 못했어요. 포트원 콘솔의 웹훅 시크릿을 확인해 주세요.',
  },
  // Events (campaigns, issue 14 item 7).
  EVENT_NOT_STARTED: { status: 409, message: '아직 시작하지 않은 이벤트예요. 시작한 뒤에 참여해 주세요.' },
  EVENT_ENDED: { status: 409, message: '끝난 이벤트예요. 진행 중인 다른 이벤트에 참여해 보세요.' },
  EVENT_ALREADY_ENTERED: { status: 409, message: '이미 참여한 이벤트예요. 내 참여 상태를 확인해 주세요.' },
  EVENT_SOLD_OUT: { status: 409, message: '선착순이 마감됐어요. 다음 이벤트를 기다려 주세요.' },
  PROMO_CODE_CLAIMED: {
    status: 409,
    message: '이미 받은 프로모션 코드예요. 부스 페이지에서 코드를 다시 확인해 주세요.',
  },
  PROMO_CODE_SOLD_OUT: {
    status: 409,
    message: '프로모션 코드가 모두 소진됐어요. 다음 코드를 기다려 주세요.',
  },
  PROMO_CODE_ENDED: {
    status: 410,
    message: '기간이 끝난 프로모션 코드예요. 진행 중인 다른 코드를 찾아보세요.',
  },
  EVENT_WRONG_CODE: { status: 400, message: '코드가 맞지 않아요. 대소문자와 관계없이 다시 입력해 주세요.' },
  // Daily quests and the weekly challenge (features/quests).
  QUEST_NOT_TODAY: {
    status: 400,
    message: '오늘의 퀘스트가 아니에요. 새로고침해서 오늘 퀘스트를 확인해 주세요.',
  },
  QUEST_NOT_DONE: {
    status: 409,
    message: '아직 퀘스트를 다 하지 않았어요. 조건을 채운 뒤 보상을 받아 주세요.',
  },
  QUEST_ALREADY_CLAIMED: { status: 409, message: '이미 오늘 받은 보상이에요. 내일 새 퀘스트로 만나요.' },
  CHALLENGE_NOT_DONE: {
    status: 409,
    message: '이번 주 챌린지를 아직 채우지 못했어요. 퀘스트를 모두 끝낸 날을 더 모아 주세요.',
  },
  CHALLENGE_ALREADY_CLAIMED: {
    status: 409,
    message: '이번 주 챌린지 보상은 이미 받았어요. 다음 주 챌린지에 도전해 보세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export interface FailBody {
  result: 'fail';
  code: ErrorCode;
  message: string;
  /** Per-field Korean messages for form validation, keyed by field name. */
  fields?: Record<string, string>;
}

export function failBody(code: ErrorCode, message?: string, fields?: Record<string, string>): FailBody {
  const body: FailBody = { result: 'fail', code, message: message ?? ERRORS[code].message };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return body;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERRORS;
}
