/**
 * Skill and tool tags (reference 3.8). The code is a lowercase slug. `icon` with iconType 'svg' is
 * a Simple Icons slug; 'png' marks brands Simple Icons does not carry (Adobe, Java, AWS, Microsoft),
 * whose images the web app serves from /icons/skills/{icon}.png.
 */
import { type CodeOf, defineCatalogue } from './catalogue.js';

export type IconType = 'svg' | 'png';

export const skillTags = defineCatalogue([
  // Languages
  {
    code: 'javascript',
    label: '자바스크립트',
    englishLabel: 'JavaScript',
    icon: 'javascript',
    iconType: 'svg',
  },
  {
    code: 'typescript',
    label: '타입스크립트',
    englishLabel: 'TypeScript',
    icon: 'typescript',
    iconType: 'svg',
  },
  { code: 'python', label: '파이썬', englishLabel: 'Python', icon: 'python', iconType: 'svg' },
  { code: 'java', label: '자바', englishLabel: 'Java', icon: 'java', iconType: 'png' },
  { code: 'kotlin', label: '코틀린', englishLabel: 'Kotlin', icon: 'kotlin', iconType: 'svg' },
  { code: 'swift', label: '스위프트', englishLabel: 'Swift', icon: 'swift', iconType: 'svg' },
  { code: 'go', label: '고', englishLabel: 'Go', icon: 'go', iconType: 'svg' },
  { code: 'rust', label: '러스트', englishLabel: 'Rust', icon: 'rust', iconType: 'svg' },
  { code: 'cpp', label: 'C++', englishLabel: 'C++', icon: 'cplusplus', iconType: 'svg' },
  { code: 'csharp', label: 'C#', englishLabel: 'C#', icon: 'csharp', iconType: 'png' },
  { code: 'php', label: 'PHP', englishLabel: 'PHP', icon: 'php', iconType: 'svg' },
  { code: 'ruby', label: '루비', englishLabel: 'Ruby', icon: 'ruby', iconType: 'svg' },
  { code: 'dart', label: '다트', englishLabel: 'Dart', icon: 'dart', iconType: 'svg' },
  // Web and app front ends
  { code: 'html', label: 'HTML', englishLabel: 'HTML5', icon: 'html5', iconType: 'svg' },
  { code: 'css', label: 'CSS', englishLabel: 'CSS', icon: 'css', iconType: 'svg' },
  { code: 'react', label: '리액트', englishLabel: 'React', icon: 'react', iconType: 'svg' },
  { code: 'nextjs', label: '넥스트', englishLabel: 'Next.js', icon: 'nextdotjs', iconType: 'svg' },
  { code: 'vue', label: '뷰', englishLabel: 'Vue.js', icon: 'vuedotjs', iconType: 'svg' },
  { code: 'nuxt', label: '넉스트', englishLabel: 'Nuxt', icon: 'nuxt', iconType: 'svg' },
  { code: 'svelte', label: '스벨트', englishLabel: 'Svelte', icon: 'svelte', iconType: 'svg' },
  { code: 'angular', label: '앵귤러', englishLabel: 'Angular', icon: 'angular', iconType: 'svg' },
  {
    code: 'tailwindcss',
    label: '테일윈드',
    englishLabel: 'Tailwind CSS',
    icon: 'tailwindcss',
    iconType: 'svg',
  },
  { code: 'redux', label: '리덕스', englishLabel: 'Redux', icon: 'redux', iconType: 'svg' },
  {
    code: 'reactnative',
    label: '리액트 네이티브',
    englishLabel: 'React Native',
    icon: 'react',
    iconType: 'svg',
  },
  { code: 'flutter', label: '플러터', englishLabel: 'Flutter', icon: 'flutter', iconType: 'svg' },
  { code: 'android', label: '안드로이드', englishLabel: 'Android', icon: 'android', iconType: 'svg' },
  { code: 'ios', label: 'iOS', englishLabel: 'iOS', icon: 'ios', iconType: 'svg' },
  { code: 'unity', label: '유니티', englishLabel: 'Unity', icon: 'unity', iconType: 'svg' },
  {
    code: 'unrealengine',
    label: '언리얼 엔진',
    englishLabel: 'Unreal Engine',
    icon: 'unrealengine',
    iconType: 'svg',
  },
  // Servers and data
  { code: 'nodejs', label: '노드', englishLabel: 'Node.js', icon: 'nodedotjs', iconType: 'svg' },
  { code: 'nestjs', label: '네스트', englishLabel: 'NestJS', icon: 'nestjs', iconType: 'svg' },
  { code: 'express', label: '익스프레스', englishLabel: 'Express', icon: 'express', iconType: 'svg' },
  { code: 'spring', label: '스프링', englishLabel: 'Spring', icon: 'spring', iconType: 'svg' },
  {
    code: 'springboot',
    label: '스프링 부트',
    englishLabel: 'Spring Boot',
    icon: 'springboot',
    iconType: 'svg',
  },
  { code: 'django', label: '장고', englishLabel: 'Django', icon: 'django', iconType: 'svg' },
  { code: 'fastapi', label: '패스트API', englishLabel: 'FastAPI', icon: 'fastapi', iconType: 'svg' },
  { code: 'rails', label: '레일즈', englishLabel: 'Ruby on Rails', icon: 'rubyonrails', iconType: 'svg' },
  { code: 'graphql', label: '그래프QL', englishLabel: 'GraphQL', icon: 'graphql', iconType: 'svg' },
  { code: 'mysql', label: 'MySQL', englishLabel: 'MySQL', icon: 'mysql', iconType: 'svg' },
  {
    code: 'postgresql',
    label: '포스트그레SQL',
    englishLabel: 'PostgreSQL',
    icon: 'postgresql',
    iconType: 'svg',
  },
  { code: 'mongodb', label: '몽고DB', englishLabel: 'MongoDB', icon: 'mongodb', iconType: 'svg' },
  { code: 'redis', label: '레디스', englishLabel: 'Redis', icon: 'redis', iconType: 'svg' },
  { code: 'firebase', label: '파이어베이스', englishLabel: 'Firebase', icon: 'firebase', iconType: 'svg' },
  { code: 'supabase', label: '수파베이스', englishLabel: 'Supabase', icon: 'supabase', iconType: 'svg' },
  { code: 'docker', label: '도커', englishLabel: 'Docker', icon: 'docker', iconType: 'svg' },
  {
    code: 'kubernetes',
    label: '쿠버네티스',
    englishLabel: 'Kubernetes',
    icon: 'kubernetes',
    iconType: 'svg',
  },
  { code: 'aws', label: 'AWS', englishLabel: 'AWS', icon: 'aws', iconType: 'png' },
  { code: 'gcp', label: '구글 클라우드', englishLabel: 'Google Cloud', icon: 'googlecloud', iconType: 'svg' },
  { code: 'vercel', label: '버셀', englishLabel: 'Vercel', icon: 'vercel', iconType: 'svg' },
  { code: 'git', label: '깃', englishLabel: 'Git', icon: 'git', iconType: 'svg' },
  { code: 'github', label: '깃허브', englishLabel: 'GitHub', icon: 'github', iconType: 'svg' },
  { code: 'tensorflow', label: '텐서플로', englishLabel: 'TensorFlow', icon: 'tensorflow', iconType: 'svg' },
  { code: 'pytorch', label: '파이토치', englishLabel: 'PyTorch', icon: 'pytorch', iconType: 'svg' },
  // Design and collaboration tools
  { code: 'figma', label: '피그마', englishLabel: 'Figma', icon: 'figma', iconType: 'svg' },
  { code: 'sketch', label: '스케치', englishLabel: 'Sketch', icon: 'sketch', iconType: 'svg' },
  { code: 'framer', label: '프레이머', englishLabel: 'Framer', icon: 'framer', iconType: 'svg' },
  { code: 'photoshop', label: '포토샵', englishLabel: 'Photoshop', icon: 'photoshop', iconType: 'png' },
  {
    code: 'illustrator',
    label: '일러스트레이터',
    englishLabel: 'Illustrator',
    icon: 'illustrator',
    iconType: 'png',
  },
  {
    code: 'aftereffects',
    label: '애프터 이펙트',
    englishLabel: 'After Effects',
    icon: 'aftereffects',
    iconType: 'png',
  },
  {
    code: 'premierepro',
    label: '프리미어 프로',
    englishLabel: 'Premiere Pro',
    icon: 'premierepro',
    iconType: 'png',
  },
  { code: 'blender', label: '블렌더', englishLabel: 'Blender', icon: 'blender', iconType: 'svg' },
  { code: 'canva', label: '캔바', englishLabel: 'Canva', icon: 'canva', iconType: 'svg' },
  { code: 'notion', label: '노션', englishLabel: 'Notion', icon: 'notion', iconType: 'svg' },
  { code: 'slack', label: '슬랙', englishLabel: 'Slack', icon: 'slack', iconType: 'png' },
  { code: 'jira', label: '지라', englishLabel: 'Jira', icon: 'jira', iconType: 'svg' },
  {
    code: 'googleanalytics',
    label: '구글 애널리틱스',
    englishLabel: 'Google Analytics',
    icon: 'googleanalytics',
    iconType: 'svg',
  },
  { code: 'excel', label: '엑셀', englishLabel: 'Excel', icon: 'excel', iconType: 'png' },
]);
export type SkillTagCode = CodeOf<typeof skillTags>;

/**
 * The one name a technology is shown by wherever tags are displayed: React, not 리액트 (the
 * catalogue's englishLabel). An unknown code (an old record) shows as stored.
 */
export function skillName(code: string): string {
  return skillTags.get(code)?.englishLabel ?? code;
}

/**
 * A picker's option: the canonical name, with the Korean name after it when it differs
 * ("React (리액트)"), so typing either finds it.
 */
export function skillOptionLabel(tag: { label: string; englishLabel: string }): string {
  return tag.englishLabel === tag.label ? tag.englishLabel : `${tag.englishLabel} (${tag.label})`;
}

/** Topic tags (reference 3.8): themes rather than tools. Icons are lucide names. */
export const topicTags = defineCatalogue([
  { code: 'ai', label: 'AI', englishLabel: 'AI', icon: 'bot', iconType: 'svg' },
  { code: 'nft', label: 'NFT', englishLabel: 'NFT', icon: 'gem', iconType: 'svg' },
  { code: 'blockchain', label: '블록체인', englishLabel: 'Blockchain', icon: 'blocks', iconType: 'svg' },
  { code: 'web3', label: '웹3', englishLabel: 'Web3', icon: 'globe', iconType: 'svg' },
  { code: 'metaverse', label: '메타버스', englishLabel: 'Metaverse', icon: 'glasses', iconType: 'svg' },
  { code: 'esg', label: 'ESG', englishLabel: 'ESG', icon: 'leaf', iconType: 'svg' },
]);
export type TopicTagCode = CodeOf<typeof topicTags>;
