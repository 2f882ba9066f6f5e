import { describe, expect, it } from 'vitest';
import { linkMentions, type Mentioned } from './body.js';

const known = new Map<string, Mentioned>([['메이커김', { userNo: 7, nickname: '메이커김' }]]);

describe('linkMentions', () => {
  it('links known members in text only, never inside tags or existing links', () => {
    const html =
      '<p>@[메이커김]님 안녕하세요 @[모르는사람]</p><a href="https://x.kr/@[메이커김]">@[메이커김]</a><img alt="@[메이커김]" src="/uploads/a.png" />';
    const out = linkMentions(html, known);
    expect(out).toBe(
      '<p><a href="/people/%EB%A9%94%EC%9D%B4%EC%BB%A4%EA%B9%80" class="mention" data-user-no="7">@메이커김</a>님 안녕하세요 @[모르는사람]</p>' +
        '<a href="https://x.kr/@[메이커김]">@[메이커김]</a><img alt="@[메이커김]" src="/uploads/a.png" />',
    );
  });

  it('matches nicknames without regard to Latin case', () => {
    const latin = new Map<string, Mentioned>([['maker', { userNo: 3, nickname: 'Maker' }]]);
    expect(linkMentions('<p>@[MAKER]</p>', latin)).toContain('>@Maker</a>');
  });
});
