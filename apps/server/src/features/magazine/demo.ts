/** Demo magazine: an editorial series, a member's retrospective from the template, and a log. */
import { magazineApi, RETROSPECTIVE_QUESTIONS } from '@sidequest/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spreadInTime } from '../../db/seed/spread-in-time.js';
import { users } from '../auth/schema.js';
import { DEMO_OPERATOR, seedDemoOperator } from '../moderation/demo.js';
import { createSeries, publishArticle } from './articles.js';
import { magazineArticles } from './schema.js';
import { offlineEvents } from '../../subscribers.js';

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

const SERIES = {
  title: '사이드 프로젝트 끝까지 가기',
  description: '시작은 쉽고 끝은 어려운 사이드 프로젝트, 출시까지 간 팀들의 방법을 모았어요.',
};

const SERIES_ARTICLES = [
  {
    category: '12',
    title: '1화. 첫 모임에서 꼭 정해야 할 세 가지',
    subtitle: '역할, 리듬, 그리고 그만두는 방법',
    tags: ['팀빌딩', '첫모임', '사이드프로젝트'],
    body:
      '<h2>왜 첫 모임이 중요할까요</h2>' +
      p(
        '사이드퀘스트에서 출시까지 간 팀 스무 곳에 물어보니, 열에 일곱은 첫 모임에서 “어떻게 일할지”를 먼저 정했다고 답했어요.',
        '무엇을 만들지는 오히려 나중에 바뀌어도 괜찮았대요. 함께 일하는 방식이 정해져 있으면 방향을 바꾸는 일도 덜 힘들었다고요.',
      ) +
      '<h2>1. 역할은 이름이 아니라 책임으로</h2>' +
      p(
        '“프론트엔드 담당”보다 “매주 금요일까지 화면 하나를 배포하는 사람”처럼 적으면 서로 기대하는 바가 분명해져요.',
      ) +
      '<h2>2. 리듬은 작게, 대신 꾸준히</h2>' +
      p('주 1회 30분 회의와 매일 한 줄 진행 공유만으로도 충분해요. 중요한 건 빠지지 않는 거예요.') +
      '<h2>3. 그만두는 방법도 미리</h2>' +
      p('사정이 생겨 빠지게 되면 어떻게 인계할지 미리 정해 두면, 누군가 떠나도 프로젝트는 남아요.'),
  },
  {
    category: '11',
    title: '2화. 중간에 멈춘 프로젝트를 다시 굴리는 법',
    subtitle: '한 달 쉰 팀이 다시 배포하기까지',
    tags: ['회고', '동기부여', '사이드프로젝트'],
    body:
      '<h2>멈춤은 실패가 아니에요</h2>' +
      p(
        '야근 시즌, 이사, 시험… 사이드 프로젝트는 삶에 밀리기 마련이에요. 다시 시작할 때는 규모를 줄이는 게 먼저예요.',
        '한 팀은 기능 목록의 절반을 지우고 “2주 안에 배포할 수 있는 것”만 남겼어요. 그 2주가 다시 리듬을 만들어 줬어요.',
      ) +
      '<h2>작은 배포로 리듬 되찾기</h2>' +
      p(
        '첫 배포는 버튼 문구 하나를 바꾸는 정도여도 괜찮아요. 함께 무언가를 내보냈다는 감각이 다음 주를 만들어요.',
      ),
  },
  {
    category: '14',
    title: '3화. 출시 주간 체크리스트',
    subtitle: '스토어 심사부터 첫 사용자 인터뷰까지',
    tags: ['출시', '체크리스트', '앱스토어'],
    body:
      '<h2>출시 일주일 전</h2>' +
      p(
        '스토어 심사는 생각보다 오래 걸려요. 개인정보 처리방침 링크와 로그인 없이 둘러볼 수 있는 데모 계정을 꼭 준비하세요.',
      ) +
      '<h2>출시 당일</h2>' +
      p('라운지에 출시 소식을 올리고, 첫 사용자 다섯 명에게 직접 연락해 15분 인터뷰를 부탁해 보세요.') +
      '<h2>출시 다음 주</h2>' +
      p('가장 많이 나온 불편 한 가지만 고쳐서 다시 배포하세요. 사용자는 고쳐지는 제품을 기억해요.'),
  },
];

const RETRO_ANSWERS = [
  '매일 한 줄씩 기록을 남기면 한 달 뒤 나를 돌아볼 수 있게 해 주는 습관 앱이에요. 알림과 위젯으로 기록을 잊지 않게 했어요.',
  '주말마다 2시간씩 꼭 모인 게 가장 잘한 일이었어요. 매주 작은 배포를 하다 보니 다섯 달 동안 한 번도 멈추지 않았어요.',
  '처음 두 달을 로그인과 설정 화면에 썼어요. 핵심 기능인 기록 화면을 먼저 만들었다면 사용자 반응을 훨씬 빨리 봤을 거예요.',
  '다음에는 첫 달 안에 열 명에게 써 보게 하고, 그 반응을 보고 나머지 기능의 순서를 정하려고 해요.',
];

function retrospectiveBody(): string {
  return RETROSPECTIVE_QUESTIONS.map((q, i) => `<h2>${q.heading}</h2><p>${RETRO_ANSWERS[i]}</p>`).join('');
}

export async function seedDemoMagazine(db: Db): Promise<void> {
  const editorNo = await seedDemoOperator(db);
  const already = await db
    .select({ n: magazineArticles.articleNo })
    .from(magazineArticles)
    .where(eq(magazineArticles.userNo, editorNo))
    .limit(1);
  if (already.length > 0) return;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, [DEMO_OPERATOR.email, 'jiwoo.kim@sidequest.kr', 'yuna.jung@sidequest.kr']));
  const byEmail = new Map(people.map((u) => [u.email, u]));
  const editor = byEmail.get(DEMO_OPERATOR.email)!;
  const events = offlineEvents(db);
  const seriesNo = await createSeries(db, editor, SERIES);
  const published: number[] = [];
  for (const a of SERIES_ARTICLES) {
    const saved = await publishArticle(
      db,
      events,
      editor,
      magazineApi.ZArticleInput.parse({ ...a, series_no: seriesNo }),
    );
    published.push(saved.articleNo);
  }
  const jiwoo = byEmail.get('jiwoo.kim@sidequest.kr');
  if (jiwoo) {
    const saved = await publishArticle(
      db,
      events,
      jiwoo,
      magazineApi.ZArticleInput.parse({
        category: '22',
        title: '주말 2시간으로 습관 앱을 출시하기까지',
        subtitle: '네 명이 다섯 달 동안 배운 것',
        tags: ['개발회고', '앱출시', 'ReactNative'],
        body: retrospectiveBody(),
        retro_product: '하루한줄',
        retro_start: '2026-04-05',
        retro_end: '2026-09-06',
      }),
    );
    published.push(saved.articleNo);
  }
  const yuna = byEmail.get('yuna.jung@sidequest.kr');
  if (yuna) {
    const saved = await publishArticle(
      db,
      events,
      yuna,
      magazineApi.ZArticleInput.parse({
        category: '21',
        title: '이번 주 로그: 결제 연동 테스트를 끝냈어요',
        tags: ['로그', '결제'],
        body: p(
          '테스트 결제가 드디어 통과했어요. 웹훅이 두 번 오는 경우가 있어서 주문 번호로 중복을 막았어요.',
          '다음 주에는 환불 흐름을 붙이고, 영수증 메일 문구를 다듬을 예정이에요.',
        ),
      }),
    );
    published.push(saved.articleNo);
  }
  // A series published over two weeks, then the members' pieces.
  await spreadInTime(db, 'magazine_articles', published, { stepHours: 60, newestHoursAgo: 5 });
}
