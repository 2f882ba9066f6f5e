/** Point gifts between members, gift coupons (buy_giftcon) and phone verification (phone2) (issue 14). */
import { z } from 'zod';
import { defineContract } from './contract.js';

void z;
void defineContract;
