import { SSO_METADATA_MAX_BYTES } from '@feedline/contracts/sso-constants';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  METADATA_FILE_TYPE,
  authenticationFormReducer,
  type AuthenticationForm,
} from '../model/authentication-form';
import { isUploadComplete, uploadProgressAt } from '../model/upload-progress';

/** How often the simulated progress is redrawn. */
const TICK_MS = 16;

/** A file on its way in: its name and the simulated progress (0–100). */
export interface Upload {
  name: string;
  progress: number;
}

/**
 * The add and edit form with its metadata upload (spec §4): choosing a file clears the previous
 * metadata, runs the simulated progress to 100, then selects the file. Only an XML file within
 * the size limit is read.
 */
export function useAuthenticationForm(initial: AuthenticationForm) {
  const [form, dispatch] = useReducer(authenticationFormReducer, initial);
  const [upload, setUpload] = useState<Upload | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  // A later choice (or clearing) makes an earlier upload's read stale.
  const generation = useRef(0);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const select = async (file: File, mine: number) => {
    const isReadable = file.type === METADATA_FILE_TYPE && file.size <= SSO_METADATA_MAX_BYTES;
    let text = '';
    try {
      text = isReadable ? await file.text() : '';
    } catch {
      text = '';
    }
    if (mine !== generation.current) return;
    setUpload(null);
    dispatch({
      type: 'file-selected',
      file: { name: file.name, type: file.type, size: file.size, text },
    });
  };

  const chooseFile = (file: File) => {
    stop();
    generation.current += 1;
    const mine = generation.current;
    dispatch({ type: 'upload-started' });
    setUpload({ name: file.name, progress: 0 });
    const startedAt = performance.now();
    timer.current = setInterval(() => {
      const progress = uploadProgressAt(performance.now() - startedAt);
      setUpload({ name: file.name, progress });
      if (isUploadComplete(progress)) {
        stop();
        void select(file, mine);
      }
    }, TICK_MS);
  };

  const clearFile = () => {
    stop();
    generation.current += 1;
    setUpload(null);
    dispatch({ type: 'file-cleared' });
  };

  return { form, dispatch, upload, chooseFile, clearFile };
}
