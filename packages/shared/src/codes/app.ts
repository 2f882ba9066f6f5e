/** Sign-in providers, e-mail suggestions, upload accept sets and chat list previews. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/** Login providers (product-spec 3). The codes are single digits in the seed. */
export const loginProviders = defineCatalogue([
  { code: '0', label: '카카오', englishLabel: 'Kakao' },
  { code: '4', label: '본인인증', englishLabel: 'Identity verification' },
  { code: '6', label: '네이버', englishLabel: 'Naver' },
]);
export type LoginProviderCode = CodeOf<typeof loginProviders>;

/** The five domains most Koreans use, offered after the '@' of an e-mail field. */
export const EMAIL_DOMAIN_SUGGESTIONS = [
  'naver.com',
  'gmail.com',
  'daum.net',
  'kakao.com',
  'hanmail.net',
] as const;

/**
 * Completions for a half-typed e-mail address: 'maker@na' → ['maker@naver.com']. Nothing is
 * suggested before the '@' or once the domain is complete, so the list never hides the field.
 */
export function suggestEmailAddresses(input: string): string[] {
  const at = input.indexOf('@');
  if (at <= 0) return [];
  const local = input.slice(0, at);
  const typed = input.slice(at + 1).toLowerCase();
  return EMAIL_DOMAIN_SUGGESTIONS.filter((domain) => domain.startsWith(typed) && domain !== typed).map(
    (domain) => `${local}@${domain}`,
  );
}

/**
 * Upload accept sets (product-spec 3). The codes match the keys of UPLOAD_ACCEPT in
 * validation/files.ts, which holds the `accept` strings; this list only names them in Korean.
 */
export const uploadAcceptSets = defineCatalogue([
  { code: 'all', label: '모든 파일' },
  { code: 'doc', label: '문서 (PDF, Word)' },
  { code: 'image', label: '이미지' },
  { code: 'zip', label: '압축 파일 (ZIP)' },
  { code: 'zipPresentationPdf', label: 'ZIP·PPT·PDF' },
]);
export type UploadAcceptSetCode = CodeOf<typeof uploadAcceptSets>;

/**
 * What the chat list shows as the last message when it is not plain text (product-spec 3).
 * The code is the chat message `type`; `preview` is the line printed in the room list.
 */
export const chatPreviewLabels = defineCatalogue([
  { code: 'text', label: '새 메시지', preview: '새 메시지가 도착했어요' },
  { code: 'image', label: '사진', preview: '사진을 보냈어요' },
  { code: 'profile', label: '프로필', preview: '프로필을 공유했어요' },
  { code: 'todo', label: '할 일', preview: '할 일을 공유했어요' },
  { code: 'milestone', label: '마일스톤', preview: '마일스톤을 공유했어요' },
  { code: 'webhook', label: '웹훅', preview: '연동 서비스 알림이 도착했어요' },
  { code: 'voice', label: '음성 통화', preview: '음성 통화' },
  { code: 'file', label: '파일', preview: '파일을 보냈어요' },
]);
export type ChatPreviewCode = CodeOf<typeof chatPreviewLabels>;
