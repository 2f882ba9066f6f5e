import type { Contract, ResponseOf } from '@sidequest/shared';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { precheckFile, type UploadKind, uploadFile } from '../../lib/upload';

export interface UploadState {
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
  fileName: string | null;
}

/**
 * One upload at a time with its progress and a Korean error (the precheck's or the server's).
 * Resolves to the response, or null when the file was refused or the upload failed.
 */
export function useUpload<C extends Contract>(contract: C, kind: UploadKind) {
  const [state, setState] = useState<UploadState>({ progress: null, error: null, fileName: null });
  const abort = useRef<AbortController | null>(null);

  const upload = useCallback(
    async (file: File, fields?: Record<string, string>): Promise<ResponseOf<C> | null> => {
      const refused = precheckFile(file, kind);
      if (refused) {
        setState({ progress: null, error: refused, fileName: file.name });
        return null;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ progress: 0, error: null, fileName: file.name });
      try {
        const res = await uploadFile(contract, file, {
          fields,
          signal: controller.signal,
          onProgress: (progress) => setState((s) => ({ ...s, progress })),
        });
        setState({ progress: null, error: null, fileName: null });
        return res;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') {
          setState({ progress: null, error: null, fileName: null });
          return null;
        }
        setState({ progress: null, error: errorMessage(err), fileName: file.name });
        return null;
      }
    },
    [contract, kind],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setState({ progress: null, error: null, fileName: null });
  }, []);

  return { ...state, uploading: state.progress !== null, upload, reset };
}
