import fs from 'node:fs';
import path from 'node:path';
import { PAGE_META } from '@sidequest/shared';
import { escapeHtml } from '@sidequest/shared';

const title = escapeHtml(PAGE_META.index.title);
const description = escapeHtml(PAGE_META.index.description);

/**
 * Served in place of the SPA's index.html when the web app has not been built (tests, a fresh
 * checkout before `npm run build`). It has the same head tags as the real one, so page meta,
 * status codes and their tests never depend on the web build.
 */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta name="twitter:card" content="summary_large_image" />
  </head>
  <body>
    <main style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.6">
      <h1>사이드퀘스트</h1>
      <p>웹 앱이 아직 빌드되지 않았어요. 저장소 루트에서 <code>npm run build</code>를 실행한 뒤 서버를 다시 시작해 주세요.</p>
      <p>API는 <a href="/api/docs">/api/docs</a>에서 확인할 수 있어요.</p>
    </main>
  </body>
</html>
`;

export interface TemplateSource {
  /** The index.html to render pages from. */
  get(): Promise<string>;
  /** True when the real web build is in use, false while the fallback is served. */
  readonly built: boolean;
}

/**
 * index.html of the web build, read once at start. With `watch` (development) the file's
 * modification time is checked on every page so a rebuilt SPA shows without a restart.
 */
export function templateSource(distDir: string, watch: boolean): TemplateSource {
  const file = path.join(distDir, 'index.html');
  let html = FALLBACK_TEMPLATE;
  let mtimeMs = -1;
  let built = false;

  const load = (stat: fs.Stats | undefined) => {
    if (!stat?.isFile()) {
      html = FALLBACK_TEMPLATE;
      mtimeMs = -1;
      built = false;
      return;
    }
    if (stat.mtimeMs === mtimeMs) return;
    try {
      html = fs.readFileSync(file, 'utf8');
      mtimeMs = stat.mtimeMs;
      built = true;
    } catch {
      html = FALLBACK_TEMPLATE;
      mtimeMs = -1;
      built = false;
    }
  };
  load(fs.statSync(file, { throwIfNoEntry: false }));

  return {
    get built() {
      return built;
    },
    async get() {
      if (watch) {
        const stat = await fs.promises.stat(file).catch(() => undefined);
        load(stat);
      }
      return html;
    },
  };
}
