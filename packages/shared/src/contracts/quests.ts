/** Daily quests, the weekly challenge and the weekly report (issue 14). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
