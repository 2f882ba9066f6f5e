/**
 * Profile and resume (`/people/{nickname}`), its editor, reviews, relations and the My page.
 * Records use the seed's UPPER_SNAKE names; request fields are snake_case. What may leave the server
 * for other people is in `ZResume`; e-mail, phone and school e-mail only ever appear in `PRIVATE`,
 * which is null unless the viewer is the owner.
 */
export * from './profile-items.js';
export * from './profile-my.js';
export * from './profile-records.js';
export * from './profile-relations.js';
export * from './profile-resume.js';
