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

/**
 * A picture for a chat room: multipart with `file` and `chatId` (the sender must be in the room).
 * The answer's URL is then sent as an image message (`sendMessage` type '02', `ref.url`).
 */
export const chatImages = defineContract({
  method: 'POST',
  path: '/api/upload/chat_images',
  summary: '채팅방에 보낼 사진을 올립니다(참여 중인 방만).',
  tags: ['upload', 'chat'],
  auth: true,
  response: z.object({ url: z.string(), name: z.string() }),
});

/** A PDF or Word file for a chat room, as chat_images; sent as a files message (type '08'). */
export const chatFiles = defineContract({
  method: 'POST',
  path: '/api/upload/chat_files',
  summary: '채팅방에 보낼 문서(PDF, Word)를 올립니다(참여 중인 방만).',
  tags: ['upload', 'chat'],
  auth: true,
  response: z.object({ url: z.string(), name: z.string(), bytes: z.number().int() }),
});
