/** Demo lounge: believable posts in several tags, a poll with votes, replies, reactions and likes. */
import { loungeApi } from '@sidequest/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spreadInTime } from '../../db/seed/spread-in-time.js';
import { users } from '../auth/schema.js';
import { changeVoting, pollViews } from './polls.js';
import { publish } from './posts.js';
import { react, setLike } from './reactions.js';
import { addReply } from './replies.js';
import { loungePosts } from './schema.js';
import { offlineEvents } from '../../subscribers.js';

interface DemoPost {
  author: string;
  tag: string;
  body: string;
  poll?: { options: string[]; multiple?: boolean; days?: number };
  votes?: [string, number[]][];
  replies?: { by: string; body: string; answers?: { by: string; body: string }[] }[];
  reactions?: [string, string][];
  likes?: string[];
}

const DEMO_POSTS: DemoPost[] = [
  {
    author: 'seoyeon.park@sidequest.kr',
    tag: '02',
    body: '<p>안녕하세요, 프로덕트 디자이너 박서연이에요 👋 회사에서는 B2B SaaS를 디자인하고, 주말에는 동네 책방을 위한 예약 앱을 만들고 있어요. 디자인 시스템이나 접근성 이야기 좋아하시는 분들과 자주 이야기 나누고 싶어요!</p>',
    reactions: [
      ['jiwoo.kim@sidequest.kr', '01'],
      ['minjun.lee@sidequest.kr', '01'],
      ['yuna.jung@sidequest.kr', '03'],
    ],
    replies: [
      {
        by: 'jiwoo.kim@sidequest.kr',
        body: '반가워요! 책방 예약 앱 너무 궁금해요. 혹시 프론트엔드 손이 필요하면 불러 주세요 🙌',
        answers: [
          {
            by: 'seoyeon.park@sidequest.kr',
            body: '헉 감사해요! 다음 주에 프로토타입 나오면 꼭 보여 드릴게요.',
          },
        ],
      },
    ],
    likes: ['jiwoo.kim@sidequest.kr', 'hyunwoo.choi@sidequest.kr'],
  },
  {
    author: 'minjun.lee@sidequest.kr',
    tag: '08',
    body: '<p>새 사이드 프로젝트 백엔드를 고르는 중이에요. 팀원 둘 다 타입스크립트에 익숙하고, 3개월 안에 베타를 내는 게 목표예요. 여러분이라면 무엇으로 시작하시겠어요?</p>',
    poll: { options: ['NestJS', 'Fastify + 직접 구성', 'Supabase 같은 BaaS', 'Spring Boot'], days: 5 },
    votes: [
      ['demo@sidequest.kr', [1]],
      ['jiwoo.kim@sidequest.kr', [2]],
      ['seoyeon.park@sidequest.kr', [2]],
      ['yuna.jung@sidequest.kr', [0]],
    ],
    replies: [
      {
        by: 'yuna.jung@sidequest.kr',
        body: '3개월이면 BaaS로 빨리 검증하고, 사용자가 붙으면 그때 옮기는 것도 방법이에요. 저희 팀은 그렇게 해서 한 달을 아꼈어요.',
      },
    ],
  },
  {
    author: 'jiwoo.kim@sidequest.kr',
    tag: '05',
    body: '<p>드디어 첫 사이드 프로젝트를 앱스토어에 올렸어요! 🎉 4명이서 주말마다 모여 5개월 걸렸는데, 심사 한 번 반려되고 두 번 만에 통과했어요. @[박서연]님이 막판에 온보딩 화면을 다시 잡아 주셔서 정말 큰 도움이 됐어요. 회고는 매거진에 정리해서 올릴게요.</p>',
    reactions: [
      ['seoyeon.park@sidequest.kr', '03'],
      ['minjun.lee@sidequest.kr', '03'],
      ['hyunwoo.choi@sidequest.kr', '05'],
      ['demo@sidequest.kr', '02'],
    ],
    likes: ['seoyeon.park@sidequest.kr', 'minjun.lee@sidequest.kr', 'demo@sidequest.kr'],
    replies: [
      {
        by: 'hyunwoo.choi@sidequest.kr',
        body: '축하드려요! 반려 사유가 뭐였는지 궁금해요. 저도 곧 심사 넣을 예정이라서요.',
      },
      { by: 'demo@sidequest.kr', body: '5개월 동안 주말마다라니 대단해요. 회고 기다릴게요!' },
    ],
  },
  {
    author: 'hyunwoo.choi@sidequest.kr',
    tag: '06',
    body: '<p>마케터인데 사이드 프로젝트에서 그로스를 맡아 보고 싶어요. 그런데 개발자분들과 일해 본 경험이 적어서, 처음에 어떤 자료를 준비해 가면 좋을지 모르겠어요. 지표 설계부터 제안하는 게 좋을까요, 아니면 사용자 인터뷰부터 할까요?</p>',
    replies: [
      {
        by: 'minjun.lee@sidequest.kr',
        body: '개발자 입장에서는 “무엇을 측정하고 싶은지”를 먼저 알려 주시면 이벤트 로깅을 처음부터 넣을 수 있어서 정말 좋아요.',
      },
    ],
  },
  {
    author: 'yuna.jung@sidequest.kr',
    tag: '04',
    body: '<p>사이드 프로젝트가 흐지부지되는 가장 큰 이유는 실력이 아니라 “다음에 뭘 할지 모르는 상태”라고 생각해요. 저희 팀은 매주 일요일 밤 20분 동안 다음 주에 할 일을 딱 세 개만 정해요. 이것만으로 6개월째 이어 가고 있어요.</p>',
    reactions: [
      ['demo@sidequest.kr', '04'],
      ['jiwoo.kim@sidequest.kr', '04'],
      ['seoyeon.park@sidequest.kr', '02'],
    ],
    likes: ['demo@sidequest.kr', 'hyunwoo.choi@sidequest.kr'],
  },
  {
    author: 'demo@sidequest.kr',
    tag: '09',
    body: '<p>리액트 네이티브로 만든 앱에서 푸시 알림 권한을 언제 물어보는 게 좋을까요? 첫 실행 때 바로 물어보니 거절이 너무 많아서 고민이에요.</p>',
    replies: [
      {
        by: 'seoyeon.park@sidequest.kr',
        body: '알림이 왜 필요한지 보여 주는 화면을 먼저 두고, 사용자가 관련 기능을 처음 쓸 때 물어보면 수락률이 꽤 올라가요.',
      },
    ],
  },
];

export async function seedDemoLounge(db: Db): Promise<void> {
  const emails = [
    ...new Set(
      DEMO_POSTS.flatMap((p) => [
        p.author,
        ...(p.votes ?? []).map((v) => v[0]),
        ...(p.replies ?? []).flatMap((r) => [r.by, ...(r.answers ?? []).map((a) => a.by)]),
        ...(p.reactions ?? []).map((r) => r[0]),
        ...(p.likes ?? []),
      ]),
    ),
  ];
  const people = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(people.map((u) => [u.email, u]));
  const first = byEmail.get(DEMO_POSTS[0]!.author);
  if (!first) return;
  const already = await db
    .select({ n: loungePosts.postNo })
    .from(loungePosts)
    .where(eq(loungePosts.userNo, first.userNo))
    .limit(1);
  if (already.length > 0) return;
  const events = offlineEvents(db);
  const published: number[] = [];
  for (const demo of DEMO_POSTS) {
    const author = byEmail.get(demo.author);
    if (!author) continue;
    const input = loungeApi.ZLoungePostInput.parse({
      post_type: demo.poll ? '03' : '01',
      tag: demo.tag,
      body: demo.body,
      poll: demo.poll
        ? {
            options: demo.poll.options,
            multiple: demo.poll.multiple ?? false,
            ends_at: new Date(Date.now() + (demo.poll.days ?? 3) * 86_400_000).toISOString(),
          }
        : null,
    });
    const { postNo } = await publish(db, events, author, input);
    published.push(postNo);
    if (demo.poll && demo.votes) {
      const poll = (await pollViews(db, [postNo], null)).get(postNo)!;
      for (const [email, picks] of demo.votes) {
        const voter = byEmail.get(email);
        if (voter)
          await changeVoting(
            db,
            voter,
            postNo,
            picks.map((i) => poll.OPTIONS[i]!.OPTION_NO),
          );
      }
    }
    for (const r of demo.replies ?? []) {
      const by = byEmail.get(r.by);
      if (!by) continue;
      const thread = { kind: 'post', no: postNo } as const;
      const reply = await addReply(db, events, by, { thread, body: r.body });
      for (const a of r.answers ?? []) {
        const ab = byEmail.get(a.by);
        if (ab) await addReply(db, events, ab, { thread, parent_no: reply.REPLY_NO, body: a.body });
      }
    }
    for (const [email, emote] of demo.reactions ?? []) {
      const who = byEmail.get(email);
      if (who) await react(db, events, who, postNo, emote);
    }
    for (const email of demo.likes ?? []) {
      const who = byEmail.get(email);
      if (who) await setLike(db, who, { target_type: 'post', target_no: postNo, like: true });
    }
  }
  await spreadInTime(db, 'lounge_posts', published, { stepHours: 7, newestHoursAgo: 2 });
}
