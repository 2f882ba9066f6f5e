/**
 * The demo résumés (careers, education, works) and the demo follows between their owners — data
 * only; `demo.ts` seeds them.
 */

export interface DemoCareer {
  company: string;
  title: string;
  jobCode: string | null;
  startYm: string;
  endYm: string | null;
  description: string;
}

export interface DemoEducation {
  schoolCode: string | null;
  schoolName: string;
  departmentCode: string | null;
  departmentName: string | null;
  status: '재학' | '휴학' | '졸업' | '수료' | '중퇴';
  startYm: string | null;
  endYm: string | null;
}

export interface DemoWork {
  title: string;
  category: string;
  description: string;
  linkUrl: string | null;
}

export interface DemoResume {
  nickname: string;
  /** Filled only where the member has not written their own yet (other demo parts may have). */
  profile?: {
    memberType: string;
    age: string;
    gender: string;
    region: string;
    meetingMode: string;
    availableDays: string;
    availableTime: string;
    skillLevel: string;
    experienceYears: string;
    interests: string[];
    skills: string[];
    mbti: string;
    statusLine: string;
    introduction: string;
  };
  /** Exp from activity rewards, recorded in the exp ledger so the level has a history. */
  exp?: { reason: string; delta: number }[];
  careers: DemoCareer[];
  educations: DemoEducation[];
  works: DemoWork[];
}

/** Rich resumes for the demo log-ins and a few of the directory's makers. */
export const DEMO_RESUMES: DemoResume[] = [
  {
    nickname: '데모메이커',
    profile: {
      memberType: '01',
      age: '03',
      gender: '00',
      region: 'KR01',
      meetingMode: '00',
      availableDays: '02',
      availableTime: '03',
      skillLevel: '03',
      experienceYears: '02',
      interests: ['12', '07', '21'],
      skills: ['react', 'typescript', 'nextjs', 'figma', 'notion'],
      mbti: 'ENFP',
      statusLine: '01',
      introduction:
        '4년 차 프론트엔드 개발자예요. 회사에서는 커머스 주문서를 만들고, 퇴근 후에는 동네 가게의 예약과 대기를 한 번에 관리하는 서비스를 만들고 있어요.\n\n지금은 함께 화면을 고민해 줄 디자이너 한 분과, 가게 사장님을 만나 이야기를 들어 줄 기획자 한 분을 찾고 있어요. 주말 오후에 성수나 온라인에서 편하게 만나요!',
    },
    exp: [
      { reason: 'D28', delta: 300 },
      { reason: 'D34', delta: 100 },
      { reason: 'D33', delta: 50 },
      { reason: 'D33', delta: 50 },
      { reason: 'D29', delta: 300 },
    ],
    careers: [
      {
        company: '무신사',
        title: '프론트엔드 개발자',
        jobCode: '0401',
        startYm: '2022-04',
        endYm: null,
        description:
          '주문서와 결제 화면을 Next.js로 옮기며 첫 화면 표시 시간을 40% 줄였어요. 디자인 시스템 컴포넌트 20여 개를 만들고 문서화했어요.',
      },
      {
        company: '스튜디오 오늘',
        title: '웹 개발 인턴',
        jobCode: '0401',
        startYm: '2021-07',
        endYm: '2021-12',
        description: '브랜드 캠페인 페이지 12개를 만들고, 반응형 작업과 간단한 관리자 화면을 맡았어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0001070',
        schoolName: '숭실대학교',
        departmentCode: 'U04002',
        departmentName: '소프트웨어학과',
        status: '졸업',
        startYm: '2016-03',
        endYm: '2022-02',
      },
    ],
    works: [
      {
        title: '줄서기 없는 동네 가게 예약 서비스',
        category: '04',
        description:
          '손님은 카카오톡 링크로 예약하고, 사장님은 태블릿 하나로 대기 순서를 관리해요. 망원동 카페 세 곳에서 시범 운영 중이에요.',
        linkUrl: 'https://github.com/sidequest-demo/waitless',
      },
      {
        title: '개발자 독서 모임 기록장',
        category: '04',
        description:
          '읽은 책과 밑줄 친 문장을 함께 모아 보는 작은 웹앱이에요. 모임원 14명이 매주 쓰고 있어요.',
        linkUrl: null,
      },
    ],
  },
  {
    nickname: '김지우',
    profile: {
      memberType: '01',
      age: '02',
      gender: '02',
      region: 'KR00',
      meetingMode: '01',
      availableDays: '00',
      availableTime: '03',
      skillLevel: '04',
      experienceYears: '02',
      interests: ['06', '10'],
      skills: ['figma', 'framer', 'illustrator', 'photoshop'],
      mbti: 'ISFP',
      statusLine: '03',
      introduction:
        '스타트업에서 UI/UX를 맡고 있는 디자이너예요. 운동 기록 앱을 처음부터 끝까지 만들어 보고 싶어서 사이드 프로젝트를 시작했어요. 사용자 인터뷰를 좋아하고, 작은 화면 하나도 근거를 갖고 그리려고 해요.',
    },
    exp: [
      { reason: 'D28', delta: 300 },
      { reason: 'D34', delta: 100 },
    ],
    careers: [
      {
        company: '클래스101',
        title: 'UI/UX 디자이너',
        jobCode: '0301',
        startYm: '2022-09',
        endYm: null,
        description: '수강 화면과 결제 흐름을 다시 설계해 결제 완료율을 12% 올렸어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0001940',
        schoolName: '홍익대학교',
        departmentCode: 'U08001',
        departmentName: '시각디자인학과',
        status: '졸업',
        startYm: '2017-03',
        endYm: '2022-02',
      },
    ],
    works: [
      {
        title: '하루 10분 홈트 앱 디자인',
        category: '03',
        description:
          '운동을 처음 시작하는 사람을 위한 홈트레이닝 앱의 UX 리서치부터 프로토타입까지 정리했어요.',
        linkUrl: 'https://www.figma.com/community/file/sidequest-demo-hometraining',
      },
    ],
  },
  {
    nickname: '이민준',
    profile: {
      memberType: '01',
      age: '03',
      gender: '01',
      region: 'KR08',
      meetingMode: '00',
      availableDays: '01',
      availableTime: '03',
      skillLevel: '04',
      experienceYears: '03',
      interests: ['13', '12'],
      skills: ['java', 'springboot', 'postgresql', 'aws', 'docker'],
      mbti: 'ISTJ',
      statusLine: '05',
      introduction:
        '대전에서 일하는 백엔드 개발자예요. 결제와 정산 시스템을 6년째 만들고 있어요. 탄탄한 서버가 필요한 팀이라면 언제든 이야기 나눠요.',
    },
    exp: [
      { reason: 'D28', delta: 300 },
      { reason: 'D30', delta: 500 },
      { reason: 'D34', delta: 100 },
    ],
    careers: [
      {
        company: '토스페이먼츠',
        title: '백엔드 개발자',
        jobCode: '0501',
        startYm: '2020-01',
        endYm: null,
        description: '가맹점 정산 배치를 Spring Batch로 다시 짜서 처리 시간을 3시간에서 25분으로 줄였어요.',
      },
      {
        company: 'NHN',
        title: '서버 개발자',
        jobCode: '0501',
        startYm: '2018-01',
        endYm: '2019-12',
        description: '게임 결제 API와 운영 도구를 만들었어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0001660',
        schoolName: '한국과학기술원',
        departmentCode: 'U04001',
        departmentName: '컴퓨터공학과',
        status: '졸업',
        startYm: '2013-03',
        endYm: '2017-08',
      },
    ],
    works: [
      {
        title: '소모임 회비 정산 봇',
        category: '05',
        description: '단톡방에 영수증 사진을 올리면 1/N 정산표를 만들어 주는 봇이에요.',
        linkUrl: 'https://github.com/sidequest-demo/dutch-bot',
      },
    ],
  },
  {
    nickname: '박서연',
    profile: {
      memberType: '01',
      age: '03',
      gender: '02',
      region: 'KR01',
      meetingMode: '02',
      availableDays: '02',
      availableTime: '01',
      skillLevel: '03',
      experienceYears: '02',
      interests: ['17', '20'],
      skills: ['notion', 'jira', 'googleanalytics', 'figma'],
      mbti: 'ENTJ',
      statusLine: '01',
      introduction:
        '에듀테크 회사의 서비스 기획자예요. 아이와 부모가 함께 쓰는 학습 서비스를 구상하고 있어요. 프론트엔드와 백엔드 개발자를 찾고 있고, 주말 오전 강남에서 만나 이야기해요.',
    },
    exp: [{ reason: 'D28', delta: 300 }],
    careers: [
      {
        company: '뤼이드',
        title: '서비스 기획자',
        jobCode: '0201',
        startYm: '2021-05',
        endYm: null,
        description: '학습 리포트와 알림 기능을 기획했고, 주간 학습 지속률을 8%p 높였어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0001310',
        schoolName: '이화여자대학교',
        departmentCode: 'U02001',
        departmentName: '경영학과',
        status: '졸업',
        startYm: '2015-03',
        endYm: '2019-02',
      },
    ],
    works: [
      {
        title: '초등 받아쓰기 연습 앱 기획서',
        category: '02',
        description: '학부모 인터뷰 15건을 바탕으로 만든 기획서와 화면 설계서예요.',
        linkUrl: null,
      },
    ],
  },
  {
    nickname: '최현우',
    profile: {
      memberType: '03',
      age: '04',
      gender: '01',
      region: 'KR00',
      meetingMode: '01',
      availableDays: '01',
      availableTime: '03',
      skillLevel: '00',
      experienceYears: '04',
      interests: ['13', '21'],
      skills: ['notion', 'excel'],
      mbti: 'INTP',
      statusLine: '04',
      introduction:
        '스타트업 자문을 주로 하는 변호사예요. 이용약관, 개인정보 처리방침, 투자 계약서처럼 초기 팀이 놓치기 쉬운 부분을 함께 봐 드려요. 리걸테크 사이드 프로젝트에도 관심이 많아요.',
    },
    careers: [
      {
        company: '법무법인 세움',
        title: '파트너 변호사',
        jobCode: '0712',
        startYm: '2016-03',
        endYm: null,
        description: '스타트업 투자 계약과 개인정보 보호 자문을 맡고 있어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0000880',
        schoolName: '서울대학교',
        departmentCode: 'G02002',
        departmentName: '법학전문대학원',
        status: '졸업',
        startYm: '2012-03',
        endYm: '2015-02',
      },
    ],
    works: [],
  },
  {
    nickname: '정유나',
    profile: {
      memberType: '02',
      age: '02',
      gender: '02',
      region: 'KR00',
      meetingMode: '01',
      availableDays: '00',
      availableTime: '02',
      skillLevel: '02',
      experienceYears: '00',
      interests: ['04', '08'],
      skills: ['figma', 'canva', 'premierepro'],
      mbti: 'ESFJ',
      statusLine: '05',
      introduction:
        '부산에 사는 대학생이에요. 여행 영상을 찍고 편집하는 걸 좋아해서, 여행 콘텐츠를 만드는 팀에 들어가 보고 싶어요. 온라인으로 함께할 수 있는 프로젝트를 찾고 있어요.',
    },
    careers: [],
    educations: [
      {
        schoolCode: '0000750',
        schoolName: '부산대학교',
        departmentCode: 'U02007',
        departmentName: '미디어커뮤니케이션학과',
        status: '재학',
        startYm: '2022-03',
        endYm: null,
      },
    ],
    works: [
      {
        title: '부산 골목 여행 브이로그',
        category: '03',
        description: '영도와 초량의 골목을 소개한 5분짜리 영상 시리즈예요. 조회수 3만 회를 넘겼어요.',
        linkUrl: 'https://www.youtube.com/watch?v=sidequestdemo',
      },
    ],
  },
  {
    nickname: '한도윤',
    careers: [
      {
        company: '카카오뱅크',
        title: '프론트엔드 개발자',
        jobCode: '0401',
        startYm: '2019-02',
        endYm: null,
        description: '대출 신청 화면과 사내 디자인 시스템을 맡고 있어요.',
      },
      {
        company: '야놀자',
        title: '웹 개발자',
        jobCode: '0401',
        startYm: '2017-01',
        endYm: '2019-01',
        description: '숙소 예약 웹을 React로 옮겼어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0001870',
        schoolName: '한양대학교',
        departmentCode: 'U04001',
        departmentName: '컴퓨터공학과',
        status: '졸업',
        startYm: '2010-03',
        endYm: '2016-02',
      },
    ],
    works: [
      {
        title: '둘이 쓰는 가계부',
        category: '04',
        description: '부부나 연인이 함께 쓰는 가계부 웹앱이에요. 지금 베타 사용자 120명이 쓰고 있어요.',
        linkUrl: 'https://github.com/sidequest-demo/couple-ledger',
      },
    ],
  },
  {
    nickname: '윤서아',
    careers: [
      {
        company: '당근',
        title: '프로덕트 디자이너',
        jobCode: '0302',
        startYm: '2020-06',
        endYm: null,
        description: '동네생활 탭의 글쓰기 흐름을 새로 설계했어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0000360',
        schoolName: '국민대학교',
        departmentCode: 'U08002',
        departmentName: '산업디자인학과',
        status: '졸업',
        startYm: '2013-03',
        endYm: '2018-02',
      },
    ],
    works: [
      {
        title: '반려식물 물주기 알림 앱',
        category: '03',
        description: '사진 한 장으로 식물을 등록하고 물 주는 날을 알려 주는 앱의 디자인이에요.',
        linkUrl: null,
      },
    ],
  },
  {
    nickname: '강준호',
    careers: [
      {
        company: '우아한형제들',
        title: '백엔드 개발자',
        jobCode: '0501',
        startYm: '2021-01',
        endYm: null,
        description: '주문 중계 서버와 쿠폰 시스템을 맡고 있어요.',
      },
    ],
    educations: [
      {
        schoolCode: '0000260',
        schoolName: '고려대학교',
        departmentCode: 'U04001',
        departmentName: '컴퓨터공학과',
        status: '졸업',
        startYm: '2014-03',
        endYm: '2020-08',
      },
    ],
    works: [],
  },
];

/** Demo members follow each other a little, so the profile counts and lists have something in them. */
export const DEMO_RELATIONS: [string, string][] = [
  ['김지우', '데모메이커'],
  ['이민준', '데모메이커'],
  ['박서연', '데모메이커'],
  ['정유나', '데모메이커'],
  ['데모메이커', '김지우'],
  ['데모메이커', '박서연'],
  ['박서연', '이민준'],
  ['최현우', '박서연'],
  ['정유나', '김지우'],
];
