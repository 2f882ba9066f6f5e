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
  // In-house ads only: until the ads issue lets advertisers book slots, a demo ad must promote a
  // section that exists, never a made-up advertiser whose click lands somewhere unrelated.
  await db.insert(ads).values([
    {
      product: '01',
      title: '1인 개발자 종합소득세, 세무사에게 물어보세요',
      description: '프로 상담에서 포인트로 30분 상담을 예약해요',
      linkUrl: '/pro',
      placement: 'index',
      size: '300X160',
      advertiserName: '사이드퀘스트 프로 상담',
      startsAt: days(-2),
      endsAt: days(20),
    },
    {
      product: '02',
      title: '이번 주 베스트 부스를 응원해 주세요',
      description: '메이커들이 출시한 프로덕트를 둘러보고 응원하면 퀘스트도 채워져요',
      linkUrl: '/product',
      placement: 'index',
      size: '300X160',
      advertiserName: '사이드퀘스트 엑스포',
      startsAt: days(-5),
      endsAt: days(10),
    },
  ]);
}
