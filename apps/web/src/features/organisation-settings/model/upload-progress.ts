/** The simulated upload runs at about 0.4 per millisecond until 100 (spec §4). */
export const UPLOAD_PROGRESS_PER_MS = 0.4;
export const UPLOAD_COMPLETE = 100;

/** The progress after `elapsedMs` of the simulated upload (0–100). */
export function uploadProgressAt(elapsedMs: number): number {
  return Math.min(UPLOAD_COMPLETE, Math.max(0, elapsedMs) * UPLOAD_PROGRESS_PER_MS);
}

export const isUploadComplete = (progress: number) => progress >= UPLOAD_COMPLETE;
