import { expect, type Request } from '@playwright/test';

/**
 * Until none of `inFlight` (requests that have started and not ended) has been running for
 * `quietMs`: a condition, not `networkidle`'s half-second of quiet of everything on the page.
 */
export async function expectQuiet(
  inFlight: ReadonlySet<Request>,
  { quietMs, timeout }: { quietMs: number; timeout: number },
): Promise<void> {
  let quietSince = 0;
  await expect
    .poll(
      () => {
        if (inFlight.size > 0) quietSince = 0;
        else quietSince ||= Date.now();
        return quietSince > 0 && Date.now() - quietSince >= quietMs;
      },
      { intervals: [50], timeout },
    )
    .toBe(true);
}
