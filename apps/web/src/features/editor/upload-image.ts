import { loungeApi, uploadApi } from '@sidequest/shared';
import { callApi } from '../../lib/api';
import { precheckFile, uploadFile } from '../../lib/upload';

/**
 * Uploads a picture for a lounge post or article body (`noteUpload`: re-encoded on the server) and
 * resolves with its URL. The size and type checks run first so a refused file never goes up.
 */
export async function uploadNoteImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const refusal = precheckFile(file, 'image');
  if (refusal) throw new Error(refusal);
  const res = await uploadFile(loungeApi.noteUpload, file, { onProgress });
  return res.FILE_URL;
}

/**
 * Has the server fetch a picture from another site once and store it as ours (`GET /api/proxy`),
 * resolving with our address: a body keeps only our own pictures, so readers never load the other
 * site. Rejects with the server's Korean message (not an image, too large, too slow, refused).
 */
export async function importOutsideImage(url: string): Promise<string> {
  const res = await callApi(uploadApi.proxy, { query: { url } });
  return res.url;
}
