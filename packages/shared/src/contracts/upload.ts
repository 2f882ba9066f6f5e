import { z } from 'zod';
import { defineContract } from './contract.js';

/** multipart/form-data with one `file` field; the body is not JSON so it has no zod schema. */
export const userImage = defineContract({
  method: 'POST',
  path: '/api/upload/user_image',
  summary: '프로필 사진을 올립니다. 이미지는 검사 후 크기를 줄이고 메타데이터를 지워 저장합니다.',
  tags: ['upload'],
  auth: true,
  response: z.object({ USER_IMG_URL: z.string() }),
});
