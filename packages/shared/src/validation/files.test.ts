import { describe, expect, it } from 'vitest';
import {
  isDocumentFileName,
  isDocumentMime,
  isImageFileName,
  isImageMime,
  isWithinUploadLimit,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
} from './files.js';

describe('image files', () => {
  it.each([
    'profile.jpg',
    'IMG_0001.JPG',
    '스크린샷 2026-11-22 오후 3.14.05.png',
    'logo.svg',
    'banner.final.webp',
    'anim.gif',
    'scan.bmp',
    'photo.jpeg',
    '.hidden.png',
  ])('accepts the name %s', (name) => {
    expect(isImageFileName(name)).toBe(true);
  });

  it.each([
    'photo.heic',
    'photo.tiff',
    'photo.png.exe',
    'photo',
    'png',
    '.png',
    '..png',
    'dir/photo.png',
    'photo.jpg ',
  ])('rejects the name %j', (name) => {
    expect(isImageFileName(name)).toBe(false);
  });

  it.each([
    'image/gif',
    'image/jpeg',
    'image/bmp',
    'image/svg+xml',
    'image/png',
    'image/webp',
    'Image/PNG',
    'image/png; q=1',
  ])('accepts the type %s', (mime) => {
    expect(isImageMime(mime)).toBe(true);
  });

  it.each(['image/jpg', 'image/heic', 'image/svg', 'application/pdf', 'text/html', ''])(
    'rejects the type %j',
    (mime) => {
      expect(isImageMime(mime)).toBe(false);
    },
  );
});

describe('document files', () => {
  it.each(['사업계획서.pdf', 'resume.PDF', '이력서_최종.doc', 'proposal v2.docx'])(
    'accepts the name %s',
    (name) => {
      expect(isDocumentFileName(name)).toBe(true);
    },
  );

  it.each(['deck.pptx', 'sheet.xlsx', 'notes.txt', 'archive.zip', 'pdf', '.pdf'])(
    'rejects the name %j',
    (name) => {
      expect(isDocumentFileName(name)).toBe(false);
    },
  );

  it.each([
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'APPLICATION/PDF',
  ])('accepts the type %s', (mime) => {
    expect(isDocumentMime(mime)).toBe(true);
  });

  it.each([
    'application/zip',
    'application/vnd.ms-powerpoint',
    'text/plain',
    'image/png',
    'application/x-pdf',
  ])('rejects the type %s', (mime) => {
    expect(isDocumentMime(mime)).toBe(false);
  });
});

describe('upload limit', () => {
  it('is 10 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(isWithinUploadLimit(0)).toBe(true);
    expect(isWithinUploadLimit(10485760)).toBe(true);
    expect(isWithinUploadLimit(10485761)).toBe(false);
    expect(isWithinUploadLimit(-1)).toBe(false);
    expect(isWithinUploadLimit(Number.NaN)).toBe(false);
  });
});

describe('UPLOAD_ACCEPT', () => {
  const items = (accept: string) => accept.split(',');

  it('allows everything with an empty accept', () => {
    expect(UPLOAD_ACCEPT.all).toBe('');
  });

  it('lists the document extensions and types', () => {
    expect(items(UPLOAD_ACCEPT.doc)).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('lists the image extensions and types', () => {
    expect(items(UPLOAD_ACCEPT.image)).toEqual(
      expect.arrayContaining([
        '.jpg',
        '.jpeg',
        '.png',
        '.gif',
        '.bmp',
        '.svg',
        '.webp',
        'image/svg+xml',
        'image/webp',
      ]),
    );
  });

  it('lists zip, and zip with presentations and pdf', () => {
    expect(items(UPLOAD_ACCEPT.zip)).toContain('.zip');
    expect(items(UPLOAD_ACCEPT.zipPresentationPdf)).toEqual(
      expect.arrayContaining(['.zip', '.ppt', '.pptx', '.pdf', 'application/pdf']),
    );
  });

  it('has no spaces or empty items, which some browsers mis-read', () => {
    for (const accept of [
      UPLOAD_ACCEPT.doc,
      UPLOAD_ACCEPT.image,
      UPLOAD_ACCEPT.zip,
      UPLOAD_ACCEPT.zipPresentationPdf,
    ]) {
      expect(accept).not.toMatch(/\s/);
      expect(items(accept)).not.toContain('');
    }
  });
});
