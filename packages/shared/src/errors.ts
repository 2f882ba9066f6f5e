/**
 * The error catalogue. Every failure the API sends is `{ result: "fail", code, message }`
 * with the HTTP status listed here. E001–E006 are the seed's codes; the rest are ours.
 * Messages are polite Korean (해요체) and say what to do next.
 */
export const ERRORS = {
  E001: { status: 401, message: '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.' },
  E002: { status: 400, message: '메시지 내용을 입력해 주세요.' },
  E003: { status: 409, message: '포인트가 부족해 구매할 수 없어요. 카페테리아에서 포인트를 충전해 주세요.' },
  E004: { status: 500, message: '요청을 처리하는 중에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.' },
  E005: { status: 404, message: '존재하지 않는 상품이에요.' },
  E006: { status: 400, message: '등록된 휴대폰 번호가 없어요. 휴대폰 인증을 먼저 진행해 주세요.' },

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
  RATE_LIMITED: { status: 429, message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' },

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
  UNSUPPORTED_FILE: {
    status: 415,
    message: '올릴 수 없는 파일 형식이에요. 이미지는 jpg, png, gif, bmp, svg, webp만 올릴 수 있어요.',
  },
  UNSUPPORTED_DOCUMENT: {
    status: 415,
    message: '올릴 수 없는 문서 형식이에요. PDF 또는 Word 문서만 올릴 수 있어요.',
  },
  FILE_REQUIRED: { status: 400, message: '올릴 파일을 선택해 주세요.' },
  UNAVAILABLE: { status: 503, message: '서비스를 잠시 사용할 수 없어요. 잠시 후 다시 시도해 주세요.' },
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
