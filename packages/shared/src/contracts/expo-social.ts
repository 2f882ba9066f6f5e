/** Expo: supports, likes, reviews with the team's answers, and booth forums (issue 15). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
