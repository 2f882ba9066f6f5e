import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatPerson, ask, chatPerson, eventOf, eventsOf, settle, CHAT } from '../../../test/chat-kit.js';
import { createSiblingApp, createTestApp, startChatServer, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { chatMessages } from './schema.js';

// Two full instances (each its own app, HTTP server, gateway and publisher) on one database,
// joined only by Redis: what a deployment behind a load balancer looks like.
const REDIS = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS)('chat across two instances', () => {
  let one: TestContext;
  let two: TestContext;
  /** Calls to the second instance. */
  const onTwo = http(() => two.app, { base: CHAT });
  let s1: Awaited<ReturnType<typeof startChatServer>>;
  let s2: Awaited<ReturnType<typeof startChatServer>>;
  const people: ChatPerson[] = [];

  beforeAll(async () => {
    one = await createTestApp();
    two = await createSiblingApp(one);
    s1 = await startChatServer(one, REDIS);
    s2 = await startChatServer(two, REDIS);
  });
  afterAll(async () => {
    for (const p of people) p.socket.close();
    await s1?.close();
    await s2?.close();
    await two?.close();
    await one?.close();
  });

  it('delivers a message sent on instance 1 to a member on instance 2, stored once', async () => {
    const a = await chatPerson(one, s1.url);
    const b = await chatPerson(two, s2.url);
    people.push(a, b);
    // Opened through instance 2's HTTP API: both apps share the database.
    const json = (await onTwo.post('open_chat_room', { opponent_no: a.no }, b.cookie)).json();
    await eventOf(a, 'joinChat', (p) => p.roomId === json.roomId);

    const clientId = randomUUID();
    const payload = { roomId: json.roomId, body: '다른 서버에서 보내요', type: '01', clientId };
    const sent = await ask(a.socket, 'sendMessage', payload);
    expect(sent.result).toBe('success');
    const got = await eventOf(b, 'addMessage', (p) => p._doc._id === sent._doc._id);
    expect(got._doc).toMatchObject({ body: '다른 서버에서 보내요', sender: { no: a.no } });
    await eventOf(b, 'newNotReadMessagesCount', (p) => p.messageCount[0]?._id === json.roomId);

    // A resend after a lost acknowledgement is answered from the database, not sent again.
    const twice = await ask(a.socket, 'sendMessage', payload);
    expect(twice).toMatchObject({ duplicate: true });
    await settle();
    expect(eventsOf(b, 'addMessage', json.roomId)).toHaveLength(1);
    const rows = await one.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, json.roomId));
    expect(rows).toHaveLength(1);

    // Presence crosses instances too: b's list on instance 2 sees a (on instance 1) online.
    const list = await onTwo.post('chat_list', {}, b.cookie);
    expect(list.json().chat_list[0].opponentInfo).toMatchObject({ no: a.no, online: true });
  });
});
