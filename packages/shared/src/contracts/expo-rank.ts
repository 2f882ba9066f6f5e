/** Expo: rankings, the weekly snapshot, podium and hall of fame, badges and promotion codes (issue 15). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
