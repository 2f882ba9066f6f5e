/** Expo booths: registration (from scratch or a project), drafts, screening, the booth page, team and updates (issue 15). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
