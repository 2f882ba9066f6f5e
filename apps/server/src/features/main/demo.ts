import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ads, banners } from './schema.js';

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

export async function seedDemoMain(db: Db): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(banners);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(banners).values([
    {
      title: '이번 주말, 사이드 프로젝트 첫 모임을 열어 보세요',
      subtitle: '기획자·디자이너·개발자가 모여 있는 곳에서 팀원을 찾아요',
      linkUrl: '/project',
      bgColor: '#6c4cf5',
      placement: 'index',
      startsAt: days(-3),
      endsAt: days(30),
      sortOrder: 1,
    },
    {
      title: '퀘스트 매거진: 3개월 만에 출시한 팀들의 회고',
      subtitle: '실패담까지 솔직하게 담았어요',
      linkUrl: '/quest',
      bgColor: '#0f766e',
      placement: 'index',
      startsAt: days(-1),
      endsAt: days(14),
      sortOrder: 2,
    },
    {
      title: '종료된 배너',
      subtitle: '기간이 지나 보이지 않아야 해요',
      linkUrl: '/',
      bgColor: '#334155',
      placement: 'index',
      startsAt: days(-30),
      endsAt: days(-1),
      sortOrder: 3,
    },
  ]);
  await db.insert(ads).values([
    {
      product: '01',
      title: '노코드로 3일 만에 MVP 만들기',
      description: '메이커를 위한 노코드 빌더, 첫 달 무료',
      linkUrl: '/product',
      placement: 'index',
      size: '300X160',
      advertiserName: '빌드랩',
      startsAt: days(-2),
      endsAt: days(20),
    },
    {
      product: '02',
      title: '사이드 프로젝트 디자인 리뷰 클래스',
      description: '현업 프로덕트 디자이너가 1:1로 피드백해 드려요',
      linkUrl: '/people',
      placement: 'index',
      size: '300X160',
      advertiserName: '디자인하우스 스튜디오',
      startsAt: days(-5),
      endsAt: days(10),
    },
  ]);
}
