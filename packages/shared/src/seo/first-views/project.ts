import {
  availableDays,
  availableTimes,
  camps,
  domains,
  gatheringTypes,
  jobGroups,
  jobs,
  meetingModes,
  platforms,
  progressPhases,
  projectStatuses,
  regions,
} from '../../codes/index.js';
import type { ProjectOverview } from '../../contracts/project-post.js';
import { formatCount } from '../../format/count.js';
import { formatDate } from '../../format/date.js';
import { escapeHtml } from '../../format/html.js';
import { slotStatus } from '../../format/recruit.js';
import { avatarHtml, INERT, type IconNode, iconHtml, imageHtml, recordOpen, SAFE_URL } from './common.js';

/**
 * The project page's words the first view draws (project.json's `space.*` and `post.overview.*` on
 * the web; apps/web/src/features/project-space/project-first-view.test.tsx holds the two to the same
 * markup).
 */
export const PROJECT_FIRST_VIEW_WORDS = {
  tabsLabel: '프로젝트 메뉴',
  /** The tabs an outsider sees (the team's own, 마일스톤 and 할 일, join them in the app). */
  tabs: { overview: '개요', members: '팀원', promotion: '홍보', history: '히스토리' },
  leader: '리더',
  likes: '좋아요',
  views: '조회',
  slots: '모집 현황',
  jobTarget: '대상 직군',
  jobTargetAll: '모든 직군',
  meeting: '진행 방식',
  when: '모이는 때',
  platform: '플랫폼',
  posted: '게시일',
  introduction: '프로젝트 소개',
} as const;

const W = PROJECT_FIRST_VIEW_WORDS;

// lucide's icons of the header's counts and the overview's facts (lucide-react 1.x icon data).
const HEART: IconNode[] = [
  [
    'path',
    {
      d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
    },
  ],
];
const EYE: IconNode[] = [
  [
    'path',
    {
      d: 'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
    },
  ],
  ['circle', { cx: '12', cy: '12', r: '3' }],
];
const MAP_PIN: IconNode[] = [
  [
    'path',
    {
      d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    },
  ],
  ['circle', { cx: '12', cy: '10', r: '3' }],
];
const CALENDAR_DAYS: IconNode[] = [
  ['path', { d: 'M8 2v3' }],
  ['path', { d: 'M16 2v3' }],
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }],
  ['path', { d: 'M3 9h18' }],
  ['path', { d: 'M8 13h.01' }],
  ['path', { d: 'M12 13h.01' }],
  ['path', { d: 'M16 13h.01' }],
  ['path', { d: 'M8 17h.01' }],
  ['path', { d: 'M12 17h.01' }],
  ['path', { d: 'M16 17h.01' }],
];
const MONITOR: IconNode[] = [
  ['rect', { width: '20', height: '14', x: '2', y: '3', rx: '2' }],
  ['line', { x1: '8', x2: '16', y1: '21', y2: '21' }],
  ['line', { x1: '12', x2: '12', y1: '17', y2: '21' }],
];
const CLOCK: IconNode[] = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
];

/** The id the tabs and their panel share (React's useId on the web, one fixed id here). */
const PANEL_ID = 'first-view-project';

const chip = (label: string, tone?: 'outline') =>
  `<span class="${tone ? `chip chip-${tone}` : 'chip'}">${escapeHtml(label)}</span>`;

function phaseHtml(o: ProjectOverview, className: string): string {
  const phase = progressPhases.get(o.PHASE);
  return phase
    ? `<span class="${className}" style="background:${phase.background};color:${phase.color}">${escapeHtml(phase.label)}</span>`
    : '';
}

/**
 * features/project-space/project-header.tsx's header without the viewer's actions (지원하기, the
 * team's chat, the leader's controls): they depend on who looks, and the app draws them.
 */
function headerHtml(o: ProjectOverview): string {
  const leader = o.LEADER.USER_NICKNAME;
  return (
    '<header class="project-head">' +
    imageHtml('project-head-cover', o.COVER_URL) +
    '<div class="project-head-main"><div class="project-head-text"><div class="project-badges">' +
    chip(gatheringTypes.label(o.PROJECT_TYPE) ?? '') +
    phaseHtml(o, 'project-phase-chip') +
    `<span class="project-status">${escapeHtml(projectStatuses.label(o.STATUS) ?? '')}</span></div>` +
    `<h1 class="project-title">${escapeHtml(o.PROJECT_NAME)}</h1>` +
    '<div class="project-meta">' +
    `<a class="project-leader" href="/people/${encodeURIComponent(leader)}">` +
    `${avatarHtml(leader, o.LEADER.USER_IMG_URL, 24)}<span>${W.leader} ${escapeHtml(leader)}</span></a>` +
    `<span>${iconHtml(14, HEART)} ${W.likes} ${formatCount(o.LIKES)}</span>` +
    `<span>${iconHtml(14, EYE)} ${W.views} ${formatCount(o.VIEWS)}</span>` +
    '</div></div><div class="project-actions"></div></div></header>'
  );
}

/** The tabs an outsider sees, 개요 chosen (project-page.tsx's Tabs). */
function tabsHtml(): string {
  const entries = Object.entries(W.tabs);
  return (
    `<div class="project-tabs" role="tablist" aria-label="${W.tabsLabel}"${INERT}>` +
    entries
      .map(
        ([tab, label], i) =>
          `<button type="button" role="tab" id="${PANEL_ID}-${tab}" aria-selected="${i === 0}" ` +
          `aria-controls="${PANEL_ID}" tabindex="${i === 0 ? 0 : -1}" class="project-tab">${label}</button>`,
      )
      .join('') +
    '</div>'
  );
}

function jobTargetText(target: string): string {
  if (target === '00') return W.jobTargetAll;
  return target
    .split(',')
    .map((c) => jobs.label(c) ?? jobGroups.label(c) ?? c)
    .join(', ');
}

const fact = (icon: IconNode[], label: string, value: string) =>
  `<div><dt>${iconHtml(16, icon)}${label}</dt><dd>${escapeHtml(value)}</dd></div>`;

/**
 * features/project-post/overview-tab.tsx's 개요 as far as the introduction: cover, chips, slots,
 * facts and the introduction (sanitized on saving, the same HTML the app's Prose shows).
 */
function overviewHtml(o: ProjectOverview): string {
  const cover =
    o.COVER_URL && SAFE_URL.test(o.COVER_URL)
      ? `<img class="project-overview-cover" src="${escapeHtml(o.COVER_URL)}" alt="${escapeHtml(o.PROJECT_NAME)} 커버 이미지" />`
      : '';
  const camp = o.CAMP ? (camps.get(o.CAMP)?.englishLabel ?? camps.label(o.CAMP) ?? '') : null;
  const slots = o.SLOTS.map((s) => {
    const open = s.FILLED < s.TYPE;
    const text = slotStatus({
      jobLabel: jobs.label(s.RECRUITING) ?? s.RECRUITING,
      filled: s.FILLED,
      total: s.TYPE,
    });
    return `<li class="${open ? 'project-slot-open' : 'project-slot-closed'}">${escapeHtml(text)}</li>`;
  }).join('');
  return (
    `<div class="project-overview">${cover}<div class="project-overview-chips">` +
    chip(gatheringTypes.label(o.PROJECT_TYPE) ?? '', 'outline') +
    (o.DOMAIN ? chip(domains.label(o.DOMAIN) ?? '') : '') +
    chip(regions.label(o.REGION) ?? '') +
    phaseHtml(o, 'project-overview-phase') +
    (camp !== null ? chip(camp) : '') +
    '</div>' +
    '<section aria-labelledby="ov-slots" class="project-block">' +
    `<h2 id="ov-slots" class="project-block-title">${W.slots}</h2>` +
    `<ul class="project-slots">${slots}</ul>` +
    `<p class="project-block-meta">${W.jobTarget}: ${escapeHtml(jobTargetText(o.CPG_JOB_TARGET))}</p>` +
    '</section>' +
    '<dl class="project-facts">' +
    fact(MAP_PIN, W.meeting, `${meetingModes.label(o.MEETING_MODE)} · ${regions.label(o.REGION)}`) +
    fact(
      CALENDAR_DAYS,
      W.when,
      `${availableDays.label(o.AVAILABLE_DAYS)} · ${availableTimes.label(o.AVAILABLE_TIME)}`,
    ) +
    fact(MONITOR, W.platform, platforms.label(o.PLATFORM) ?? '') +
    fact(CLOCK, W.posted, formatDate(o.PROJECT_CREATE_TIME)) +
    '</dl>' +
    '<section aria-labelledby="ov-intro" class="project-block">' +
    `<h2 id="ov-intro" class="visually-hidden">${W.introduction}</h2>` +
    `<div class="prose">${o.PROJECT_INTRODUCTION}</div>` +
    '</section></div>'
  );
}

/**
 * A published project's page as anyone sees it first: the header, the tabs and the 개요 tab down to
 * the introduction. On a phone the introduction's opening is the page's largest paint.
 */
export function projectFirstViewHtml(path: string, o: ProjectOverview): string {
  return (
    recordOpen('container page-wrap', path) +
    headerHtml(o) +
    tabsHtml() +
    `<div id="${PANEL_ID}" role="tabpanel" aria-labelledby="${PANEL_ID}-overview">` +
    `<div class="project-panel">${overviewHtml(o)}</div></div>` +
    '</div>'
  );
}
