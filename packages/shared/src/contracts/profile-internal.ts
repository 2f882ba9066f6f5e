/** Small pieces the profile contracts share (not part of `profileApi`). */
import { z } from 'zod';
import { ERRORS } from '../errors.js';
import { RESUME_LIMITS } from './profile-records.js';

export const coded = (c: keyof typeof ERRORS, message?: string) => ({
  error: message ?? ERRORS[c].message,
  params: { code: c },
});

export const ZFileName = z.string().trim().min(1, '파일 이름이 비어 있어요.').max(RESUME_LIMITS.fileName);

export const ZNicknameQuery = z.string().trim().min(1, '닉네임을 입력해 주세요.').max(60);

export const ZItemNo = z.coerce.number().int().positive();

export const RELATION_PAGE_SIZE = 20;
export const RELATION_PAGE_MAX = 50;

export const ZPaging = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(RELATION_PAGE_MAX).default(RELATION_PAGE_SIZE),
});
