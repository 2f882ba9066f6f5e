import { z } from 'zod';
import { defineContract } from './contract.js';
import { zLine } from './primitives.js';

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

/**
 * The seed's `GET /api/proxy?url=`: the server fetches an outside picture once (https, public
 * addresses only, 10 MB, 5 seconds), stores it as the member's upload and answers our address, so
 * a post never makes its readers' browsers call another site. The same address answers the same
 * stored copy. JSON rather than the bytes: the editor needs an address to put in the body.
 */
export const proxy = defineContract({
  method: 'GET',
  path: '/api/proxy',
  summary: '다른 사이트의 이미지를 한 번 가져와 사이드퀘스트에 저장하고, 본문에 쓸 주소를 돌려줍니다.',
  tags: ['upload'],
  auth: true,
  query: z.object({ url: zLine(2048).trim().min(1) }),
  response: z.object({ url: z.string(), reused: z.boolean() }),
});
