import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeBmp } from './bmp.js';
import { checkDocument, IMAGE_MAX_DIMENSION, processImage, safeOriginalName } from './files.js';
import { codeOf, solid } from './test-images.js';

/** A stored (uncompressed) zip, enough for file-type to look inside. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(data.length, 18);
    lh.writeUInt32LE(data.length, 22);
    lh.writeUInt16LE(nameBuf.length, 26);
    locals.push(lh, nameBuf, data);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(data.length, 20);
    ch.writeUInt32LE(data.length, 24);
    ch.writeUInt16LE(nameBuf.length, 28);
    ch.writeUInt32LE(offset, 42);
    central.push(ch, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  });

/** An OLE compound file header, with a directory entry named `stream` (UTF-16LE) further in. */
function compoundFile(stream: string): Buffer {
  const buf = Buffer.alloc(2048);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(buf);
  Buffer.from(stream, 'utf16le').copy(buf, 1024);
  return buf;
}

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A BMP file: 14-byte file header + DIB header (+ palette) + bottom-up rows padded to 4 bytes. */
function bmp(opts: {
  width: number;
  height: number;
  bpp: 8 | 24 | 32;
  pixel: (x: number, y: number) => number[];
  palette?: number[][];
  masks?: number[];
}): Buffer {
  const { width, height, bpp } = opts;
  const headerSize = opts.masks ? 108 : 40;
  const paletteBytes = (opts.palette?.length ?? 0) * 4;
  const rowSize = Math.ceil((width * bpp) / 32) * 4;
  const offset = 14 + headerSize + paletteBytes;
  const buf = Buffer.alloc(offset + rowSize * height);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(offset, 10);
  buf.writeUInt32LE(headerSize, 14);
  buf.writeInt32LE(width, 18);
  buf.writeInt32LE(height, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(bpp, 28);
  buf.writeUInt32LE(opts.masks ? 3 : 0, 30);
  buf.writeUInt32LE(opts.palette?.length ?? 0, 46);
  opts.masks?.forEach((m, i) => {
    buf.writeUInt32LE(m >>> 0, 54 + i * 4);
  });
  opts.palette?.forEach(([r, g, b], i) => {
    buf[14 + headerSize + i * 4] = b!;
    buf[14 + headerSize + i * 4 + 1] = g!;
    buf[14 + headerSize + i * 4 + 2] = r!;
  });
  for (let y = 0; y < height; y += 1) {
    const row = offset + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const px = opts.pixel(x, y);
      if (bpp === 8) buf[row + x] = px[0]!;
      else if (bpp === 24) Buffer.from([px[2]!, px[1]!, px[0]!]).copy(buf, row + x * 3);
      else buf.writeUInt32LE(px[0]! >>> 0, row + x * 4);
    }
  }
  return buf;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-upload-unit-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('processImage', () => {
  it('re-encodes a PNG as WebP fitted within the profile size', async () => {
    const png = await solid(1200, 900, '#7c3aed').png().toBuffer();
    const out = await processImage(png, 'cover.png', 'image/png');
    expect(out.contentType).toBe('image/webp');
    expect(out.source).toBe('png');
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([IMAGE_MAX_DIMENSION.profile, 600]);
    expect([out.width, out.height]).toEqual([800, 600]);
  });

  it('takes a larger limit for covers and never enlarges a small picture', async () => {
    const png = await solid(3200, 1000, 'white').png().toBuffer();
    const cover = await processImage(png, 'a.png', 'image/png', { maxDimension: IMAGE_MAX_DIMENSION.cover });
    expect([cover.width, cover.height]).toEqual([1600, 500]);
    const small = await processImage(await solid(64, 48, 'white').png().toBuffer(), 'a.png', 'image/png');
    expect([small.width, small.height]).toEqual([64, 48]);
  });

  it('turns a JPEG upright by its EXIF orientation and drops every EXIF field', async () => {
    const jpeg = await solid(40, 20, 'white')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret-copyright', Artist: 'kim-maker' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('secret-copyright')).toBe(true);

    const out = await processImage(jpeg, 'IMG_0001.JPG', 'image/jpeg');
    const after = await sharp(out.data).metadata();
    // Orientation 6 is a 90° turn: the stored picture is 20 wide, 40 tall, with no orientation left.
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(out.data.includes('secret-copyright')).toBe(false);
    expect(out.data.includes('kim-maker')).toBe(false);
  });

  it('keeps an animated GIF animated, as an animated WebP', async () => {
    const frames = await Promise.all(
      ['red', 'green', 'blue'].map((c) => solid(1000, 500, c).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    const out = await processImage(gif, 'dance.gif', 'image/gif');
    expect(out.animated).toBe(true);
    const meta = await sharp(out.data, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
    expect(meta.width).toBe(800);
    expect(meta.pageHeight).toBe(400);
    expect(meta.delay).toEqual([100, 200, 300]);
  });

  it('reads a still GIF and a WebP', async () => {
    const gif = await processImage(await solid(30, 30, 'red').gif().toBuffer(), 'a.gif', 'image/gif');
    expect(gif).toMatchObject({ source: 'gif', animated: false, width: 30, height: 30 });
    const webp = await processImage(await solid(30, 20, 'red').webp().toBuffer(), 'a.webp', 'image/webp');
    expect(webp).toMatchObject({ source: 'webp', animated: false, width: 30, height: 20 });
  });

  it('reads a 24-bit BMP (which sharp alone cannot)', async () => {
    const file = bmp({ width: 3, height: 2, bpp: 24, pixel: (x) => (x === 0 ? [255, 0, 0] : [0, 0, 255]) });
    const out = await processImage(file, 'paint.bmp', 'image/bmp');
    expect(out).toMatchObject({ source: 'bmp', width: 3, height: 2 });
  });

  it('refuses text dressed up as a PNG', async () => {
    const text = Buffer.from('hello, this is not a picture\n');
    expect(await codeOf(processImage(text, 'photo.png', 'image/png'))).toBe('UNSUPPORTED_FILE');
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expect(await codeOf(processImage(html, 'logo.svg', 'image/svg+xml'))).toBe('UNSUPPORTED_FILE');
  });

  it('needs the name, the declared type and the bytes to all be images', async () => {
    const png = await solid(10, 10, 'red').png().toBuffer();
    expect(await codeOf(processImage(png, 'photo.txt', 'image/png'))).toBe('UNSUPPORTED_FILE');
    expect(await codeOf(processImage(png, 'photo.png', 'text/plain'))).toBe('UNSUPPORTED_FILE');
    expect(await codeOf(processImage(png, 'photo', 'image/png'))).toBe('UNSUPPORTED_FILE');
    expect(await codeOf(processImage(PDF, 'photo.png', 'image/png'))).toBe('UNSUPPORTED_FILE');
    // A PNG that was named .jpg is still a picture: it is re-encoded either way.
    expect((await processImage(png, 'photo.JPG', 'image/jpeg')).source).toBe('png');
  });

  it('refuses a damaged picture', async () => {
    const png = await solid(100, 100, 'red').png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await codeOf(processImage(broken, 'photo.png', 'image/png'))).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // A tiny PNG whose header claims 30,000 x 30,000 pixels (900 MP), with a valid header CRC.
    const png = Buffer.from(await solid(8, 8, 'red').png().toBuffer());
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    expect(await codeOf(processImage(png, 'bomb.png', 'image/png'))).toBe('PAYLOAD_TOO_LARGE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"/>');
    // An SVG is drawn at the size we choose, so a huge declared size costs nothing.
    expect((await processImage(svg, 'big.svg', 'image/svg+xml')).width).toBe(800);
    const wide = bmp({ width: 20_000, height: 3_000, bpp: 8, palette: [[0, 0, 0]], pixel: () => [0] });
    expect(await codeOf(processImage(wide, 'wide.bmp', 'image/bmp'))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an empty file as no file', async () => {
    expect(await codeOf(processImage(Buffer.alloc(0), 'a.png', 'image/png'))).toBe('FILE_REQUIRED');
  });
});

describe('decodeBmp', () => {
  it('decodes 24-bit rows bottom-up into RGBA', () => {
    const file = bmp({ width: 3, height: 2, bpp: 24, pixel: (x, y) => [x * 100, y * 200, 7] });
    const { width, height, data } = decodeBmp(file, 1e6);
    expect([width, height]).toEqual([3, 2]);
    expect([...data.subarray(0, 4)]).toEqual([0, 0, 7, 255]);
    expect([...data.subarray(4 * 4, 4 * 5)]).toEqual([100, 200, 7, 255]);
  });

  it('decodes 8-bit palette bitmaps', () => {
    const palette = [
      [255, 0, 0],
      [0, 128, 255],
    ];
    const file = bmp({ width: 5, height: 1, bpp: 8, palette, pixel: (x) => [x % 2] });
    const { data } = decodeBmp(file, 1e6);
    expect([...data.subarray(0, 8)]).toEqual([255, 0, 0, 255, 0, 128, 255, 255]);
  });

  it('decodes 32-bit bitfields with alpha', () => {
    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
    const file = bmp({ width: 1, height: 1, bpp: 32, masks, pixel: () => [0x80102030] });
    expect([...decodeBmp(file, 1e6).data]).toEqual([0x10, 0x20, 0x30, 0x80]);
  });

  it('refuses truncated, compressed and oversized bitmaps', () => {
    const file = bmp({ width: 4, height: 4, bpp: 24, pixel: () => [1, 2, 3] });
    expect(() => decodeBmp(file.subarray(0, file.length - 10), 1e6)).toThrow(/truncated/);
    const rle = Buffer.from(file);
    rle.writeUInt32LE(1, 30);
    expect(() => decodeBmp(rle, 1e6)).toThrow(/compressed/);
    expect(() => decodeBmp(file, 15)).toThrow(/too large/);
  });
});

describe('checkDocument', () => {
  it('accepts a PDF, a Word 97-2003 file and a .docx by their bytes', async () => {
    expect(await checkDocument(PDF, '경력증명서.pdf', 'application/pdf')).toEqual({
      contentType: 'application/pdf',
      ext: 'pdf',
    });
    expect(await checkDocument(compoundFile('WordDocument'), '이력서.doc', 'application/msword')).toEqual({
      contentType: 'application/msword',
      ext: 'doc',
    });
    expect(await checkDocument(docx(), '기획서.docx', DOCX_MIME)).toEqual({
      contentType: DOCX_MIME,
      ext: 'docx',
    });
  });

  it('refuses a picture renamed to .pdf', async () => {
    const png = await solid(10, 10, 'red').png().toBuffer();
    expect(await codeOf(checkDocument(png, 'career.pdf', 'application/pdf'))).toBe('UNSUPPORTED_DOCUMENT');
  });

  it('refuses other compound files and zips posing as Word', async () => {
    const xls = compoundFile('Workbook');
    expect(await codeOf(checkDocument(xls, 'a.doc', 'application/msword'))).toBe('UNSUPPORTED_DOCUMENT');
    const plainZip = zip({ 'evil.exe': 'MZ' });
    expect(await codeOf(checkDocument(plainZip, 'a.docx', DOCX_MIME))).toBe('UNSUPPORTED_DOCUMENT');
  });

  it('needs a document name and a document type as well', async () => {
    expect(await codeOf(checkDocument(PDF, 'a.png', 'application/pdf'))).toBe('UNSUPPORTED_DOCUMENT');
    expect(await codeOf(checkDocument(PDF, 'a.pdf', 'image/png'))).toBe('UNSUPPORTED_DOCUMENT');
  });
});

describe('safeOriginalName', () => {
  it('keeps the last segment, in NFC, without control characters', () => {
    const nfd = '프로필.png'.normalize('NFD');
    expect(safeOriginalName(`C:\\Users\\kim\\${nfd}`)).toBe('프로필.png');
    expect(safeOriginalName('../../etc/pass\u0000wd')).toBe('passwd');
    expect(safeOriginalName('')).toBe('file');
  });
});
