/**
 * File rules of product-spec sections 3, 5 and 9: image and document types, the upload limit
 * and the accept sets for `<input type="file">`. The server checks the bytes too; these only
 * reject the obvious early so the user is not made to wait for an upload that will fail.
 */

/** 10 MB, the seed's upload limit for every kind of file. */
export const MAX_UPLOAD_BYTES = 10485760;

export function isWithinUploadLimit(sizeInBytes: number): boolean {
  return Number.isFinite(sizeInBytes) && sizeInBytes >= 0 && sizeInBytes <= MAX_UPLOAD_BYTES;
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const;

export const IMAGE_MIME_TYPES = [
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/svg+xml',
  'image/png',
  'image/webp',
] as const;

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/** The seed names pdf and msword; the .docx type is added because Word has saved .docx since 2007. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

// A name, a dot, an extension; case does not matter because cameras and Windows write `IMG_0001.JPG`.
// A bare `.png` is refused: it is a hidden file, not a picture with a name.
export const IMAGE_FILE_NAME_PATTERN = /^\.*[^/\\.][^/\\]*\.(?:jpg|jpeg|png|gif|bmp|svg|webp)$/i;
export const DOCUMENT_FILE_NAME_PATTERN = /^\.*[^/\\.][^/\\]*\.(?:pdf|doc|docx)$/i;

export function isImageFileName(name: string): boolean {
  return IMAGE_FILE_NAME_PATTERN.test(name);
}

export function isDocumentFileName(name: string): boolean {
  return DOCUMENT_FILE_NAME_PATTERN.test(name);
}

// Content-Type headers may carry parameters and any case (`Image/PNG; q=1`); compare the bare type.
function bareMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

export function isImageMime(mime: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(bareMime(mime));
}

export function isDocumentMime(mime: string): boolean {
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(bareMime(mime));
}

const ZIP = ['.zip', 'application/zip', 'application/x-zip-compressed'];
const PRESENTATION = [
  '.ppt',
  '.pptx',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

/**
 * The five upload accept sets of the seed as `accept` attribute values. Extensions and MIME types
 * are both listed because browsers match on either and some systems report no MIME type at all.
 * `all` is empty: an empty or missing `accept` is the only standard way to allow every file.
 */
export const UPLOAD_ACCEPT = {
  all: '',
  doc: [...DOCUMENT_EXTENSIONS.map((e) => `.${e}`), ...DOCUMENT_MIME_TYPES].join(','),
  image: [...IMAGE_EXTENSIONS.map((e) => `.${e}`), ...IMAGE_MIME_TYPES].join(','),
  zip: ZIP.join(','),
  zipPresentationPdf: [...ZIP, ...PRESENTATION, '.pdf', 'application/pdf'].join(','),
} as const;

export type UploadAcceptKind = keyof typeof UPLOAD_ACCEPT;
