/**
 * Markup a writer might slip into a post, and the check that none of it survived sanitizing: shared
 * by the sanitizer's unit test and the lounge and magazine API tests.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">눌러 보세요</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed/abcdefghijk"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">문단</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="JaVaScRiPt:alert(1)">대소문자</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
];

/** What must never survive sanitizing. */
export function assertNoScript(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('script');
  if (/\son\w+\s*=/i.test(html)) found.push('event handler');
  if (/javascript:/i.test(html)) found.push('javascript:');
  if (/<svg|<math|<style/i.test(html)) found.push('svg/math/style');
  if (/data:/i.test(html)) found.push('data:');
  if (/<iframe(?![^>]*src="https:\/\/www\.youtube\.com\/embed\/)/i.test(html)) found.push('iframe');
  return found;
}
