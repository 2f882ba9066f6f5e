/** The “about” sections of a profile: basics, introduction and skills, each in its own file. */
export { type BasicsValues, BasicsSection } from './basics-section';
export { IntroSection } from './intro-section';
export { SkillsSection } from './skills-section';
