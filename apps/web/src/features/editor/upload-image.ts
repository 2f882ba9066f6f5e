import { loungeApi } from '@sidequest/shared';
import { precheckFile, uploadFile } from '../profile/upload';

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
