/** Test data: a lounge post and a poll in the server's shape. */
import type { LoungePost, Poll } from '@sidequest/shared';

export function makePoll(over: Partial<Poll> = {}): Poll {
  return {
    POST_NO: 11,
    MULTIPLE: false,
    ENDS_AT: null,
    CLOSED: false,
    VOTER_COUNT: null,
    HAS_VOTES: false,
    VOTED: false,
    RESULTS_VISIBLE: false,
    OPTIONS: [
      { OPTION_NO: 1, LABEL: 'NestJS', VOTE_COUNT: null, MY_VOTE: false },
      { OPTION_NO: 2, LABEL: 'Fastify', VOTE_COUNT: null, MY_VOTE: false },
      { OPTION_NO: 3, LABEL: 'Spring Boot', VOTE_COUNT: null, MY_VOTE: false },
    ],
    ...over,
  };
}

export function makePost(over: Partial<LoungePost> = {}): LoungePost {
  return {
    POST_NO: 11,
    POST_TYPE: '01',
    POST_TAG: '02',
    AUTHOR: { USER_NO: 3, USER_NICKNAME: '박서연', USER_IMG_URL: null, USER_LEVEL: 2, IS_FOLLOWING: false },
    CREATE_TIME: new Date(Date.now() - 5 * 60_000).toISOString(),
    UPDATED: false,
    FEED_TEXT: '안녕하세요, 프로덕트 디자이너 박서연이에요…',
    IS_CUT: true,
    BODY_HTML:
      '<p>안녕하세요, 프로덕트 디자이너 박서연이에요. 주말에는 <a href="/people/%EA%B9%80%EC%A7%80%EC%9A%B0" class="mention">@김지우</a>님과 책방 앱을 만들어요.</p>',
    FEED_ATTACHMENT_URL1: null,
    FEED_ATTACHMENT_NAME1: null,
    FEED_ATTACHMENT_URL2: null,
    FEED_ATTACHMENT_NAME2: null,
    FEED_ATTACHMENT_URL3: null,
    FEED_ATTACHMENT_NAME3: null,
    FEED_ATTACHMENT_URL4: null,
    FEED_ATTACHMENT_NAME4: null,
    FEED_ATTACHMENT_URL5: null,
    FEED_ATTACHMENT_NAME5: null,
    LIKE_COUNT: 2,
    REPLY_COUNT: 1,
    IS_LIKED: false,
    IS_MINE: false,
    REACTIONS: [{ EMOTE: '01', COUNT: 2, MINE: false }],
    POLL: null,
    ...over,
  };
}
