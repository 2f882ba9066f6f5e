import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.js';
import { http } from '../../test/http.js';

let ctx: TestContext;
const { get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function document() {
  const res = await get('/api/docs/json');
  expect(res.statusCode).toBe(200);
  return res.json();
}

// Client generators read the document with a standard validator; every $ref must resolve.
it('passes a standard OpenAPI validator', async () => {
  const doc = await document();
  await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
});

it('names the recursive reply record as a component that its answers refer to', async () => {
  const doc = await document();
  const list = doc.paths['/api/mgmt_lounge/replies'].post.responses['200'].content['application/json'].schema;
  expect(list.properties.list.items.$ref).toBe('#/components/schemas/LoungeReply');
  const reply = doc.components.schemas.LoungeReply;
  expect(JSON.stringify(reply.properties.ANSWERS)).toContain('"#/components/schemas/LoungeReply"');
  expect(Object.keys(doc.components.schemas)).toEqual(['LoungeReply']);
});
