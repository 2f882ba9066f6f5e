import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** Shared by the upload unit tests: a plain picture to encode, and the code a refusal carries. */
export const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'no error';
}
