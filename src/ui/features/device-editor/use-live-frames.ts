import { useEffect, useState } from 'react';
import type { LiveVideoPort } from '../../../application/live-video/live-video.port';

export interface LiveFramesState {
  /** An object URL of the latest frame (undefined until the first one arrives). */
  readonly url: string | undefined;
  readonly frames: number;
  readonly error: unknown;
}

const IDLE: LiveFramesState = { url: undefined, frames: 0, error: undefined };

/**
 * The live frames of one stream as an object URL that follows the latest
 * frame. The connection lives as long as the component and the guid: unmount
 * (leaving the page, closing the tab) or another guid aborts the fetch, so
 * the appliance's stream is closed, and every object URL is revoked.
 */
export function useLiveFrames(live: LiveVideoPort, guid: string | undefined, enabled = true): LiveFramesState {
  // Kept with the guid it belongs to, so another guid starts from IDLE without a reset in the effect.
  const [state, setState] = useState<LiveFramesState & { guid?: string }>(IDLE);
  useEffect(() => {
    if (!guid || !enabled) return undefined;
    const controller = new AbortController();
    let current: string | undefined;
    let frames = 0;
    const stop = () => controller.abort();
    // A page that is left (or frozen in the back-forward cache) closes its stream at once.
    window.addEventListener('pagehide', stop);
    void (async () => {
      try {
        for await (const image of live.frames(guid, controller.signal)) {
          if (controller.signal.aborted) break;
          const next = URL.createObjectURL(new Blob([new Uint8Array(image.bytes)], { type: image.contentType || 'image/jpeg' }));
          if (current) URL.revokeObjectURL(current);
          current = next;
          frames += 1;
          setState({ guid, url: next, frames, error: undefined });
        }
      } catch (error) {
        if (!controller.signal.aborted) setState((previous) => (previous.guid === guid ? { ...previous, error } : { ...IDLE, guid, error }));
      }
    })();
    return () => {
      window.removeEventListener('pagehide', stop);
      controller.abort();
      if (current) URL.revokeObjectURL(current);
    };
  }, [live, guid, enabled]);
  return state.guid === guid && guid !== undefined && enabled ? state : IDLE;
}
