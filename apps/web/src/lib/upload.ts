import {
  type Contract,
  FALLBACK_MESSAGES,
  isDocumentFileName,
  isImageFileName,
  isWithinUploadLimit,
  type ResponseOf,
} from '@sidequest/shared';
import { texts } from '../lib/texts/store';
import { ApiError, toApiError } from './api';

export type UploadKind = 'image' | 'imageOrDocument';

// precheckFile's messages live in 'people', which only its pages load (app/i18n.ts); a form that
// uploads brings this module with it, so ask for them now rather than show a raw key later.
void texts.loadNamespaces('people');

/**
 * The checks the server will make anyway, done first so nobody waits for a 10 MB upload that is
 * going to be refused. Returns a Korean message, or null when the file may go.
 */
export function precheckFile(file: File, kind: UploadKind): string | null {
  if (!isWithinUploadLimit(file.size)) return texts.t('people:profile.upload.too_large');
  if (file.size === 0) return texts.t('people:profile.upload.empty');
  const name = file.name.normalize('NFC');
  if (kind === 'image' && !isImageFileName(name)) return texts.t('people:profile.upload.image_only');
  if (kind === 'imageOrDocument' && !isImageFileName(name) && !isDocumentFileName(name)) {
    return texts.t('people:profile.upload.image_or_document');
  }
  return null;
}

export interface UploadOptions {
  /** Text fields sent before the file (career_no, work_no). */
  fields?: Record<string, string>;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file to an upload contract with XMLHttpRequest, because fetch cannot report upload
 * progress. Same cookie session and error shape as callApi: rejects with an ApiError whose Korean
 * message comes from the server (E001, UNSUPPORTED_FILE, PAYLOAD_TOO_LARGE …).
 */
export function uploadFile<C extends Contract>(
  contract: C,
  file: File,
  options: UploadOptions = {},
): Promise<ResponseOf<C>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', contract.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && (json as { result?: unknown } | null)?.result === 'success') {
        options.onProgress?.(100);
        resolve(json as ResponseOf<C>);
      } else {
        reject(toApiError(xhr.status, json));
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          'E004',
          texts.t('alert:error.network', { defaultValue: '' }) || FALLBACK_MESSAGES.E004,
          0,
        ),
      );
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
