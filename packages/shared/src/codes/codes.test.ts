import { describe, expect, it } from 'vitest';
import * as codes from './index.js';
import {
  adImageSizes,
  adPlacements,
  adProducts,
  adChannels,
  cafeteriaTopUps,
  dailyQuestSets,
  dailyQuests,
  DAILY_QUEST_SET_COUNT,
  DAILY_QUESTS_PER_SET,
  EMAIL_DOMAIN_SUGGESTIONS,
  expertTalkTopics,
  industries,
  investmentStages,
  jobGroupOf,
  jobGroups,
  jobs,
  jobsInGroup,
  jobTargetMatches,
  MAGAZINE_READ_PERCENT,
  mbtiTypes,
  newsSendCosts,
  POINT_VALUE_WON,
  pointPackages,
  professionProfile,
  professions,
  progressPhases,
  projectStatuses,
  projectStatusFilters,
  questTypes,
  regions,
  skillTags,
  suggestEmailAddresses,
  topicTags,
} from './index.js';

type AnyCatalogue = { items: readonly { code: string; label: string }[]; codes: readonly string[] };

function isCatalogue(value: unknown): value is AnyCatalogue {
  return (
    typeof value === 'object' && value !== null && 'items' in value && 'codes' in value && 'label' in value
  );
}

const catalogues = (Object.entries(codes) as [string, unknown][]).filter(
  (entry): entry is [string, AnyCatalogue] => isCatalogue(entry[1]),
);

describe('every catalogue', () => {
  it('is exported from codes/index', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(60);
  });

  it.each(catalogues)('%s has unique, non-empty codes and Korean-readable labels', (_name, catalogue) => {
    expect(catalogue.items.length).toBeGreaterThan(0);
    expect(new Set(catalogue.codes).size).toBe(catalogue.codes.length);
    for (const item of catalogue.items) {
      expect(item.code).toMatch(/^\S+$/);
      expect(item.label.trim()).not.toBe('');
      expect(item.label).toBe(item.label.trim());
    }
  });
});

describe('regions', () => {
  it('starts with KR00 상관없음 and lists KR00–KR19 in order', () => {
    expect(regions.items[0]).toMatchObject({ code: 'KR00', label: '상관없음' });
    expect(regions.codes).toEqual(Array.from({ length: 20 }, (_, i) => `KR${String(i).padStart(2, '0')}`));
    expect(regions.label('KR01')).toBe('서울');
    expect(regions.label('KR18')).toBe('경기 남부');
    expect(regions.label('KR19')).toBe('경기 북부');
  });
});

describe('jobs', () => {
  it('has the group sizes of reference 3.3 and 0000 for anyone', () => {
    const sizes = Object.fromEntries(jobGroups.codes.map((group) => [group, jobsInGroup(group).length]));
    expect(sizes).toEqual({ '00': 1, '01': 8, '02': 7, '03': 8, '04': 8, '05': 9, '06': 14, '07': 22 });
    expect(jobs.items[0]).toMatchObject({ code: '0000' });
  });

  it('puts every job in the group named by its prefix, with an English label', () => {
    for (const job of jobs.items) {
      expect(job.code.slice(0, 2)).toBe(job.group);
      expect(job.englishLabel).not.toBe('');
    }
    expect(jobGroupOf('0403')).toBe('04');
    expect(jobs.label('0401')).toBe('웹 프론트엔드');
    expect(jobGroupOf('0499')).toBeUndefined();
  });

  it('includes the listed other jobs', () => {
    const labels = jobsInGroup('06').map((job) => job.label);
    for (const label of [
      '학생',
      '작가',
      '인플루언서',
      '셰프',
      '프로듀서',
      '기자',
      '사운드',
      '영상',
      '운영',
      'QA',
    ]) {
      expect(labels).toContain(label);
    }
  });

  it('matches job targets, with 00 reaching everyone', () => {
    expect(jobTargetMatches('00', ['0401'])).toBe(true);
    expect(jobTargetMatches('0401, 0402', ['0402'])).toBe(true);
    expect(jobTargetMatches('0401,0402', ['0501'])).toBe(false);
  });
});

describe('professions', () => {
  it('lists the 22 licensed professions in the seed order', () => {
    expect(professions.codes).toEqual(
      Array.from({ length: 22 }, (_, i) => `07${String(i + 1).padStart(2, '0')}`),
    );
    expect(professions.label('0701')).toBe('컨설턴트');
    expect(professions.label('0712')).toBe('변호사');
    expect(professions.label('0716')).toBe('의사');
    expect(professions.label('0722')).toBe('감정평가사');
    expect(professions.items.map((p) => p.code)).toEqual(jobsInGroup('07').map((job) => job.code));
  });

  it('gives every profession a full profile', () => {
    for (const code of professions.codes) {
      const profile = professionProfile(code);
      expect(profile, code).toBeDefined();
      expect(profile!.pitch).not.toBe('');
      expect(profile!.intro.length).toBeGreaterThan(40);
      expect(profile!.goodFor).toHaveLength(5);
      expect(profile!.notGoodFor).toHaveLength(5);
      expect(profile!.exampleTopics).toHaveLength(3);
    }
    expect(professionProfile('0401')).toBeUndefined();
  });
});

describe('points and prices', () => {
  it('prices the packages as reference 9.1', () => {
    const table = Object.fromEntries(pointPackages.items.map((p) => [p.code, [p.priceWon, p.points]]));
    expect(table).toEqual({
      F01: [0, 10],
      P01: [5_500, 5],
      P02: [11_000, 10],
      P03: [22_000, 20],
      P04: [33_000, 31],
      P05: [55_000, 53],
      P06: [110_000, 110],
      P07: [220_000, 220],
      P08: [550_000, 550],
    });
    expect(POINT_VALUE_WON).toBe(1000);
  });

  it('charges the 200,000 top-up as 220,000', () => {
    expect(cafeteriaTopUps.get('200000')).toMatchObject({
      chargeWon: 220_000,
      points: 220,
      activityScore: 20_000,
    });
    expect(cafeteriaTopUps.get('30000')).toMatchObject({
      chargeWon: 30_000,
      points: 31,
      activityScore: 3_000,
    });
  });

  it('keeps investment ceilings in won', () => {
    expect(investmentStages.items.map((s) => s.ceilingWon)).toEqual([
      100_000_000, 200_000_000, 500_000_000, 2_000_000_000,
    ]);
  });
});

describe('quests', () => {
  it('has six daily sets of three distinct known quests', () => {
    expect(dailyQuestSets).toHaveLength(DAILY_QUEST_SET_COUNT);
    for (const set of dailyQuestSets) {
      expect(set).toHaveLength(DAILY_QUESTS_PER_SET);
      expect(new Set(set).size).toBe(3);
      for (const code of set) expect(dailyQuests.has(code)).toBe(true);
    }
    expect(new Set(dailyQuestSets.flat())).toEqual(new Set(dailyQuests.codes));
  });

  it('has a magazine quest read to 50%', () => {
    const magazine = dailyQuests.items.find((q) => q.action === 'magazine_read');
    expect(MAGAZINE_READ_PERCENT).toBe(50);
    expect(magazine?.condition).toContain('50%');
  });

  it('gives images to exactly the newsletter, survey, interview and tester quests', () => {
    expect(questTypes.items.filter((q) => q.image !== null).map((q) => q.code)).toEqual([
      '01',
      '02',
      '03',
      '04',
    ]);
  });
});

describe('ads', () => {
  it('refers only to known channels and sizes', () => {
    for (const product of adProducts.items)
      for (const c of product.channels) expect(adChannels.has(c)).toBe(true);
    for (const placement of adPlacements.items)
      for (const s of placement.sizes) expect(adImageSizes.has(s)).toBe(true);
    for (const size of adImageSizes.items) expect(size.code).toBe(`${size.width}X${size.height}`);
    for (const cost of newsSendCosts.items) expect(adProducts.has(cost.adProduct)).toBe(true);
  });

  it('places every image size somewhere', () => {
    const used = new Set(adPlacements.items.flatMap((p) => p.sizes));
    expect(used).toEqual(new Set(adImageSizes.codes));
  });
});

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('progress phases', () => {
  it('has ten phases whose chip colours pass WCAG AA', () => {
    expect(progressPhases.codes).toHaveLength(10);
    expect(progressPhases.label('01')).toBe('모집중');
    for (const phase of progressPhases.items) {
      const [light, dark] = [luminance(phase.background), luminance(phase.color)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      expect((light + 0.05) / (dark + 0.05), phase.code).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('other lists', () => {
  it('orders project statuses as the seed, drafting first', () => {
    expect(projectStatuses.codes).toEqual(['99', '01', '02', '03', '04', '05', '06']);
    const covered = projectStatusFilters.items.flatMap((f) => f.statuses);
    expect(covered).toEqual(['01', '02', '03', '04', '05', '06']);
  });

  it('has 16 MBTI types plus unspecified, and industries 14 government / 15 other', () => {
    expect(mbtiTypes.codes).toHaveLength(17);
    expect(mbtiTypes.codes[0]).toBe('00');
    expect(industries.codes).toHaveLength(19);
    expect(industries.label('14')).toContain('정부');
    expect(industries.label('15')).toBe('기타');
  });

  it('has expert-talk topics 00–10', () => {
    expect(expertTalkTopics.codes).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
  });

  it('tags skills with both labels and a known icon type', () => {
    expect(skillTags.items.length).toBeGreaterThanOrEqual(55);
    for (const tag of [...skillTags.items, ...topicTags.items]) {
      expect(tag.englishLabel).not.toBe('');
      expect(['svg', 'png']).toContain(tag.iconType);
    }
    expect(topicTags.label('blockchain')).toBe('블록체인');
  });

  it('suggests the five common mail domains after the @', () => {
    expect(EMAIL_DOMAIN_SUGGESTIONS).toEqual([
      'naver.com',
      'gmail.com',
      'daum.net',
      'kakao.com',
      'hanmail.net',
    ]);
    expect(suggestEmailAddresses('maker@')).toHaveLength(5);
    expect(suggestEmailAddresses('maker@na')).toEqual(['maker@naver.com']);
    expect(suggestEmailAddresses('maker@naver.com')).toEqual([]);
    expect(suggestEmailAddresses('maker')).toEqual([]);
  });
});
