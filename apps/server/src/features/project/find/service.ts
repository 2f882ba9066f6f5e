/** Finding projects; the pieces live in cards, search, recommend and toggles. */
export { listedProject, recruitingProject, toProjectCard } from './cards.js';
export { recommendProjects } from './recommend.js';
export { type ProjectPage, searchProjects, searchWhere } from './search.js';
export { recordView, toggleLike, toggleMark, viewerKey } from './toggles.js';
