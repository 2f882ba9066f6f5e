/** Events (campaigns): types 01-07, reward modes, entries and operator review (issue 14). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
