import { isImageFileName, isImageMime, SPACE_LIMITS, type Todo } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { Storage } from '../../../lib/storage/index.js';
import type { UserRow } from '../../auth/sessions.js';
import {
  checkDocument,
  IMAGE_MAX_DIMENSION,
  processImage,
  safeOriginalName,
  storeFile,
  type UploadedFile,
} from '../../upload/files.js';
import { todos } from '../schema.js';
import { attachmentColumns, slotAttachments } from '../../upload/attachments.js';
import { memberTodo, oneTodo } from './todos.js';

export const TODO_UPLOAD_PURPOSE = 'todo_attach';

const tooMany = () =>
  fail(
    'TOO_MANY_ATTACHMENTS',
    `첨부파일은 할 일 하나에 ${SPACE_LIMITS.attachments}개까지 올릴 수 있어요. 다른 첨부파일을 뗀 뒤 다시 올려 주세요.`,
  );

/**
 * One more attachment on a to-do (any member of its project). The count is checked before the
 * file is processed, so a sixth is refused without work, and again under a row lock when written.
 * Pictures are re-encoded like every picture; PDF and Word documents are kept and served as downloads.
 */
export async function appendTodoAttachment(
  db: Db,
  storage: Storage,
  user: UserRow,
  todoNo: number,
  file: UploadedFile,
): Promise<Todo> {
  const current = await memberTodo(db, user, todoNo);
  if (slotAttachments(current).length >= SPACE_LIMITS.attachments) throw tooMany();
  const name = safeOriginalName(file.filename);
  const isImage = isImageMime(file.mimetype) || isImageFileName(name);
  const prepared = isImage
    ? await processImage(file.data, file.filename, file.mimetype, { maxDimension: IMAGE_MAX_DIMENSION.cover })
    : { ...(await checkDocument(file.data, file.filename, file.mimetype)), data: file.data };
  let updated: typeof todos.$inferSelect | undefined;
  await storeFile(
    db,
    storage,
    {
      userNo: user.userNo,
      purpose: TODO_UPLOAD_PURPOSE,
      originalName: file.filename,
      data: prepared.data,
      contentType: prepared.contentType,
      ext: prepared.ext,
    },
    async (tx, url) => {
      const [row] = await tx.select().from(todos).where(eq(todos.todoNo, todoNo)).for('update');
      if (!row) throw fail('NOT_FOUND', '찾는 할 일이 없어요. 이미 지워졌을 수 있어요.');
      const list = slotAttachments(row);
      if (list.length >= SPACE_LIMITS.attachments) throw tooMany();
      [updated] = await tx
        .update(todos)
        .set({ ...attachmentColumns([...list, { url, name }]), updatedAt: sql`now()` })
        .where(eq(todos.todoNo, todoNo))
        .returning();
    },
  );
  return oneTodo(db, updated!);
}
