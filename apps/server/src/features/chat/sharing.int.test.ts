import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ask, eventOf, settle, chatTestBed, CHAT } from '../../../test/chat-kit.js';
import { buildMember, buildProjectRow, type Member } from '../../../test/factories.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { applications, projectSlots } from '../project/schema.js';
import { uploads } from '../upload/schema.js';
import { chatMessages, chatReports } from './schema.js';

const bed = chatTestBed();
const { post } = http(() => bed.ctx.app, { base: CHAT });

function form(data: Buffer, name: string, type: string, chatId?: string): FormData {
  const fd = new FormData();
  if (chatId !== undefined) fd.append('chatId', chatId);
  fd.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return fd;
}
const upload = (kind: 'chat_images' | 'chat_files', payload: FormData, cookie?: string) =>
  post(`/api/upload/${kind}`, payload, cookie);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const photo = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();

describe('chat uploads', () => {
  it('stores a picture (re-encoded) and a document for a room I am in, then sends them', async () => {
    const { a, b, roomId } = await bed.pair();
    const img = await upload(
      'chat_images',
      form(await photo(), '회의 화이트보드.jpg', 'image/jpeg', roomId),
      a.cookie,
    );
    expect(img.statusCode).toBe(200);
    expect(img.json()).toMatchObject({ result: 'success', name: '회의 화이트보드.jpg' });
    expect(img.json().url).toMatch(/^\/uploads\/chat_image\/.+\.webp$/);
    const [row] = await bed.ctx.database.db.select().from(uploads).where(eq(uploads.url, img.json().url));
    expect(row).toMatchObject({ userNo: a.no, purpose: 'chat_image', mime: 'image/webp' });

    const doc = await upload('chat_files', form(PDF, '기획서.pdf', 'application/pdf', roomId), a.cookie);
    expect(doc.json()).toMatchObject({ result: 'success', name: '기획서.pdf', bytes: PDF.length });

    const sentImage = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '',
      type: '02',
      clientId: randomUUID(),
      ref: { url: img.json().url },
    });
    expect(sentImage._doc.meta.image).toEqual({ url: img.json().url, name: '회의 화이트보드.jpg' });
    const sentFile = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '',
      type: '08',
      clientId: randomUUID(),
      ref: { url: doc.json().url },
    });
    expect(sentFile._doc.meta.file).toEqual({ url: doc.json().url, name: '기획서.pdf', bytes: PDF.length });
    await eventOf(b, 'addMessage', (p) => p._doc.type === '08');
    // b cannot send a's upload as their own.
    const stolen = await ask(b.socket, 'sendMessage', {
      roomId,
      body: '',
      type: '02',
      clientId: randomUUID(),
      ref: { url: img.json().url },
    });
    expect(stolen.code).toBe('FORBIDDEN');
    // A picture URL is not a document.
    const mixed = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '',
      type: '08',
      clientId: randomUUID(),
      ref: { url: img.json().url },
    });
    expect(mixed.code).toBe('FORBIDDEN');
  });

  it('refuses anonymous people, outsiders, missing rooms and wrong file types', async () => {
    const { a, roomId } = await bed.pair();
    const outsider = await buildMember(bed.ctx);
    const pic = await photo();
    expect((await upload('chat_images', form(pic, 'a.jpg', 'image/jpeg', roomId))).json().code).toBe('E001');
    expect(
      (await upload('chat_images', form(pic, 'a.jpg', 'image/jpeg', roomId), outsider.cookie)).json().code,
    ).toBe('CHAT_ROOM_NOT_FOUND');
    expect(
      (await upload('chat_files', form(PDF, 'a.pdf', 'application/pdf', roomId), outsider.cookie)).json()
        .code,
    ).toBe('CHAT_ROOM_NOT_FOUND');
    expect((await upload('chat_images', form(pic, 'a.jpg', 'image/jpeg'), a.cookie)).json().code).toBe(
      'VALIDATION',
    );
    expect(
      (await upload('chat_images', form(pic, 'a.jpg', 'image/jpeg', 'nope'), a.cookie)).json().code,
    ).toBe('VALIDATION');
    const exe = Buffer.from('MZ\x90\x00 not a pdf');
    expect(
      (await upload('chat_files', form(exe, 'a.pdf', 'application/pdf', roomId), a.cookie)).json().code,
    ).toBe('UNSUPPORTED_DOCUMENT');
    expect(
      (await upload('chat_images', form(PDF, 'a.jpg', 'image/jpeg', roomId), a.cookie)).json().code,
    ).toBe('UNSUPPORTED_FILE');
    const stored = await bed.ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userNo, outsider.user.no));
    expect(stored).toHaveLength(0);
  });
});

describe('report_message', () => {
  it('reports the opponent’s message once; refuses my own, a wrong sender and outsiders', async () => {
    const { a, b, roomId } = await bed.pair();
    const mine = await ask(a.socket, 'sendMessage', {
      roomId,
      body: '안녕하세요',
      type: '01',
      clientId: randomUUID(),
    });
    const theirs = await ask(b.socket, 'sendMessage', {
      roomId,
      body: '광고 링크예요',
      type: '01',
      clientId: randomUUID(),
    });
    const body = { chat_id: roomId, message_id: theirs._doc._id, opponent_no: b.no };
    expect((await post('report_message', body, a.cookie)).statusCode).toBe(200);
    expect((await post('report_message', body, a.cookie)).json().code).toBe('CHAT_ALREADY_REPORTED');
    const [report] = await bed.ctx.database.db
      .select()
      .from(chatReports)
      .where(eq(chatReports.messageId, theirs._doc._id));
    expect(report).toMatchObject({ reporterNo: a.no, opponentNo: b.no, body: '광고 링크예요' });

    const own = { chat_id: roomId, message_id: mine._doc._id, opponent_no: a.no };
    expect((await post('report_message', own, a.cookie)).json().code).toBe('CHAT_SELF');
    const wrongSender = { chat_id: roomId, message_id: mine._doc._id, opponent_no: b.no };
    expect((await post('report_message', wrongSender, a.cookie)).statusCode).toBe(404);
    const outsider = await buildMember(bed.ctx);
    expect((await post('report_message', body, outsider.cookie)).json().code).toBe('CHAT_ROOM_NOT_FOUND');
  });
});

/** A project with one slot, its card made from a fixed introduction and cover. */
async function project(leader: Member, title: string) {
  const projectNo = await buildProjectRow(bed.ctx, leader, {
    title,
    introductionHtml: '<p>퇴근 후 두 시간씩 가계부 앱을 만들어요.</p>',
    introductionText: '퇴근 후 두 시간씩 가계부 앱을 만들어요.\n디자이너를 찾고 있어요.',
    coverUrl: '/uploads/cover-ledger.webp',
  });
  const [slot] = await bed.ctx.database.db
    .insert(projectSlots)
    .values({ projectNo, jobCode: '0301', capacity: 1 })
    .returning();
  return { projectNo, slotNo: slot!.slotNo };
}

describe('share_link and project_chat', () => {
  it('shares a project card built from the database, whatever title the client sent', async () => {
    const { a, b, roomId } = await bed.pair();
    const { projectNo } = await project(a, '가계부 앱 만들기');
    const shared = await post(
      'share_link',
      { type: 'project', chatId: roomId, title: '가짜 제목', url: `/project/${projectNo}/ledger` },
      a.cookie,
    );
    expect(shared.statusCode).toBe(200);
    expect(shared.json()._doc.meta.link).toEqual({
      kind: 'project',
      title: '가계부 앱 만들기',
      url: `/project/${projectNo}`,
      image: '/uploads/cover-ledger.webp',
      description: '퇴근 후 두 시간씩 가계부 앱을 만들어요.',
    });
    await eventOf(b, 'addMessage', (p) => p._doc.type === '09');
    const outside = await post(
      'share_link',
      { type: 'url', chatId: roomId, title: '무엇이든', url: 'https://www.notion.so/sidequest' },
      a.cookie,
    );
    expect(outside.json()._doc.meta.link).toMatchObject({ kind: 'url', title: 'www.notion.so' });
    const outsider = await buildMember(bed.ctx);
    const refused = await post(
      'share_link',
      { type: 'url', chatId: roomId, title: 't', url: 'https://a.kr' },
      outsider.cookie,
    );
    expect(refused.json().code).toBe('CHAT_ROOM_NOT_FOUND');
  });

  it('opens a coffee chat between the leader and an applicant, with one card per project', async () => {
    const leader = await bed.person();
    const applicant = await bed.person();
    const stranger = await bed.person();
    const { projectNo, slotNo } = await project(leader, '사이드 커피챗 프로젝트');
    await bed.ctx.database.db.insert(applications).values({ projectNo, slotNo, userNo: applicant.no });

    const body = { project_no: projectNo, opponent_no: applicant.no };
    const first = await post('project_chat', body, leader.cookie);
    expect(first.json()).toMatchObject({ result: 'success', new_chat: true });
    const card = await eventOf(
      applicant,
      'addMessage',
      (p) => p._doc.roomId === first.json().roomId && p._doc.type === '09',
    );
    expect(card._doc.meta?.link).toMatchObject({ kind: 'project', url: `/project/${projectNo}` });
    await eventOf(applicant, 'newNotification', (p) => p.notification.KIND === 'chat');
    // The applicant may start it too; the same card is not posted twice in a row.
    const second = await post(
      'project_chat',
      { project_no: projectNo, opponent_no: leader.no },
      applicant.cookie,
    );
    expect(second.json()).toMatchObject({ roomId: first.json().roomId, new_chat: false });
    await settle();
    const cards = await bed.ctx.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, first.json().roomId));
    expect(cards.filter((m) => m.type === '09')).toHaveLength(1);

    // Nobody else: not a stranger with the leader, not the leader with a stranger.
    const strangerCall = await post(
      'project_chat',
      { project_no: projectNo, opponent_no: leader.no },
      stranger.cookie,
    );
    expect(strangerCall.json().code).toBe('FORBIDDEN');
    const leaderCall = await post(
      'project_chat',
      { project_no: projectNo, opponent_no: stranger.no },
      leader.cookie,
    );
    expect(leaderCall.json().code).toBe('FORBIDDEN');
    const missing = await post(
      'project_chat',
      { project_no: 99_999_999, opponent_no: leader.no },
      stranger.cookie,
    );
    expect(missing.statusCode).toBe(404);
    const notes = await bed.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userNo, stranger.no));
    expect(notes).toHaveLength(0);
  });
});
