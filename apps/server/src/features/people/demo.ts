import { randomBytes, randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEMO_PASSWORD } from '../auth/demo.js';
import { hashPassword } from '../auth/password.js';
import { users } from '../auth/schema.js';
import { follows, profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';

type UserInsert = typeof users.$inferInsert;
type ProfileInsert = typeof profiles.$inferInsert;

export type PersonOverrides = Partial<
  Pick<
    UserInsert,
    | 'email'
    | 'passwordHash'
    | 'nickname'
    | 'imgUrl'
    | 'mainJob'
    | 'mainJobD'
    | 'subJob'
    | 'subJobD'
    | 'status'
  >
> &
  Partial<Omit<ProfileInsert, 'userNo' | 'searchText' | 'searchGrams'>>;

let made = 0;

/**
 * A member with a finished sign-up, straight into the database (no password hashing, no HTTP):
 * the test factory, also used by the demo seed. Search keys follow nickname and introduction.
 * Pass `joinStep: 2` for a half-registered member, `status: 'withdrawn'` for a withdrawn one.
 */
export async function createPersonForTest(db: Db, overrides: PersonOverrides = {}) {
  made += 1;
  const {
    email,
    passwordHash,
    nickname: nick,
    imgUrl,
    mainJob,
    mainJobD,
    subJob,
    subJobD,
    status,
    ...profile
  } = overrides;
  const nickname = nick ?? `메이커${made}${randomBytes(2).toString('hex')}`.slice(0, 12);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: email ?? `person${made}.${randomBytes(3).toString('hex')}@sidequest.kr`,
        passwordHash: passwordHash ?? null,
        nickname,
        imgUrl: imgUrl ?? null,
        chatUid: randomUUID(),
        mainJob: mainJob ?? null,
        mainJobD: mainJobD ?? null,
        subJob: subJob ?? null,
        subJobD: subJobD ?? null,
        status: status ?? 'active',
      })
      .returning({ userNo: users.userNo });
    await tx.insert(profiles).values({
      joinStep: null,
      joinCompletedAt: new Date(),
      ...profile,
      userNo: user!.userNo,
      ...profileSearchFields(nickname, profile.introduction ?? ''),
    });
    return { userNo: user!.userNo, nickname };
  });
}

interface DemoMaker {
  email: string;
  nickname: string;
  job: [string, string] | [string, string, string, string];
  memberType: '01' | '02' | '03';
  age: string;
  gender: string;
  region: string;
  meetingMode: string;
  days: string;
  time: string;
  skillLevel: string;
  experience: string;
  interests: string[];
  skills: string[];
  mbti: string;
  statusLine: string;
  introduction: string;
  exp: number;
  /** 'ci' real-name verified, 'phone' phone verified. */
  verified?: 'ci' | 'phone';
  /** Last active, hours ago. */
  activeHoursAgo: number;
}

/** Makers who make the directory look like a real Korean community on the first `npm run demo`. */
export const DEMO_MAKERS: DemoMaker[] = [
  {
    email: 'doyun.han@sidequest.kr',
    nickname: '한도윤',
    job: ['04', '0401'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR01',
    meetingMode: '00',
    days: '02',
    time: '02',
    skillLevel: '04',
    experience: '03',
    interests: ['13', '12'],
    skills: ['react', 'typescript', 'nextjs', 'tailwindcss'],
    mbti: 'INTJ',
    statusLine: '01',
    introduction:
      '핀테크 회사에서 7년째 웹 프론트엔드를 맡고 있어요. 주말마다 가계부 앱을 만들고 있는데, 함께 고민해 줄 기획자와 디자이너를 찾고 있어요.',
    exp: 2400,
    verified: 'ci',
    activeHoursAgo: 2,
  },
  {
    email: 'seoa.yoon@sidequest.kr',
    nickname: '윤서아',
    job: ['03', '0301', '02', '0201'],
    memberType: '01',
    age: '02',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '00',
    time: '03',
    skillLevel: '03',
    experience: '02',
    interests: ['06', '07'],
    skills: ['figma', 'framer', 'notion'],
    mbti: 'ENFP',
    statusLine: '03',
    introduction:
      '커머스 스타트업의 UI/UX 디자이너예요. 사용자 인터뷰부터 프로토타입까지 직접 해요. 퇴근 후 패션 큐레이션 서비스를 함께 만들 개발자를 기다려요.',
    exp: 1250,
    verified: 'phone',
    activeHoursAgo: 5,
  },
  {
    email: 'junho.kang@sidequest.kr',
    nickname: '강준호',
    job: ['05', '0501'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR18',
    meetingMode: '00',
    days: '01',
    time: '03',
    skillLevel: '04',
    experience: '03',
    interests: ['19', '12'],
    skills: ['java', 'spring', 'springboot', 'postgresql', 'aws'],
    mbti: 'ISTJ',
    statusLine: '05',
    introduction:
      '판교에서 결제 서버를 만드는 백엔드 개발자예요. 대용량 트래픽과 안정적인 설계를 좋아해요. 모빌리티나 생산성 도구 쪽 좋은 프로젝트가 있다면 합류하고 싶어요.',
    exp: 3100,
    verified: 'ci',
    activeHoursAgo: 20,
  },
  {
    email: 'haeun.lim@sidequest.kr',
    nickname: '임하은',
    job: ['02', '0202'],
    memberType: '01',
    age: '03',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '02',
    time: '02',
    skillLevel: '04',
    experience: '03',
    interests: ['17', '21'],
    skills: ['notion', 'jira', 'figma', 'googleanalytics'],
    mbti: 'ENTJ',
    statusLine: '01',
    introduction:
      '에듀테크 회사 PM이에요. AI 학습 코치 아이디어로 사이드 프로젝트를 시작하려고 해요. 프론트엔드, 백엔드 개발자분과 디자이너분을 모시고 있어요!',
    exp: 1800,
    verified: 'ci',
    activeHoursAgo: 1,
  },
  {
    email: 'siwoo.oh@sidequest.kr',
    nickname: '오시우',
    job: ['04', '0403'],
    memberType: '01',
    age: '02',
    gender: '01',
    region: 'KR00',
    meetingMode: '01',
    days: '00',
    time: '03',
    skillLevel: '03',
    experience: '01',
    interests: ['10', '05'],
    skills: ['kotlin', 'android', 'firebase'],
    mbti: 'ISFP',
    statusLine: '03',
    introduction:
      '안드로이드 앱 개발 2년 차예요. 러닝 크루를 위한 기록 앱을 만들고 있어요. 온라인으로만 참여할 수 있지만 매주 꾸준히 커밋하는 건 자신 있어요.',
    exp: 640,
    activeHoursAgo: 30,
  },
  {
    email: 'jiyu.shin@sidequest.kr',
    nickname: '신지유',
    job: ['03', '0304'],
    memberType: '01',
    age: '02',
    gender: '02',
    region: 'KR03',
    meetingMode: '00',
    days: '02',
    time: '00',
    skillLevel: '03',
    experience: '02',
    interests: ['04', '01'],
    skills: ['illustrator', 'photoshop', 'figma'],
    mbti: 'INFP',
    statusLine: '04',
    introduction:
      '부산에서 브랜드 디자인을 하고 있어요. 로고와 아이덴티티 작업을 주로 하고, 여행과 로컬 가게 이야기를 좋아해요. 부산·경남 메이커분들과 오프라인으로 만나고 싶어요.',
    exp: 900,
    verified: 'phone',
    activeHoursAgo: 48,
  },
  {
    email: 'minseo.jang@sidequest.kr',
    nickname: '장민서',
    job: ['02', '0201', '01', '0104'],
    memberType: '02',
    age: '02',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '00',
    time: '02',
    skillLevel: '02',
    experience: '00',
    interests: ['05', '08'],
    skills: ['notion', 'canva', 'excel'],
    mbti: 'ESFJ',
    statusLine: '05',
    introduction:
      '경영학과 4학년이고 서비스 기획을 공부하고 있어요. 대학생 동아리 연결 플랫폼 아이디어가 있어요. 첫 사이드 프로젝트라 배우면서 열심히 하겠습니다!',
    exp: 180,
    activeHoursAgo: 3,
  },
  {
    email: 'eunwoo.kwon@sidequest.kr',
    nickname: '권은우',
    job: ['05', '0505'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR08',
    meetingMode: '00',
    days: '02',
    time: '01',
    skillLevel: '05',
    experience: '03',
    interests: ['21', '18'],
    skills: ['python', 'pytorch', 'fastapi', 'docker'],
    mbti: 'INTP',
    statusLine: '03',
    introduction:
      '대전 연구소에서 의료 영상 AI 모델을 만들고 있어요. 논문만 쓰기보다 실제로 쓰이는 서비스를 만들고 싶어서 왔어요. LLM 응용 프로젝트에 관심이 많아요.',
    exp: 4200,
    verified: 'ci',
    activeHoursAgo: 12,
  },
  {
    email: 'yejun.song@sidequest.kr',
    nickname: '송예준',
    job: ['01', '0101'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR01',
    meetingMode: '02',
    days: '00',
    time: '03',
    skillLevel: '03',
    experience: '03',
    interests: ['07', '01'],
    skills: ['notion', 'excel', 'googleanalytics'],
    mbti: 'ESTP',
    statusLine: '02',
    introduction:
      '동네 가게 단골 관리 서비스를 운영하는 창업자예요. 시드 투자를 준비하면서 함께 제품을 키워 갈 개발 리드를 찾고 있어요. 성수동에서 자주 만나요.',
    exp: 2600,
    verified: 'ci',
    activeHoursAgo: 6,
  },
  {
    email: 'dahyun.bae@sidequest.kr',
    nickname: '배다현',
    job: ['04', '0404'],
    memberType: '01',
    age: '02',
    gender: '02',
    region: 'KR02',
    meetingMode: '00',
    days: '01',
    time: '03',
    skillLevel: '03',
    experience: '02',
    interests: ['20', '17'],
    skills: ['flutter', 'dart', 'firebase'],
    mbti: 'ISFJ',
    statusLine: '01',
    introduction:
      '플러터로 앱을 만드는 4년 차 개발자예요. 아이 키우는 부모를 위한 육아 기록 앱을 기획 중이에요. 평일 저녁에 온라인 회의가 가능한 분이면 좋겠어요.',
    exp: 1100,
    verified: 'phone',
    activeHoursAgo: 26,
  },
  {
    email: 'gunwoo.jo@sidequest.kr',
    nickname: '조건우',
    job: ['05', '0502'],
    memberType: '01',
    age: '02',
    gender: '01',
    region: 'KR01',
    meetingMode: '00',
    days: '00',
    time: '03',
    skillLevel: '03',
    experience: '02',
    interests: ['12', '09'],
    skills: ['nodejs', 'nestjs', 'react', 'postgresql', 'docker'],
    mbti: 'ENTP',
    statusLine: '03',
    introduction:
      '풀스택 개발자예요. 팀 회고를 쉽게 해 주는 생산성 도구를 만들고 있고, 보드게임 모임도 운영해요. 빠르게 만들고 자주 보여 주는 팀을 좋아해요.',
    exp: 1500,
    activeHoursAgo: 9,
  },
  {
    email: 'sohee.moon@sidequest.kr',
    nickname: '문소희',
    job: ['06', '0608'],
    memberType: '01',
    age: '02',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '02',
    time: '02',
    skillLevel: '03',
    experience: '02',
    interests: ['08', '06'],
    skills: ['premierepro', 'aftereffects'],
    mbti: 'ENFJ',
    statusLine: '04',
    introduction:
      '유튜브 채널 영상 편집과 모션 그래픽을 해요. 서비스 홍보 영상이나 런칭 티저가 필요한 팀이 있다면 언제든 불러 주세요.',
    exp: 720,
    activeHoursAgo: 72,
  },
  {
    email: 'taeyang.ryu@sidequest.kr',
    nickname: '류태양',
    job: ['07', '0709'],
    memberType: '03',
    age: '04',
    gender: '01',
    region: 'KR15',
    meetingMode: '01',
    days: '02',
    time: '01',
    skillLevel: '04',
    experience: '04',
    interests: ['19', '16'],
    skills: ['python', 'cpp', 'excel'],
    mbti: 'ISTP',
    statusLine: '05',
    introduction:
      '울산 조선소에서 일하는 설계 엔지니어예요. 현장 안전 점검을 디지털로 바꾸는 아이디어가 있어요. 제조 현장을 아는 사람이 필요한 팀이라면 도움이 될 거예요.',
    exp: 1300,
    verified: 'ci',
    activeHoursAgo: 100,
  },
  {
    email: 'nari.heo@sidequest.kr',
    nickname: '허나리',
    job: ['01', '0104'],
    memberType: '01',
    age: '03',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '00',
    time: '03',
    skillLevel: '04',
    experience: '03',
    interests: ['06', '07', '05'],
    skills: ['googleanalytics', 'canva', 'notion'],
    mbti: 'ESFP',
    statusLine: '03',
    introduction:
      '뷰티 브랜드 퍼포먼스 마케터예요. 광고 효율 분석과 인스타그램 콘텐츠 운영이 주특기예요. 만든 서비스를 세상에 알리는 일을 함께하고 싶어요.',
    exp: 1900,
    verified: 'phone',
    activeHoursAgo: 15,
  },
  {
    email: 'hyunseo.ko@sidequest.kr',
    nickname: '고현서',
    job: ['04', '0402'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR02',
    meetingMode: '00',
    days: '02',
    time: '00',
    skillLevel: '04',
    experience: '03',
    interests: ['10', '18'],
    skills: ['swift', 'ios', 'firebase'],
    mbti: 'INFJ',
    statusLine: '01',
    introduction:
      'iOS 개발자예요. 헬스케어 앱을 6년 동안 만들었어요. 수면 습관을 바꿔 주는 앱을 함께 만들 디자이너와 기획자를 찾고 있어요.',
    exp: 2300,
    verified: 'ci',
    activeHoursAgo: 4,
  },
  {
    email: 'yerin.nam@sidequest.kr',
    nickname: '남예린',
    job: ['03', '0302'],
    memberType: '01',
    age: '03',
    gender: '02',
    region: 'KR18',
    meetingMode: '00',
    days: '01',
    time: '03',
    skillLevel: '04',
    experience: '03',
    interests: ['13', '12'],
    skills: ['figma', 'framer', 'notion'],
    mbti: 'INTJ',
    statusLine: '05',
    introduction:
      '판교 핀테크 회사 프로덕트 디자이너예요. 복잡한 금융 흐름을 쉽게 풀어내는 걸 좋아해요. 데이터로 검증하는 팀과 일하고 싶어요.',
    exp: 2800,
    verified: 'ci',
    activeHoursAgo: 8,
  },
  {
    email: 'jaewon.seo@sidequest.kr',
    nickname: '서재원',
    job: ['05', '0503'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR01',
    meetingMode: '01',
    days: '00',
    time: '03',
    skillLevel: '05',
    experience: '04',
    interests: ['12', '21'],
    skills: ['kubernetes', 'docker', 'aws', 'go'],
    mbti: 'ISTJ',
    statusLine: '05',
    introduction:
      '인프라와 데브옵스를 12년째 하고 있어요. 작은 팀이 배포 걱정 없이 만들 수 있게 돕는 걸 좋아해요. 온라인 멘토링 형태로도 참여할 수 있어요.',
    exp: 5600,
    verified: 'ci',
    activeHoursAgo: 40,
  },
  {
    email: 'chaewon.yang@sidequest.kr',
    nickname: '양채원',
    job: ['02', '0205'],
    memberType: '01',
    age: '02',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '02',
    time: '02',
    skillLevel: '03',
    experience: '01',
    interests: ['11', '08'],
    skills: ['notion', 'canva'],
    mbti: 'INFP',
    statusLine: '01',
    introduction:
      '뉴스레터를 3년째 발행하고 있는 콘텐츠 기획자예요. 구독자 2천 명과 함께 읽을거리 큐레이션 앱으로 넓혀 보려고 해요. 개발자분 연락 주세요!',
    exp: 820,
    activeHoursAgo: 2,
  },
  {
    email: 'seojun.hwang@sidequest.kr',
    nickname: '황서준',
    job: ['04', '0406'],
    memberType: '02',
    age: '02',
    gender: '01',
    region: 'KR13',
    meetingMode: '00',
    days: '00',
    time: '03',
    skillLevel: '03',
    experience: '01',
    interests: ['09', '08'],
    skills: ['unity', 'csharp', 'blender'],
    mbti: 'ENFP',
    statusLine: '03',
    introduction:
      '광주에서 게임 개발을 공부하는 대학생이에요. 유니티로 인디 게임을 두 개 출시해 봤어요. 함께 게임잼에 나갈 아티스트와 기획자를 찾아요.',
    exp: 450,
    activeHoursAgo: 18,
  },
  {
    email: 'jimin.ahn@sidequest.kr',
    nickname: '안지민',
    job: ['02', '0207'],
    memberType: '01',
    age: '03',
    gender: '02',
    region: 'KR02',
    meetingMode: '00',
    days: '01',
    time: '03',
    skillLevel: '04',
    experience: '02',
    interests: ['07', '13'],
    skills: ['python', 'mysql', 'googleanalytics', 'excel'],
    mbti: 'ISTJ',
    statusLine: '04',
    introduction:
      '이커머스 데이터 분석가예요. 지표 설계와 A/B 테스트를 주로 해요. 감이 아니라 숫자로 이야기하는 사이드 프로젝트 팀에 합류하고 싶어요.',
    exp: 1400,
    verified: 'phone',
    activeHoursAgo: 60,
  },
  {
    email: 'woojin.jeon@sidequest.kr',
    nickname: '전우진',
    job: ['07', '0712'],
    memberType: '03',
    age: '04',
    gender: '01',
    region: 'KR01',
    meetingMode: '00',
    days: '02',
    time: '01',
    skillLevel: '03',
    experience: '04',
    interests: ['13', '14'],
    skills: ['excel', 'notion'],
    mbti: 'ESTJ',
    statusLine: '02',
    introduction:
      '스타트업 자문을 주로 하는 변호사예요. 계약서, 약관, 개인정보 처리방침처럼 초기 팀이 놓치기 쉬운 법률 부분을 같이 봐 드릴 수 있어요.',
    exp: 1600,
    verified: 'ci',
    activeHoursAgo: 120,
  },
  {
    email: 'sua.son@sidequest.kr',
    nickname: '손수아',
    job: ['03', '0307'],
    memberType: '01',
    age: '02',
    gender: '02',
    region: 'KR16',
    meetingMode: '01',
    days: '00',
    time: '02',
    skillLevel: '04',
    experience: '02',
    interests: ['04', '20'],
    skills: ['photoshop', 'illustrator', 'figma'],
    mbti: 'ISFP',
    statusLine: '04',
    introduction:
      '제주에 사는 일러스트레이터예요. 그림책과 캐릭터 작업을 해요. 따뜻한 그림이 필요한 서비스라면 온라인으로 함께할게요.',
    exp: 980,
    activeHoursAgo: 36,
  },
  {
    email: 'hajun.baek@sidequest.kr',
    nickname: '백하준',
    job: ['05', '0504'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR02',
    meetingMode: '00',
    days: '02',
    time: '02',
    skillLevel: '04',
    experience: '03',
    interests: ['21', '11'],
    skills: ['python', 'postgresql', 'aws', 'docker'],
    mbti: 'INTP',
    statusLine: '03',
    introduction:
      '데이터 엔지니어예요. 공공 데이터를 모아 동네 정보를 한눈에 보여 주는 서비스를 만들고 있어요. 지도 UI를 잘 다루는 프론트엔드 개발자를 찾아요.',
    exp: 2050,
    verified: 'phone',
    activeHoursAgo: 7,
  },
  {
    email: 'yuna.cha@sidequest.kr',
    nickname: '차윤아',
    job: ['06', '0602'],
    memberType: '01',
    age: '03',
    gender: '02',
    region: 'KR01',
    meetingMode: '00',
    days: '02',
    time: '01',
    skillLevel: '03',
    experience: '03',
    interests: ['11', '17'],
    skills: ['notion'],
    mbti: 'INFJ',
    statusLine: '05',
    introduction:
      '에세이를 쓰는 작가이자 UX 라이터예요. 버튼 하나의 문구까지 다듬는 걸 좋아해요. 서비스의 말투를 함께 만들어 갈 팀을 찾고 있어요.',
    exp: 760,
    activeHoursAgo: 22,
  },
  {
    email: 'dohyun.ju@sidequest.kr',
    nickname: '주도현',
    job: ['04', '0401', '03', '0305'],
    memberType: '02',
    age: '02',
    gender: '01',
    region: 'KR04',
    meetingMode: '00',
    days: '00',
    time: '03',
    skillLevel: '02',
    experience: '00',
    interests: ['05', '09'],
    skills: ['javascript', 'react', 'html', 'css'],
    mbti: 'ESFP',
    statusLine: '05',
    introduction:
      '인천에 사는 컴퓨터공학과 3학년이에요. 리액트를 공부하면서 포트폴리오를 쌓고 있어요. 실제로 출시까지 가는 프로젝트를 경험해 보고 싶어요.',
    exp: 120,
    activeHoursAgo: 1,
  },
  {
    email: 'areum.ku@sidequest.kr',
    nickname: '구아름',
    job: ['01', '0102'],
    memberType: '01',
    age: '04',
    gender: '02',
    region: 'KR05',
    meetingMode: '00',
    days: '01',
    time: '03',
    skillLevel: '04',
    experience: '04',
    interests: ['14', '01'],
    skills: ['excel', 'notion'],
    mbti: 'ENTJ',
    statusLine: '02',
    introduction:
      '대구에서 인테리어 플랫폼 사업개발을 맡고 있어요. 지역 시공사 네트워크가 탄탄해요. 부동산·인테리어 분야 서비스를 같이 키울 팀을 찾고 있어요.',
    exp: 2100,
    verified: 'ci',
    activeHoursAgo: 50,
  },
  {
    email: 'rowoon.min@sidequest.kr',
    nickname: '민로운',
    job: ['05', '0506'],
    memberType: '01',
    age: '02',
    gender: '01',
    region: 'KR00',
    meetingMode: '01',
    days: '00',
    time: '03',
    skillLevel: '03',
    experience: '02',
    interests: ['13', '05'],
    skills: ['web3', 'blockchain', 'typescript'],
    mbti: 'ENTP',
    statusLine: '03',
    introduction:
      '블록체인 개발자예요. 스마트 컨트랙트와 지갑 연동을 해 봤어요. 커뮤니티 보상 시스템처럼 웹3가 실제로 쓸모 있는 서비스를 고민하고 있어요.',
    exp: 870,
    activeHoursAgo: 200,
  },
  {
    email: 'eunji.yoo@sidequest.kr',
    nickname: '유은지',
    job: ['06', '0610'],
    memberType: '01',
    age: '03',
    gender: '02',
    region: 'KR18',
    meetingMode: '00',
    days: '01',
    time: '03',
    skillLevel: '04',
    experience: '03',
    interests: ['12', '09'],
    skills: ['jira', 'notion', 'python'],
    mbti: 'ISTJ',
    statusLine: '04',
    introduction:
      'QA 엔지니어예요. 테스트 자동화와 출시 전 점검표 만드는 일을 해요. 출시 직전에 버그 잡는 일이라면 자신 있어요.',
    exp: 1050,
    activeHoursAgo: 80,
  },
  {
    email: 'kyungmin.noh@sidequest.kr',
    nickname: '노경민',
    job: ['02', '0206'],
    memberType: '01',
    age: '03',
    gender: '01',
    region: 'KR02',
    meetingMode: '00',
    days: '02',
    time: '02',
    skillLevel: '04',
    experience: '03',
    interests: ['09', '08'],
    skills: ['excel', 'unity', 'notion'],
    mbti: 'INTP',
    statusLine: '01',
    introduction:
      '게임 기획자예요. 밸런스 설계와 시스템 기획을 8년 했어요. 모바일 퍼즐 게임을 함께 만들 클라이언트 개발자와 아티스트를 찾고 있어요.',
    exp: 1700,
    verified: 'phone',
    activeHoursAgo: 11,
  },
  {
    email: 'somin.do@sidequest.kr',
    nickname: '도소민',
    job: ['06', '0601'],
    memberType: '02',
    age: '01',
    gender: '02',
    region: 'KR01',
    meetingMode: '01',
    days: '02',
    time: '02',
    skillLevel: '01',
    experience: '00',
    interests: ['17', '05'],
    skills: ['python', 'canva'],
    mbti: 'ENFP',
    statusLine: '05',
    introduction:
      '코딩을 막 시작한 고등학생이에요. 파이썬으로 간단한 챗봇을 만들어 봤어요. 열심히 배우고 맡은 일은 끝까지 할게요. 함께 성장할 팀을 찾아요.',
    exp: 40,
    activeHoursAgo: 14,
  },
];

const DEMO_FOLLOWS: [string, string][] = [
  ['윤서아', '한도윤'],
  ['임하은', '한도윤'],
  ['한도윤', '임하은'],
  ['강준호', '한도윤'],
  ['남예린', '한도윤'],
  ['조건우', '권은우'],
  ['백하준', '권은우'],
  ['서재원', '권은우'],
  ['주도현', '권은우'],
  ['송예준', '임하은'],
  ['양채원', '임하은'],
  ['장민서', '임하은'],
  ['도소민', '임하은'],
  ['허나리', '윤서아'],
  ['고현서', '윤서아'],
  ['황서준', '노경민'],
  ['노경민', '황서준'],
  ['주도현', '서재원'],
  ['배다현', '서재원'],
  ['한도윤', '서재원'],
  ['구아름', '송예준'],
  ['전우진', '송예준'],
  ['신지유', '손수아'],
  ['손수아', '신지유'],
  ['차윤아', '양채원'],
  ['데모메이커', '한도윤'],
  ['한도윤', '데모메이커'],
  ['임하은', '데모메이커'],
  ['김지우', '윤서아'],
  ['이민준', '강준호'],
  ['박서연', '임하은'],
];

/** Adds the demo makers and their follows; idempotent (a maker already there is left alone). */
export async function seedDemoPeople(db: Db): Promise<void> {
  const existing = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_MAKERS.map((m) => m.email),
      ),
    );
  const have = new Set(existing.map((r) => r.nickname));
  const missing = DEMO_MAKERS.filter((m) => !have.has(m.nickname));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = Date.now();
    for (const m of missing) {
      const [mainJob, mainJobD, subJob, subJobD] = m.job;
      await createPersonForTest(db, {
        email: m.email,
        passwordHash,
        nickname: m.nickname,
        mainJob,
        mainJobD,
        subJob: subJob ?? null,
        subJobD: subJobD ?? null,
        memberType: m.memberType,
        age: m.age,
        gender: m.gender,
        region: m.region,
        meetingMode: m.meetingMode,
        availableDays: m.days,
        availableTime: m.time,
        skillLevel: m.skillLevel,
        experienceYears: m.experience,
        interests: m.interests,
        skills: m.skills,
        mbti: m.mbti,
        statusLine: m.statusLine,
        introduction: m.introduction,
        exp: m.exp,
        ciVerifiedAt: m.verified === 'ci' ? new Date(now - 30 * 86_400_000) : null,
        phoneVerifiedAt: m.verified ? new Date(now - 30 * 86_400_000) : null,
        lastActiveAt: new Date(now - m.activeHoursAgo * 3_600_000),
      });
    }
  }

  const names = [...new Set(DEMO_FOLLOWS.flat())];
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname })
    .from(users)
    .where(inArray(users.nickname, names));
  const no = new Map(rows.map((r) => [r.nickname, r.userNo]));
  const pairs = DEMO_FOLLOWS.map(([a, b]) => ({ followerNo: no.get(a), followeeNo: no.get(b) })).filter(
    (p): p is { followerNo: number; followeeNo: number } => Boolean(p.followerNo && p.followeeNo),
  );
  if (pairs.length > 0) await db.insert(follows).values(pairs).onConflictDoNothing();

  // The demo should look alive whenever it starts: activity times are relative to now.
  for (const m of DEMO_MAKERS) {
    await db
      .update(profiles)
      .set({ lastActiveAt: sql`now() - make_interval(hours => ${m.activeHoursAgo})` })
      .where(sql`${profiles.userNo} = (select user_no from users where email = ${m.email})`);
  }
}
