// What the device-list bench measures inside the page (evaluated in headless
// Chromium): functions with no closure over Node, passed to page.evaluate.

/** Milliseconds from clicking the menu's Devices link to the first device row (or, for an empty list, the table or the page's empty state). */
export async function timeToRows(empty: boolean): Promise<number> {
  const link = [...document.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === '/admin/devices')!;
  const start = performance.now();
  link.click();
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const table = document.querySelector('[role="table"]');
    const row = document.querySelector('[aria-label="Device rows"] [role="row"]');
    // A site without devices shows an empty state instead of the table.
    const none = document.querySelector('[data-testid="devices-empty"]');
    if (empty ? table !== null || none !== null : row !== null) return performance.now() - start;
  }
}

/**
 * Milliseconds until the page is first idle (requestIdleCallback, at most 5 s), from now: the work left once
 * the first rows are drawn (effects, the deferred search's pass, code fetched for later pages). A person
 * starts scrolling later than that, so the scroll is timed from there.
 */
export async function timeToIdle(): Promise<number> {
  const start = performance.now();
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  return performance.now() - start;
}

/**
 * While the rows scroll down by `step` pixels a frame for `frames` frames:
 * the time between animation frames (rounded by the display to whole frames
 * of 16.7 ms) and the work of each scroll frame, not rounded: from the
 * frame's scroll event (a capture listener on the document, which runs
 * before the virtualiser's own) to the end of the style and layout of the
 * rows drawn, forced in the frame's animation callback (which runs after the
 * scroll steps). Paint and compositing are left out of the work.
 */
export async function scrollFrames({ frames, step }: { frames: number; step: number }): Promise<{ intervals: number[]; work: number[] }> {
  // None on an empty site (its empty state): the frames of the same page with nothing to scroll are the baseline.
  const scroller = document.querySelector<HTMLElement>('[aria-label="Device rows"]');
  if (!scroller && !document.querySelector('[data-testid="devices-empty"]')) throw new Error('no device rows to scroll');
  if (scroller) scroller.scrollTop = 0;
  let scrolled = NaN;
  const onScroll = () => {
    if (Number.isNaN(scrolled)) scrolled = performance.now();
  };
  const intervals: number[] = [];
  const work: number[] = [];
  let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  document.addEventListener('scroll', onScroll, { capture: true });
  try {
    for (let frame = 0; frame < frames; frame += 1) {
      scrolled = NaN;
      if (scroller) scroller.scrollTop += step;
      const [now, done] = await new Promise<[number, number]>((resolve) =>
        requestAnimationFrame((time) => {
          const rows = scroller?.querySelectorAll('[role="row"]');
          void rows?.[rows.length - 1]?.getBoundingClientRect();
          resolve([time, performance.now()]);
        }),
      );
      intervals.push(now - last);
      work.push(Number.isNaN(scrolled) ? 0 : done - scrolled);
      last = now;
    }
  } finally {
    document.removeEventListener('scroll', onScroll, { capture: true });
  }
  return { intervals, work };
}

/**
 * Types `text` into the search box one character a frame, then waits for the
 * shown count to settle: the frame times meanwhile and the milliseconds from
 * the last character to the settled list.
 */
export async function filterFrames(text: string): Promise<{ frames: number[]; settleMs: number }> {
  // None on an empty site: the frames are then those of the page with nothing typed.
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input && !document.querySelector('[data-testid="devices-empty"]')) throw new Error('no search box');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const status = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';
  const frames: number[] = [];
  let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const tick = async () => {
    const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    frames.push(now - last);
    last = now;
  };
  for (const value of [...[...text].map((_, index) => text.slice(0, index + 1)), '']) {
    if (input) {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await tick();
  }
  // The last value ('') brings every device back: settled when the count stops changing for 5 frames.
  const typed = performance.now();
  let seen = status();
  let stable = 0;
  let settled = typed;
  while (stable < 5) {
    await tick();
    const now = status();
    if (now === seen) stable += 1;
    else {
      seen = now;
      stable = 0;
      settled = performance.now();
    }
  }
  return { frames, settleMs: settled - typed };
}

