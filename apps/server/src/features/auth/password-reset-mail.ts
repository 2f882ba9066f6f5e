import { escapeHtml } from '@sidequest/shared';
import type { MailMessage } from '../identity/mailer.js';

const FONT =
  "font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;line-height:1.6;color:#1f2329";

const greeting = (nickname: string | null) => (nickname ? `안녕하세요, ${nickname}님.` : '안녕하세요.');

/** The mail with the one-time link; the 30-minute limit and what the reset does are said up front. */
export function resetLinkMail(
  nickname: string | null,
  link: string,
  minutes: number,
): Omit<MailMessage, 'to'> {
  const subject = '[사이드퀘스트] 비밀번호 재설정 링크를 보내 드려요';
  const text = [
    greeting(nickname),
    '',
    '사이드퀘스트 비밀번호를 다시 정하려면 아래 링크를 열어 주세요.',
    `링크는 ${minutes}분 동안, 한 번만 쓸 수 있어요.`,
    '',
    link,
    '',
    '새 비밀번호를 정하면 다른 모든 기기에서 로그아웃돼요.',
    '직접 요청하지 않았다면 이 메일은 무시해 주세요. 비밀번호는 그대로예요.',
  ].join('\n');
  const html = `<div style="${FONT}">
<p>${escapeHtml(greeting(nickname))}</p>
<p>사이드퀘스트 비밀번호를 다시 정하려면 아래 버튼을 눌러 주세요.<br>링크는 <strong>${minutes}분 동안, 한 번만</strong> 쓸 수 있어요.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none;font-weight:700">비밀번호 다시 정하기</a></p>
<p style="color:#6b7280;font-size:13px">버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣어 주세요.<br>${escapeHtml(link)}</p>
<p style="color:#6b7280;font-size:13px">새 비밀번호를 정하면 다른 모든 기기에서 로그아웃돼요.<br>직접 요청하지 않았다면 이 메일은 무시해 주세요. 비밀번호는 그대로예요.</p>
</div>`;
  return { subject, text, html };
}

const PROVIDER_LABELS: Record<string, string> = { '0': '카카오', '6': '네이버' };

/**
 * Members who signed up with Kakao or Naver have no password to reset: the mail says which
 * button to use instead. "계정으로" follows the provider name, so no particle depends on it.
 */
export function socialOnlyMail(
  nickname: string | null,
  providers: string[],
  loginUrl: string,
): Omit<MailMessage, 'to'> {
  const names = providers.map((p) => PROVIDER_LABELS[p]).filter((n): n is string => Boolean(n));
  const via = names.length > 0 ? `${names.join(' 또는 ')} 계정으로` : '소셜 계정으로';
  const button = names.length > 0 ? `‘${names[0]}로 시작하기’` : '소셜 로그인';
  const subject = '[사이드퀘스트] 비밀번호 재설정 요청을 받았어요';
  const lines = [
    greeting(nickname),
    '',
    `이 이메일의 사이드퀘스트 계정은 ${via} 가입해서 따로 정한 비밀번호가 없어요.`,
    `로그인 화면에서 ${button} 버튼을 눌러 로그인해 주세요.`,
    '',
    loginUrl,
    '',
    '직접 요청하지 않았다면 이 메일은 무시해 주세요.',
  ];
  const html = `<div style="${FONT}">
<p>${escapeHtml(greeting(nickname))}</p>
<p>이 이메일의 사이드퀘스트 계정은 ${escapeHtml(via)} 가입해서 따로 정한 비밀번호가 없어요.<br>로그인 화면에서 ${escapeHtml(button)} 버튼을 눌러 로그인해 주세요.</p>
<p><a href="${escapeHtml(loginUrl)}" style="color:#4f46e5">사이드퀘스트 로그인 화면 열기</a></p>
<p style="color:#6b7280;font-size:13px">직접 요청하지 않았다면 이 메일은 무시해 주세요.</p>
</div>`;
  return { subject, text: lines.join('\n'), html };
}
