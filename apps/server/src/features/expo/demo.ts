/**
 * The demo's expo booths, made through the feature's own rules: a dozen Korean products, five of
 * them carried over from the demo projects (their teams invited and accepting), each submitted,
 * approved by the demo operator and dated back over the last weeks so "new" and "weekly" differ,
 * with a few team updates. `seedDemoBooths` is idempotent: it does nothing once booths exist.
 */
import type { BoothInput } from '@sidequest/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offlineEvents } from '../../subscribers.js';
import { DEMO_USERS } from '../auth/demo.js';
import { users } from '../auth/schema.js';
import { projects } from '../project/schema.js';
import { screenBooth } from './screening.js';
import { answerInvitation, inviteMember } from './team.js';
import { initBooth, submitBooth } from './registration.js';
import { boothInvitations, booths } from './schema.js';
import { postUpdate } from './updates.js';

const DAY = 86_400_000;

interface DemoBooth {
  /** A demo project's title to start from (its leader owns the booth), or a demo member's index. */
  from: { project: string } | { owner: number };
  input: Omit<BoothInput, 'logo_url' | 'screenshots' | 'video_url' | 'play_store_url' | 'app_store_url'> &
    Partial<Pick<BoothInput, 'video_url' | 'play_store_url' | 'app_store_url'>>;
  daysAgo: number;
  updates: string[];
}

const p = (text: string) => `<p>${text}</p>`;

const BOOTHS: DemoBooth[] = [
  {
    from: { project: '1인 가구를 위한 가계부 앱 함께 만들어요' },
    input: {
      name: '혼살림 가계부',
      pitch: '1인 가구의 고정비와 장보기를 한 화면에서 챙겨요',
      introduction: p(
        '월세, 관리비, 구독료처럼 매달 나가는 돈을 먼저 빼고 남은 생활비를 하루 단위로 보여 줘요. 장보기 목록과 영수증 사진을 묶어 두면 한 달 식비가 자동으로 정리돼요.',
      ),
      domain: '13',
      platform: '02',
      launch_status: '01',
      web_url: 'https://honsalim.example.kr',
      play_store_url: 'https://play.google.com/store/apps/details?id=kr.example.honsalim',
      industry_tags: ['03'],
    },
    daysAgo: 20,
    updates: [
      'v1.1: 구독료 알림이 결제 3일 전에 와요.',
      '안드로이드 위젯을 추가했어요. 홈 화면에서 오늘 쓸 수 있는 돈을 바로 봐요.',
    ],
  },
  {
    from: { project: '반려동물 산책 기록 웹앱' },
    input: {
      name: '산책일지',
      pitch: '우리 강아지 산책 거리와 동네 산책 친구를 기록해요',
      introduction: p(
        '산책을 시작하고 끝내기만 하면 거리와 시간, 지나간 길이 남아요. 같은 동네 보호자와 산책 약속을 잡고, 배변 기록은 병원 진료 때 그대로 보여 줄 수 있어요.',
      ),
      domain: '10',
      platform: '01',
      launch_status: '02',
      web_url: 'https://walklog.example.kr',
      industry_tags: ['01'],
    },
    daysAgo: 12,
    updates: ['11월 한 달 산책 100km 챌린지를 열었어요. 완주하면 배지를 드려요!'],
  },
  {
    from: { project: '사이드퀘스트 팀을 위한 회고 도구' },
    input: {
      name: '돌아보기',
      pitch: '사이드 프로젝트 팀을 위한 10분 회고 도구',
      introduction: p(
        'KPT, 4L, 별점 회고 템플릿 중 하나를 고르면 팀원에게 링크가 가요. 익명으로 의견을 모으고 투표로 다음 행동 하나를 정해요. 회고 기록은 마일스톤별로 쌓여요.',
      ),
      domain: '12',
      platform: '01',
      launch_status: '06',
      web_url: 'https://dolabogi.example.kr',
      industry_tags: ['01'],
    },
    daysAgo: 5,
    updates: ['익명 투표 결과를 슬랙으로 보내는 기능이 생겼어요.', "회고 템플릿 '별점 회고'를 추가했어요."],
  },
  {
    from: { project: '러닝 크루 매칭 앱 MVP 개발' },
    input: {
      name: '같이달려',
      pitch: '퇴근 후 같은 코스를 달릴 러닝 크루를 찾아요',
      introduction: p(
        '집과 회사 근처에서 비슷한 페이스로 달리는 크루를 추천해요. 처음 오는 사람도 부담 없도록 코스와 페이스, 뒤풀이 여부를 미리 알려 줘요.',
      ),
      domain: '10',
      platform: '03',
      launch_status: '01',
      web_url: 'https://runtogether.example.kr',
      app_store_url: 'https://apps.apple.com/kr/app/runtogether/id1234567890',
      industry_tags: ['01'],
    },
    daysAgo: 9,
    updates: ['한강 야간 러닝 코스 12곳을 추가했어요.'],
  },
  {
    from: { project: 'AI 면접 연습 서비스 사이드 프로젝트' },
    input: {
      name: '면접메이트',
      pitch: '지원 직무에 맞춘 AI 모의 면접과 답변 피드백',
      introduction: p(
        '채용 공고를 붙여 넣으면 직무에 맞는 질문을 뽑고, 말로 답하면 구조와 근거, 말 속도를 짚어 줘요. 같은 질문을 다시 연습해 지난 답변과 비교할 수 있어요.',
      ),
      domain: '21',
      platform: '01',
      launch_status: '03',
      web_url: 'https://interviewmate.example.kr',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      industry_tags: ['07', '01'],
    },
    daysAgo: 2,
    updates: [],
  },
  {
    from: { owner: 1 },
    input: {
      name: '오늘의 반찬',
      pitch: '동네 반찬가게 메뉴를 보고 퇴근길에 찾아가요',
      introduction: p(
        '동네 반찬가게의 오늘 메뉴와 남은 수량을 보고 미리 주문해 두면, 퇴근길에 들러 바로 받아 가요. 가게는 남는 반찬을 줄이고 손님은 기다리지 않아요.',
      ),
      domain: '01',
      platform: '01',
      launch_status: '01',
      web_url: 'https://todaybanchan.example.kr',
      industry_tags: ['05'],
    },
    daysAgo: 30,
    updates: ['마감 1시간 전 할인 알림을 켤 수 있어요.'],
  },
  {
    from: { owner: 2 },
    input: {
      name: '스터디카페 빈자리',
      pitch: '지금 자리 있는 스터디카페를 지도에서 바로 찾아요',
      introduction: p(
        '근처 스터디카페의 빈 좌석 수와 조용한 시간대를 지도에 보여 줘요. 시험 기간에도 헛걸음하지 않도록 자리 예약과 연장 알림을 함께 제공해요.',
      ),
      domain: '01',
      platform: '02',
      launch_status: '01',
      web_url: 'https://studyseat.example.kr',
      play_store_url: 'https://play.google.com/store/apps/details?id=kr.example.studyseat',
      industry_tags: ['07'],
    },
    daysAgo: 16,
    updates: [],
  },
  {
    from: { owner: 3 },
    input: {
      name: '중고책 교환소',
      pitch: '다 읽은 책을 동네 이웃과 한 권씩 바꿔 읽어요',
      introduction: p(
        '책장 사진을 찍으면 책 제목을 인식해 교환 목록을 만들어요. 읽고 싶은 책을 가진 이웃과 한 권씩 바꾸고, 교환 장소는 동네 도서관이나 카페로 정해요.',
      ),
      domain: '02',
      platform: '01',
      launch_status: '01',
      web_url: 'https://bookswap.example.kr',
      industry_tags: ['05', '06'],
    },
    daysAgo: 24,
    updates: ['교환 후기를 남기면 다음 교환 때 먼저 추천돼요.'],
  },
  {
    from: { owner: 4 },
    input: {
      name: '팀플 타이머',
      pitch: '대학생 팀 과제의 역할과 마감을 한눈에 나눠요',
      introduction: p(
        '과제 안내문을 올리면 할 일을 쪼개 팀원에게 나눠 주고, 마감이 가까우면 각자에게 알려 줘요. 누가 무엇을 했는지 기여도 기록이 남아 무임승차 걱정을 줄여요.',
      ),
      domain: '17',
      platform: '01',
      launch_status: '02',
      web_url: 'https://teamtimer.example.kr',
      industry_tags: ['07'],
    },
    daysAgo: 7,
    updates: ['기말 시즌 맞이 프리미엄 기능을 한 달 무료로 열었어요.'],
  },
  {
    from: { owner: 5 },
    input: {
      name: '로컬 마켓 지도',
      pitch: '주말 플리마켓과 직거래 장터 일정을 모아 봐요',
      introduction: p(
        '전국 플리마켓과 농부 직거래 장터의 일정, 위치, 참가 셀러를 한곳에 모았어요. 관심 장터를 저장하면 열리기 전날 알려 드려요. 셀러 신청도 여기서 바로 해요.',
      ),
      domain: '07',
      platform: '01',
      launch_status: '01',
      web_url: 'https://localmarket.example.kr',
      industry_tags: ['05'],
    },
    daysAgo: 40,
    updates: [],
  },
  {
    from: { owner: 0 },
    input: {
      name: '메이커 포트폴리오',
      pitch: '사이드 프로젝트를 한 페이지 포트폴리오로 만들어요',
      introduction: p(
        '깃허브 저장소와 배포 주소를 연결하면 기술 스택, 맡은 역할, 주요 화면을 정리한 한 페이지를 만들어 줘요. 채용 담당자에게 링크 하나로 보여 줄 수 있어요.',
      ),
      domain: '12',
      platform: '01',
      launch_status: '01',
      web_url: 'https://makerfolio.example.kr',
      industry_tags: ['01'],
    },
    daysAgo: 3,
    updates: ['노션 페이지에서도 가져올 수 있어요.'],
  },
  {
    from: { owner: 2 },
    input: {
      name: '제로웨이스트 체크',
      pitch: '다회용기 되는 가게를 찾고 줄인 쓰레기를 기록해요',
      introduction: p(
        '텀블러 할인과 다회용기 포장이 되는 가게를 지도에서 찾아요. 한 번 쓸 때마다 줄인 일회용품을 기록하면 한 달 동안 아낀 양을 그래프로 보여 줘요.',
      ),
      domain: '99',
      platform: '02',
      launch_status: '01',
      web_url: 'https://zerowaste.example.kr',
      industry_tags: ['15'],
    },
    daysAgo: 14,
    updates: [],
  },
];

export async function seedDemoBooths(db: Db): Promise<void> {
  const [any] = await db.select({ n: booths.boothNo }).from(booths).limit(1);
  if (any) return; // seeded before
  const events = offlineEvents(db);
  const people = await db
    .select({ userNo: users.userNo, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const byEmail = new Map(people.map((m) => [m.email, m.userNo]));
  const members = DEMO_USERS.map((u) => byEmail.get(u.email)).filter((n): n is number => n !== undefined);
  if (members.length === 0) return;
  const titles = BOOTHS.flatMap((b) => ('project' in b.from ? [b.from.project] : []));
  const found = await db
    .select({ projectNo: projects.projectNo, title: projects.title, leaderNo: projects.leaderNo })
    .from(projects)
    .where(inArray(projects.title, titles));

  for (const [index, demo] of BOOTHS.entries()) {
    const project =
      'project' in demo.from
        ? found.find((f) => f.title === (demo.from as { project: string }).project)
        : null;
    const ownerNo =
      project?.leaderNo ?? members[('owner' in demo.from ? demo.from.owner : 0) % members.length]!;
    const { booth_no } = await initBooth(db, ownerNo, project?.projectNo);
    await submitBooth(db, events, ownerNo, {
      booth_no,
      logo_url: null,
      screenshots: [],
      video_url: null,
      play_store_url: null,
      app_store_url: null,
      ...demo.input,
    });
    await screenBooth(db, events, { booth_no, approve: true, reason: '' });
    // The project's teammates accept the invitations the carry-over sent them.
    const invited = await db
      .select({ userNo: boothInvitations.userNo })
      .from(boothInvitations)
      .where(eq(boothInvitations.boothNo, booth_no));
    for (const inv of invited) await answerInvitation(db, events, inv.userNo, { booth_no, accept: true });
    // A booth made from scratch gets one demo teammate, invited by nickname as the owner would.
    const mate = members[(index + 1) % members.length]!;
    if (invited.length === 0 && mate !== ownerNo) {
      const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.userNo, mate));
      await inviteMember(db, events, ownerNo, { booth_no, nickname: row!.nickname! });
      await answerInvitation(db, events, mate, { booth_no, accept: true });
    }
    for (const body of demo.updates) await postUpdate(db, ownerNo, { booth_no, body });
    const when = new Date(Date.now() - demo.daysAgo * DAY);
    await db
      .update(booths)
      .set({ createdAt: new Date(when.getTime() - DAY), submittedAt: when, approvedAt: when })
      .where(eq(booths.boothNo, booth_no));
  }
}
