/**
 * Per-page title and description, in Korean. The server injects them into index.html for
 * crawlers and link previews; the web app sets document.title and the page heading from them.
 * Page kinds are the seed's (product-spec section 2).
 */
import { escapeHtml } from '../format/html.js';

export const PAGE_KINDS = [
  'index',
  'people',
  'project',
  'product',
  'quest',
  'lounge',
  'story',
  'quest_detail',
  'people_detail',
  'project_detail',
  'booth_detail',
  'search',
  'faq',
  'notice',
  'payment_policy',
  'privacy_policy',
  'refund_policy',
  'service_policy',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export interface PageMeta {
  /** The document title (also og:title). */
  title: string;
  /** The meta description (also og:description); one or two natural sentences. */
  description: string;
  /** The short heading shown at the top of the page itself. */
  heading: string;
}

export const SITE_NAME = '사이드퀘스트';

export const PAGE_META: Record<PageKind, PageMeta> = {
  index: {
    title: '사이드퀘스트 - 사이드 프로젝트 팀원 찾기',
    description:
      '사이드 프로젝트, 스터디, 네트워킹을 함께할 팀원을 찾는 메이커 커뮤니티 사이드퀘스트. 직장인, 학생, 전문가가 모여 아이디어를 제품으로 만들어요.',
    heading: '함께 만들 사람을 찾는 곳',
  },
  people: {
    title: '사람들 - 함께할 메이커 찾기 | 사이드퀘스트',
    description:
      '기획자, 디자이너, 개발자, 마케터까지. 직무와 관심 분야로 함께 사이드 프로젝트를 할 메이커를 찾아보세요.',
    heading: '사람들',
  },
  project: {
    title: '프로젝트 - 팀원 모집 중인 사이드 프로젝트 | 사이드퀘스트',
    description:
      '지금 팀원을 모집하는 사이드 프로젝트, 스터디, 네트워킹 모임을 둘러보고 마음에 드는 팀에 지원해 보세요.',
    heading: '프로젝트',
  },
  product: {
    title: '프로덕트 - 메이커들이 만든 서비스 | 사이드퀘스트',
    description:
      '메이커들이 직접 만들어 출시한 서비스와 앱을 부스에서 만나 보세요. 응원하고, 써 보고, 리뷰를 남길 수 있어요.',
    heading: '프로덕트',
  },
  quest: {
    title: '퀘스트 - 메이커를 위한 매거진과 이벤트 | 사이드퀘스트',
    description:
      '사이드 프로젝트 회고, 인터뷰, 실무 인사이트를 담은 매거진을 읽고 퀘스트에 참여해 포인트와 경험치를 모아 보세요.',
    heading: '퀘스트',
  },
  lounge: {
    title: '라운지 - 메이커들의 이야기 | 사이드퀘스트',
    description:
      '자기소개, 커리어 고민, 개발 회고, 투표까지. 메이커들이 자유롭게 이야기를 나누는 라운지예요.',
    heading: '라운지',
  },
  story: {
    title: '스토리 - 사이드퀘스트 이야기 | 사이드퀘스트',
    description: '사이드퀘스트에서 만난 팀이 어떻게 함께 만들고 출시했는지, 그 과정을 기록한 이야기예요.',
    heading: '스토리',
  },
  quest_detail: {
    title: '매거진 | 퀘스트에 참여하세요',
    description: '사이드퀘스트 매거진 글을 읽고 퀘스트에 참여해 보세요.',
    heading: '매거진',
  },
  people_detail: {
    title: '메이커 프로필 | 사이드퀘스트',
    description: '사이드퀘스트 메이커의 이력, 프로젝트, 활동을 확인하고 커피챗을 제안해 보세요.',
    heading: '프로필',
  },
  project_detail: {
    title: '프로젝트 상세 | 사이드퀘스트',
    description: '프로젝트 소개, 모집 중인 포지션, 진행 단계를 확인하고 팀에 지원해 보세요.',
    heading: '프로젝트 상세',
  },
  booth_detail: {
    title: '부스 | 사이드퀘스트 엑스포',
    description: '메이커가 출시한 프로덕트의 부스예요. 소개를 읽고 응원과 리뷰를 남겨 보세요.',
    heading: '부스',
  },
  search: {
    title: '검색 | 사이드퀘스트',
    description: '사람, 프로젝트, 프로덕트, 라운지 글을 한 번에 검색해 보세요.',
    heading: '검색',
  },
  faq: {
    title: '자주 묻는 질문 | 사이드퀘스트',
    description: '회원가입, 팀원 모집, 포인트 충전과 환불 등 사이드퀘스트 이용에 관한 자주 묻는 질문이에요.',
    heading: '자주 묻는 질문',
  },
  notice: {
    title: '공지사항 | 사이드퀘스트',
    description: '사이드퀘스트의 새 기능, 점검 일정, 정책 변경 소식을 알려 드려요.',
    heading: '공지사항',
  },
  payment_policy: {
    title: '전자금융거래 이용약관 | 사이드퀘스트',
    description: '사이드퀘스트에서 포인트를 결제할 때 적용되는 전자금융거래 이용약관이에요.',
    heading: '전자금융거래 이용약관',
  },
  privacy_policy: {
    title: '개인정보 처리방침 | 사이드퀘스트',
    description: '사이드퀘스트가 어떤 개인정보를 왜 수집하고, 얼마나 보관하며, 어떻게 보호하는지 안내해요.',
    heading: '개인정보 처리방침',
  },
  refund_policy: {
    title: '결제 및 환불 약관 | 사이드퀘스트',
    description: '사이드퀘스트 포인트의 충전, 사용, 환불 기준을 안내해요. 1포인트는 1,000원이에요.',
    heading: '결제 및 환불 약관',
  },
  service_policy: {
    title: '서비스 이용약관 | 사이드퀘스트',
    description: '사이드퀘스트 서비스를 이용할 때 회원과 회사가 지켜야 할 권리와 의무를 담은 이용약관이에요.',
    heading: '서비스 이용약관',
  },
};

/**
 * Detail pages carry the record's name in their title. `{name}` placeholders are filled from
 * `vars`; when a value is missing the page kind's generic title is used instead.
 */
export const PAGE_TITLE_TEMPLATES: Partial<Record<PageKind, string>> = {
  people_detail: '{nickname}님의 프로필 | 사이드퀘스트',
  project_detail: '{name} | 사이드퀘스트 프로젝트',
  quest_detail: '{title} | 퀘스트에 참여하세요',
  booth_detail: '{name} | 사이드퀘스트 엑스포',
  search: "'{q}' 검색 결과 | 사이드퀘스트",
};

export type PageTitleVars = Record<string, string | number | null | undefined>;

function fill(template: string, vars: PageTitleVars): string | null {
  let missing = false;
  const out = template.replace(/\{([A-Za-z_]+)\}/g, (_, key: string) => {
    const v = vars[key];
    if (v === undefined || v === null || String(v).trim() === '') {
      missing = true;
      return '';
    }
    return String(v).trim();
  });
  return missing ? null : out;
}

/** The document title for a page kind, with detail values filled in when given. */
export function pageTitle(kind: PageKind, vars?: PageTitleVars): string {
  const template = PAGE_TITLE_TEMPLATES[kind];
  if (template && vars) {
    const filled = fill(template, vars);
    if (filled) return filled;
  }
  return PAGE_META[kind].title;
}

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === 'string' && (PAGE_KINDS as readonly string[]).includes(value);
}

/**
 * List pages whose head (the kind's heading and description, under a reserved eyebrow line where the
 * page shows a count there) the server draws into the first HTML. It paints with the header bar, from
 * HTML and CSS alone, instead of after the page's code and data: on a slowed phone that is the
 * largest paint of a first visit, 4–5 s → 1–2 s (issue 17). The web page draws the same head with
 * PageHeader, in the same global classes, at the same place (`e2e/layout-shift.e2e.ts` compares boxes).
 */
export const FIRST_VIEW_HEADS: Partial<Record<PageKind, { eyebrow?: true; narrow?: true }>> = {
  people: { eyebrow: true },
  project: {},
  quest: {},
  lounge: { narrow: true },
};

/**
 * The server's markup of a first-view head for `path`, or '' for a kind without one. The classes are
 * ui/page-header.tsx's; `data-first-view` tells the web app whose head it is (app/first-view.tsx).
 */
export function firstViewHeadHtml(kind: string, path: string): string {
  const head = FIRST_VIEW_HEADS[kind as PageKind];
  if (!head) return '';
  const meta = PAGE_META[kind as PageKind];
  const wrap = head.narrow ? 'container page-wrap page-narrow' : 'container page-wrap';
  return (
    `<div class="${wrap}" data-first-view="${escapeHtml(path)}"${head.eyebrow ? ' data-eyebrow=""' : ''}>` +
    pageHeadHtml(meta, head.eyebrow === true) +
    '</div>'
  );
}

/**
 * A page's head (ui/page-header.tsx's PageHeader) with its kind's heading and description, and the
 * markup of its actions (trusted: the first views' own) when it has some.
 */
export function pageHeadHtml(
  meta: { heading: string; description: string },
  eyebrow = false,
  actions = '',
): string {
  return (
    '<div class="page-head"><div>' +
    (eyebrow ? '<p class="page-head-eyebrow">\u00a0</p>' : '') +
    `<h1 class="page-head-title">${escapeHtml(meta.heading)}</h1>` +
    `<p class="page-head-text">${escapeHtml(meta.description)}</p>` +
    `</div>${actions ? `<div>${actions}</div>` : ''}</div>`
  );
}
