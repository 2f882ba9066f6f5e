/** Small pieces the profile contracts share (not part of `profileApi`). */
import { z } from 'zod';
import { ZId, zLimit, zLine } from './primitives.js';
import { ERRORS } from '../errors.js';
import { RESUME_LIMITS } from './profile-records.js';

export const coded = (c: keyof typeof ERRORS, message?: string) => ({
  error: message ?? ERRORS[c].message,
  params: { code: c },
});

export const ZFileName = zLine(RESUME_LIMITS.fileName, { trim: true }).min(1, '파일 이름이 비어 있어요.');

export const ZNicknameQuery = zLine(60, { trim: true }).min(1, '닉네임을 입력해 주세요.');

export const ZItemNo = ZId;

export const RELATION_PAGE_SIZE = 20;
export const RELATION_PAGE_MAX = 50;

export const ZPaging = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: zLimit(RELATION_PAGE_MAX, RELATION_PAGE_SIZE),
});
