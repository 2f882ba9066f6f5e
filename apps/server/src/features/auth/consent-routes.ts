import { consentApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import { agreeTerms, toConsent } from './consent.js';

/** A social newcomer's consent step (the My page's marketing switch is in the profile routes). */
export async function consentRoutes(app: FastifyInstance, opts: { db: Db }) {
  registerContract(app, consentApi.consentState, ({ user }) => toConsent(user));
  registerContract(app, consentApi.agreeTerms, ({ body, user }) => agreeTerms(opts.db, user, body));
}
