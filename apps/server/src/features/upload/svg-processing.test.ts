import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { processImage } from './files.js';
import { looksLikeSvg } from './svg.js';
import { codeOf, solid } from './test-images.js';

// SVG uploads: rasterised so no script survives, and refused before rendering when they would
// run away (see svg-check.ts for the checker's own tests).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-upload-svg-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('processImage with SVG', () => {
  it('rasterizes an SVG, and refuses one that carries script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="red"/></svg>',
    );
    const out = await processImage(svg, 'logo.svg', 'image/svg+xml');
    expect(out.source).toBe('svg');
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('webp');
    // A 24-unit icon is drawn at the full profile size, not as a 24-pixel smudge.
    expect([meta.width, meta.height]).toEqual([800, 800]);
    expect(out.data.includes('<svg')).toBe(false);
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red
    expect(data[2]).toBeLessThan(50);
    for (const bad of [
      svg.toString().replace('<rect', '<script>alert(document.cookie)</script><rect'),
      svg.toString().replace('viewBox', 'onload="alert(1)" viewBox'),
    ]) {
      const err = await processImage(Buffer.from(bad), 'logo.svg', 'image/svg+xml').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'UNSUPPORTED_FILE', message: expect.stringContaining('스크립트') });
    }
  });

  it('refuses a <use> fan-out before rendering it', async () => {
    let defs = '<g id="l0"><rect width="1" height="1"/></g>';
    for (let l = 1; l < 7; l += 1) defs += `<g id="l${l}">${`<use href="#l${l - 1}"/>`.repeat(10)}</g>`;
    const bomb = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs>${defs}</defs><use href="#l6"/></svg>`,
    );
    const started = performance.now();
    const err = await processImage(bomb, 'bomb.svg', 'image/svg+xml').catch((e: unknown) => e);
    // Rendering it takes librsvg seconds of CPU; refusing it takes no image work at all.
    expect(performance.now() - started).toBeLessThan(500);
    expect(err).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: expect.stringContaining('너무 복잡해서'),
    });
  });

  it('counts the pixels of pictures embedded in an SVG', async () => {
    // A tiny PNG whose header claims 30,000 x 30,000 pixels, hidden inside an SVG.
    const png = Buffer.from(await solid(8, 8, 'red').png().toBuffer());
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        `<image href="data:image/png;base64,${png.toString('base64')}" width="10" height="10"/></svg>`,
    );
    expect(await codeOf(processImage(svg, 'x.svg', 'image/svg+xml'))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts an SVG with an XML declaration, comment and DOCTYPE', async () => {
    const svg = Buffer.from(
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50"/></svg>',
    );
    const out = await processImage(svg, 'logo.svg', 'image/svg+xml');
    expect([out.width, out.height]).toEqual([800, 400]);
  });

  it('refuses an SVG that points at other files, and draws pictures embedded in it', async () => {
    const red = path.join(tmp, 'red.png');
    await solid(10, 10, 'red').png().toFile(red);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
        `<rect width="10" height="10" fill="white"/><image href="file://${red}" width="10" height="10"/>` +
        `<image xlink:href="${red}" width="10" height="10"/></svg>`,
    );
    const err = await processImage(svg, 'x.svg', 'image/svg+xml').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'UNSUPPORTED_FILE', message: expect.stringContaining('바깥 파일') });
    // Control: the same picture embedded in the file itself is drawn.
    const inline = `data:image/png;base64,${fs.readFileSync(red).toString('base64')}`;
    const embedded = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        `<rect width="10" height="10" fill="white"/><image href="${inline}" width="10" height="10"/></svg>`,
    );
    const drawn = await sharp((await processImage(embedded, 'x.svg', 'image/svg+xml')).data)
      .raw()
      .toBuffer();
    expect(drawn[0]).toBeGreaterThan(200);
    expect(drawn[1]).toBeLessThan(50);
  });

  it('refuses an SVG that declares entities', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    );
    expect(await codeOf(processImage(svg, 'bomb.svg', 'image/svg+xml'))).toBe('UNSUPPORTED_FILE');
  });
});

describe('looksLikeSvg', () => {
  it('finds the svg root after the prolog only', () => {
    expect(looksLikeSvg(Buffer.from('  <svg/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svgfoo/>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html><svg/></html>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<!-- <svg> --><div/>'))).toBe(false);
  });
});
