export * from './contract.js';
export * as authApi from './auth.js';
export * as mainApi from './main.js';
export * as uploadApi from './upload.js';
export * as peopleApi from './people.js';
export { ZPersonCard, type PersonCard } from './people.js';
export { ZSessionUser, type SessionUser, NICKNAME_PATTERN, isStrongPassword } from './auth.js';
export { ZBanner, ZAd, type Banner, type Ad } from './main.js';

import * as auth from './auth.js';
import * as main from './main.js';
import * as upload from './upload.js';
import * as people from './people.js';
import type { AnyContract } from './contract.js';

/** Every contract, for the OpenAPI document and the property-based "no 5xx" test. */
export const allContracts: AnyContract[] = [
  auth.register,
  auth.login,
  auth.sessionCheck,
  auth.logout,
  auth.withdraw,
  auth.validateUser,
  main.banner,
  main.ad,
  upload.userImage,
  people.follow,
  people.favourite,
  people.favouriteCount,
];
