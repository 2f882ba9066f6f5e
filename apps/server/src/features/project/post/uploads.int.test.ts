import type { ProjectOverview } from '@sidequest/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { overviewOf, projectBody } from '../../../../test/project-post-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

const form = (data: Buffer | string, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return fd;
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** `leader` uploads a 2400×1200 cover; its URL. */
async function uploadCover(leader: Member) {
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const cover = await post('/api/upload/project_cover', form(png, '커버.png', 'image/png'), leader);
  expect(cover.json(), cover.body).toMatchObject({ result: 'success', FILE_NAME: '커버.png' });
  return cover.json().FILE_URL as string;
}

describe('cover and documents', () => {
  it('stores a cover (resized) and documents, which the leader’s post then shows', async () => {
    const leader = await buildMember(ctx);
    const coverUrl = await uploadCover(leader);
    const served = await get(coverUrl);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const docs = [];
    for (const i of [1, 2]) {
      const res = await post(
        '/api/upload/project_docs',
        form(pdf, `기획서${i}.pdf`, 'application/pdf'),
        leader,
      );
      expect(res.json(), res.body).toMatchObject({ result: 'success' });
      docs.push({ url: res.json().FILE_URL as string, name: res.json().FILE_NAME as string });
    }
    const res = await post('/api/upload/project', projectBody({ cover_url: coverUrl, docs }), leader);
    expect(res.json(), res.body).toMatchObject({ result: 'success' });
    const ov = (await overviewOf(ctx, res.json().project_no)).json().project_overview as ProjectOverview;
    expect(ov).toMatchObject({
      COVER_URL: coverUrl,
      PROJECT_DOCS_URL1: docs[0]!.url,
      PROJECT_DOCS_NAME1: '기획서1.pdf',
      PROJECT_DOCS_NAME2: '기획서2.pdf',
      PROJECT_DOCS_URL3: null,
    });
  });

  it('refuses someone else’s upload in a post', async () => {
    const coverUrl = await uploadCover(await buildMember(ctx));
    const other = await buildMember(ctx);
    const stolen = await post('/api/upload/project', projectBody({ cover_url: coverUrl }), other);
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION', fields: { cover_url: expect.any(String) } });
  });

  it('refuses anonymous uploads', async () => {
    expect(
      (await post('/api/upload/project_docs', form(pdf, 'a.pdf', 'application/pdf'))).json(),
    ).toMatchObject({ code: 'E001' });
    expect(
      (await post('/api/upload/project_cover', form(pdf, 'a.pdf', 'application/pdf'))).json(),
    ).toMatchObject({ code: 'E001' });
  });

  it('refuses a file that is not what its kind allows', async () => {
    const member = await buildMember(ctx);
    expect(
      (
        await post('/api/upload/project_docs', form('MZ fake', 'setup.pdf', 'application/pdf'), member)
      ).json(),
    ).toMatchObject({
      code: 'UNSUPPORTED_DOCUMENT',
    });
    expect(
      (await post('/api/upload/project_cover', form(pdf, 'a.png', 'image/png'), member)).json(),
    ).toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
  });

  it('answers FILE_REQUIRED when no file is sent', async () => {
    const member = await buildMember(ctx);
    expect((await post('/api/upload/project_cover', {}, member)).json()).toMatchObject({
      code: 'FILE_REQUIRED',
    });
  });
});
