/**
 * A small decoder for Windows bitmaps. The prebuilt sharp (libvips without ImageMagick) cannot read
 * BMP, and the seed allows `.bmp` uploads, so uncompressed bitmaps are decoded here into RGBA and
 * handed to sharp as raw pixels. RLE and embedded JPEG/PNG bitmaps are refused: nothing made this
 * century writes them, and every byte read is bounds-checked so a crafted header cannot overrun.
 */

export class BmpError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export interface DecodedBitmap {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, top row first. */
  data: Buffer;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

interface Channel {
  mask: number;
  shift: number;
  max: number;
}

function channel(mask: number): Channel {
  if (mask === 0) return { mask: 0, shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  let bits = 0;
  while (shift + bits < 32 && ((mask >>> (shift + bits)) & 1) === 1) bits += 1;
  return { mask: mask >>> 0, shift, max: bits >= 32 ? 0xffffffff : 2 ** bits - 1 };
}

function scale(value: number, c: Channel): number {
  if (c.max === 0) return 0;
  return Math.round((((value & c.mask) >>> 0) / 2 ** c.shift / c.max) * 255);
}

export function decodeBmp(buf: Buffer, maxPixels: number): DecodedBitmap {
  if (buf.length < 26 || buf.toString('latin1', 0, 2) !== 'BM') throw new BmpError('not a bitmap');
  const dataOffset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  let width: number;
  let rawHeight: number;
  let bpp: number;
  let compression = BI_RGB;
  let colorsUsed = 0;
  let paletteEntrySize = 4;
  if (headerSize === 12) {
    width = buf.readUInt16LE(18);
    rawHeight = buf.readInt16LE(20);
    bpp = buf.readUInt16LE(24);
    paletteEntrySize = 3;
  } else if (headerSize >= 40 && buf.length >= 14 + 40) {
    width = buf.readInt32LE(18);
    rawHeight = buf.readInt32LE(22);
    bpp = buf.readUInt16LE(28);
    compression = buf.readUInt32LE(30);
    colorsUsed = buf.readUInt32LE(46);
  } else {
    throw new BmpError('unknown bitmap header');
  }
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0) throw new BmpError('empty bitmap');
  if (width * height > maxPixels) throw new BmpError('bitmap too large', true);

  let masks: [number, number, number, number] | null = null;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 16 && bpp !== 32) throw new BmpError('bitfields need 16 or 32 bits');
    // V2+ headers carry the masks inside; a 40-byte header is followed by them.
    const at = 14 + 40;
    const count = headerSize >= 56 || compression === BI_ALPHABITFIELDS ? 4 : 3;
    if (buf.length < at + count * 4) throw new BmpError('truncated masks');
    masks = [
      buf.readUInt32LE(at),
      buf.readUInt32LE(at + 4),
      buf.readUInt32LE(at + 8),
      count === 4 ? buf.readUInt32LE(at + 12) : 0,
    ];
  } else if (compression !== BI_RGB) {
    throw new BmpError('compressed bitmaps are not supported');
  } else if (bpp === 16) {
    masks = [0x7c00, 0x03e0, 0x001f, 0];
  }
  if (![1, 4, 8, 16, 24, 32].includes(bpp)) throw new BmpError(`unsupported bit depth ${bpp}`);

  let palette: Uint8Array[] = [];
  if (bpp <= 8) {
    const count = colorsUsed || 2 ** bpp;
    if (count > 256) throw new BmpError('palette too large');
    const at = 14 + headerSize + (compression === BI_BITFIELDS ? 12 : 0);
    if (at + count * paletteEntrySize > buf.length) throw new BmpError('truncated palette');
    palette = Array.from({ length: count }, (_, i) => {
      const p = at + i * paletteEntrySize;
      return Uint8Array.of(buf[p + 2]!, buf[p + 1]!, buf[p]!);
    });
  }

  const rowSize = Math.ceil((width * bpp) / 32) * 4;
  if (dataOffset + rowSize * height > buf.length) throw new BmpError('truncated pixel data');

  const [r, g, b, a] = (masks ?? [0, 0, 0, 0]).map(channel) as [Channel, Channel, Channel, Channel];
  const useAlpha = masks !== null && masks[3] !== 0;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const srcRow = dataOffset + (topDown ? y : height - 1 - y) * rowSize;
    let o = y * width * 4;
    for (let x = 0; x < width; x += 1, o += 4) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 255;
      if (bpp <= 8) {
        const bit = x * bpp;
        const byte = buf[srcRow + (bit >> 3)]!;
        const index = (byte >> (8 - bpp - (bit & 7))) & (2 ** bpp - 1);
        const color = palette[index];
        if (!color) throw new BmpError('palette index out of range');
        red = color[0]!;
        green = color[1]!;
        blue = color[2]!;
      } else if (bpp === 24) {
        const p = srcRow + x * 3;
        blue = buf[p]!;
        green = buf[p + 1]!;
        red = buf[p + 2]!;
      } else if (masks) {
        const v = bpp === 16 ? buf.readUInt16LE(srcRow + x * 2) : buf.readUInt32LE(srcRow + x * 4);
        red = scale(v, r);
        green = scale(v, g);
        blue = scale(v, b);
        if (useAlpha) alpha = scale(v, a);
      } else {
        // 32-bit BI_RGB: the fourth byte is unused by the format, so the picture is opaque.
        const p = srcRow + x * 4;
        blue = buf[p]!;
        green = buf[p + 1]!;
        red = buf[p + 2]!;
      }
      out[o] = red;
      out[o + 1] = green;
      out[o + 2] = blue;
      out[o + 3] = alpha;
    }
  }
  return { width, height, data: out };
}
