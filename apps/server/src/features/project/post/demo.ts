import type { ProjectInput } from '@sidequest/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../auth/schema.js';
import { offlineEvents } from '../../../subscribers.js';
import { projects } from '../schema.js';
import { filledIntroduction, SAMPLE_QUESTIONS } from './sample.js';
import { publish } from './publish.js';

interface DemoProject {
  leader: string;
  post: Omit<ProjectInput, 'introduction' | 'questions' | 'docs' | 'cover_url' | 'camp'> & {
    camp?: ProjectInput['camp'];
  };
  intro: { what: string; where: string; who: string; how?: string; questions?: string[] };
}

/** About a dozen gatherings of every kind, region and size, written from the template. */
const DEMO_PROJECTS: DemoProject[] = [
  {
    leader: 'doyun.han@sidequest.kr',
    post: {
      type: '01',
      title: '1인 가구를 위한 가계부 앱 함께 만들어요',
      domain: '13',
      platform: '01',
      camp: '02',
      meeting_mode: '00',
      region: 'KR01',
      available_days: '02',
      available_time: '02',
      phase: '02',
      tech: ['react', 'typescript', 'nextjs', 'supabase'],
      slots: [
        { recruiting: '0201', type: 1 },
        { recruiting: '0301', type: 1 },
      ],
      job_target: '0201,0301',
    },
    intro: {
      what: '자취하는 사람들이 고정비와 식비를 쉽게 관리하는 가계부 앱이에요. 영수증 사진만 찍으면 자동으로 분류돼요.',
      where:
        '웹 프론트엔드는 로그인과 지출 입력 화면까지 만들었어요. 기획서는 초안 수준이라 다듬어 줄 분이 필요해요.',
      who: '사용자 인터뷰를 해 본 서비스 기획자 한 분과, 작은 화면을 예쁘게 정리해 줄 UI/UX 디자이너 한 분을 찾아요.',
    },
  },
  {
    leader: 'minjun.lee@sidequest.kr',
    post: {
      type: '02',
      title: '주말 타입스크립트 딥다이브 스터디',
      domain: '17',
      platform: '00',
      meeting_mode: '02',
      region: 'KR01',
      available_days: '02',
      available_time: '01',
      phase: '01',
      tech: ['typescript', 'javascript', 'nodejs'],
      slots: [
        { recruiting: '0401', type: 3 },
        { recruiting: '0501', type: 2 },
      ],
      job_target: '00',
    },
    intro: {
      what: '타입스크립트 공식 핸드북과 타입 챌린지를 8주 동안 함께 풀어요. 강남역 근처 스터디 카페에서 토요일 오전에 만나요.',
      where:
        '커리큘럼 8주 치를 정리해 두었고, 첫 모임 장소도 예약해 두었어요. 이제 함께할 사람만 있으면 돼요.',
      who: '자바스크립트로 작은 프로젝트를 하나 이상 해 본 분이면 좋아요. 매주 과제를 빠지지 않고 해 오실 분을 찾아요.',
      how: '매주 토요일 10시부터 12시까지 오프라인으로 만나고, 과제는 깃허브로 올려요.',
    },
  },
  {
    leader: 'seoyeon.park@sidequest.kr',
    post: {
      type: '01',
      title: '동네 반찬가게 예약 주문 서비스',
      domain: '01',
      platform: '02',
      camp: '01',
      meeting_mode: '01',
      region: 'KR00',
      available_days: '01',
      available_time: '03',
      phase: '01',
      tech: ['flutter', 'firebase', 'figma'],
      slots: [
        { recruiting: '0404', type: 2 },
        { recruiting: '0501', type: 1 },
        { recruiting: '0301', type: 1 },
      ],
      job_target: '00',
    },
    intro: {
      what: '퇴근길에 동네 반찬가게 반찬을 미리 예약하고 찾아가는 서비스예요. 가게는 남는 반찬을 줄이고 손님은 기다리지 않아요.',
      where: '반찬가게 다섯 곳과 인터뷰를 마쳤고, 핵심 기능을 정리한 기획서와 화면 흐름도가 있어요.',
      who: '플러터로 앱을 출시해 본 개발자, 파이어베이스로 예약 로직을 짤 백엔드 개발자, 가게용 화면을 맡을 디자이너를 찾아요.',
    },
  },
  {
    leader: 'jiwoo.kim@sidequest.kr',
    post: {
      type: '02',
      title: '피그마 오토레이아웃 마스터 스터디',
      domain: '12',
      platform: '00',
      meeting_mode: '01',
      region: 'KR00',
      available_days: '01',
      available_time: '03',
      phase: '01',
      tech: ['figma', 'framer'],
      slots: [
        { recruiting: '0301', type: 4 },
        { recruiting: '0305', type: 2 },
      ],
      job_target: '03',
    },
    intro: {
      what: '피그마 오토레이아웃과 컴포넌트 변형을 실무 수준으로 익히는 6주 온라인 스터디예요. 매주 하나씩 화면을 따라 만들어요.',
      where:
        '주차별 과제 목록과 참고할 디자인 시스템 여섯 개를 골라 두었어요. 자료와 과제는 사이드퀘스트 팀 공간에서 나눠요.',
      who: '피그마 기본 도구는 다룰 줄 알지만 컴포넌트 정리가 어려웠던 디자이너라면 누구나 환영해요.',
    },
  },
  {
    leader: 'junho.kang@sidequest.kr',
    post: {
      type: '01',
      title: '러닝 크루 매칭 앱 MVP 개발',
      domain: '10',
      platform: '03',
      camp: '02',
      meeting_mode: '00',
      region: 'KR02',
      available_days: '00',
      available_time: '03',
      phase: '05',
      tech: ['swift', 'nodejs', 'postgresql', 'aws'],
      slots: [
        { recruiting: '0402', type: 1 },
        { recruiting: '0104', type: 1 },
      ],
      job_target: '0402,0104',
    },
    intro: {
      what: '사는 곳과 페이스가 비슷한 러너끼리 크루를 만들어 주는 앱이에요. 혼자 뛰기 지루한 사람들을 연결해요.',
      where:
        '서버와 매칭 알고리즘은 거의 끝났고 안드로이드 베타를 지인 30명이 쓰고 있어요. iOS 버전이 남았어요.',
      who: 'SwiftUI로 앱을 만들어 본 iOS 개발자와, 러닝 커뮤니티에서 첫 사용자를 모아 줄 마케터를 찾아요.',
    },
  },
  {
    leader: 'hyunwoo.choi@sidequest.kr',
    post: {
      type: '03',
      title: '개발자를 위한 계약서 읽는 법 특강',
      domain: '17',
      platform: '00',
      meeting_mode: '01',
      region: 'KR00',
      available_days: '01',
      available_time: '03',
      phase: '01',
      tech: [],
      slots: [
        { recruiting: '0502', type: 20 },
        { recruiting: '0401', type: 20 },
      ],
      job_target: '04,05',
    },
    intro: {
      what: '외주나 사이드 프로젝트 계약서에서 꼭 확인해야 할 조항을 변호사가 직접 설명하는 두 시간짜리 온라인 교육이에요.',
      where: '강의 자료와 실제 계약서 예시 열 건을 준비해 두었어요. 참가비는 없고 질문은 미리 받아요.',
      who: '프리랜서로 일하거나 지인과 사이드 프로젝트를 시작하려는 개발자라면 누구나 들을 수 있어요.',
      questions: ['계약서에서 가장 궁금했던 조항은 무엇인가요?'],
    },
  },
  {
    leader: 'yuna.jung@sidequest.kr',
    post: {
      type: '02',
      title: '부산 사이드 프로젝트 네트워킹 모임',
      domain: '05',
      platform: '00',
      meeting_mode: '02',
      region: 'KR03',
      available_days: '02',
      available_time: '02',
      phase: '01',
      tech: [],
      slots: [
        { recruiting: '0601', type: 10 },
        { recruiting: '0401', type: 5 },
        { recruiting: '0301', type: 5 },
      ],
      job_target: '00',
    },
    intro: {
      what: '부산에서 사이드 프로젝트를 하거나 하고 싶은 사람들이 한 달에 한 번 만나 진행 상황을 나누는 모임이에요.',
      where: '서면 공유 오피스 라운지를 매달 둘째 토요일에 빌려 두었어요. 지난달에는 열두 명이 모였어요.',
      who: '직군은 상관없어요. 자기 프로젝트를 5분 정도 소개할 수 있거나, 합류할 팀을 찾는 분이면 좋아요.',
    },
  },
  {
    leader: 'seoa.yoon@sidequest.kr',
    post: {
      type: '01',
      title: 'AI 면접 연습 서비스 사이드 프로젝트',
      domain: '21',
      platform: '01',
      camp: '03',
      meeting_mode: '01',
      region: 'KR00',
      available_days: '00',
      available_time: '00',
      phase: '08',
      tech: ['python', 'fastapi', 'react', 'pytorch'],
      slots: [
        { recruiting: '0505', type: 1 },
        { recruiting: '0202', type: 1 },
      ],
      job_target: '00',
    },
    intro: {
      what: '직무별 예상 질문으로 모의 면접을 보고, 답변을 녹음하면 AI가 구조와 말투를 피드백해 주는 서비스예요.',
      where: '음성 인식과 질문 생성은 동작하고, 베타 테스터 50명에게 QA를 받고 있어요. 런칭을 앞두고 있어요.',
      who: '피드백 품질을 높일 AI·머신러닝 엔지니어와, 런칭 일정과 우선순위를 잡아 줄 PM을 찾아요.',
    },
  },
  {
    leader: 'haeun.lim@sidequest.kr',
    post: {
      type: '02',
      title: '알고리즘 코딩테스트 평일 저녁 스터디',
      domain: '17',
      platform: '00',
      meeting_mode: '01',
      region: 'KR00',
      available_days: '01',
      available_time: '03',
      phase: '01',
      tech: ['python', 'java', 'cpp'],
      slots: [{ recruiting: '0501', type: 4 }],
      job_target: '00',
    },
    intro: {
      what: '취업 준비생과 이직 준비생이 함께 매일 한 문제씩 풀고, 주 2회 저녁에 화상으로 풀이를 나누는 스터디예요.',
      where: '백준과 프로그래머스에서 유형별 문제 120개를 골라 두었고, 벌써 세 명이 함께하고 있어요.',
      who: '기본 자료구조를 알고 꾸준히 참여할 수 있는 분이면 언어는 상관없어요. 네 분을 더 모셔요.',
    },
  },
  {
    leader: 'siwoo.oh@sidequest.kr',
    post: {
      type: '01',
      title: '반려동물 산책 기록 웹앱',
      domain: '20',
      platform: '01',
      camp: '01',
      meeting_mode: '00',
      region: 'KR04',
      available_days: '02',
      available_time: '02',
      phase: '02',
      tech: ['vue', 'nestjs', 'mysql'],
      slots: [
        { recruiting: '0401', type: 1 },
        { recruiting: '0303', type: 1 },
      ],
      job_target: '0401,0303',
    },
    intro: {
      what: '강아지 산책 경로와 시간을 기록하고, 동네 견주끼리 산책 친구를 찾을 수 있는 웹앱이에요.',
      where: '기능 목록과 데이터 설계를 마쳤고, 백엔드 API 절반 정도를 만들었어요. 화면은 아직 없어요.',
      who: '뷰로 지도 화면을 만들어 볼 프론트엔드 개발자와, 귀여운 일러스트를 그려 줄 그래픽 디자이너를 찾아요.',
    },
  },
  {
    leader: 'demo@sidequest.kr',
    post: {
      type: '01',
      title: '사이드퀘스트 팀을 위한 회고 도구',
      domain: '12',
      platform: '05',
      camp: '02',
      meeting_mode: '01',
      region: 'KR00',
      available_days: '00',
      available_time: '03',
      phase: '03',
      tech: ['react', 'typescript', 'postgresql', 'docker'],
      slots: [
        { recruiting: '0501', type: 1 },
        { recruiting: '0301', type: 1 },
      ],
      job_target: '00',
    },
    intro: {
      what: '작은 팀이 스프린트가 끝날 때마다 잘한 점과 아쉬운 점을 익명으로 모으고, 실행 항목까지 정리하는 회고 도구예요.',
      where: 'MVP를 만들어 우리 팀에서 세 번 써 봤어요. 이제 다른 팀 열 곳에서 검증하려고 해요.',
      who: '포스트그레스로 데이터를 설계해 본 백엔드 개발자와, 회고 화면을 더 편하게 만들어 줄 디자이너를 찾아요.',
    },
  },
  {
    leader: 'jiyu.shin@sidequest.kr',
    post: {
      type: '03',
      title: '비전공자를 위한 노코드 앱 만들기 교육',
      domain: '17',
      platform: '00',
      meeting_mode: '02',
      region: 'KR05',
      available_days: '02',
      available_time: '01',
      phase: '01',
      tech: ['notion', 'canva'],
      slots: [{ recruiting: '0601', type: 12 }],
      job_target: '00',
    },
    intro: {
      what: '코딩을 몰라도 노코드 도구로 간단한 예약 앱을 만들어 보는 4주 과정이에요. 대구 동성로 교육장에서 진행해요.',
      where: '교재와 실습용 템플릿을 모두 준비했고, 지난 기수 수료생 여덟 명이 자기 앱을 만들었어요.',
      who: '아이디어는 있는데 개발자가 없어 시작을 못 했던 학생, 직장인, 소상공인 누구나 들을 수 있어요.',
    },
  },
];

/** The demo's gatherings, published through the real posting rules; idempotent by leader and title. */
export async function seedDemoProjects(db: Db): Promise<void> {
  const leaders = await db
    .select()
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_PROJECTS.map((p) => p.leader))]));
  const byEmail = new Map(leaders.map((u) => [u.email, u]));
  const events = offlineEvents(db);
  for (const demo of DEMO_PROJECTS) {
    const leader = byEmail.get(demo.leader);
    if (!leader) continue;
    const [exists] = await db
      .select({ projectNo: projects.projectNo })
      .from(projects)
      .where(and(eq(projects.leaderNo, leader.userNo), eq(projects.title, demo.post.title)))
      .limit(1);
    if (exists) continue;
    await publish(db, events, leader, {
      camp: null,
      ...demo.post,
      introduction: filledIntroduction(demo.intro),
      questions: demo.intro.questions ?? [...SAMPLE_QUESTIONS],
      docs: [],
      cover_url: null,
    });
  }
}
