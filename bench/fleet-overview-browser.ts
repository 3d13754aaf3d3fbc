// What the fleet overview bench measures inside the page (evaluated in headless Chromium): no closure over Node.

/** Milliseconds from clicking the fleet menu's Overview link (on the Sites page) to the overview's first site row. */
export async function timeToSiteRows(): Promise<number> {
  const link = [...document.querySelectorAll('nav a')].find((anchor) => /^\/fleet\/?$/.test(anchor.getAttribute('href') ?? '')) as HTMLElement;
  const start = performance.now();
  link.click();
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (document.querySelector('[data-testid="fleet-site-row"]')) return performance.now() - start;
  }
}

/** The work of each frame while the site rows scroll down by `step` pixels a frame (as device-list-browser.ts's scrollFrames). */
export async function scrollSiteRows({ frames, step }: { frames: number; step: number }): Promise<number[]> {
  const scroller = document.querySelector<HTMLElement>('[data-part="overview-rows"]')!;
  scroller.scrollTop = 0;
  let scrolled = NaN;
  const onScroll = () => {
    if (Number.isNaN(scrolled)) scrolled = performance.now();
  };
  const work: number[] = [];
  await new Promise((resolve) => requestAnimationFrame(resolve));
  document.addEventListener('scroll', onScroll, { capture: true });
  try {
    for (let frame = 0; frame < frames; frame += 1) {
      scrolled = NaN;
      scroller.scrollTop += step;
      const done = await new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          const rows = scroller.querySelectorAll('[role="row"]');
          void rows[rows.length - 1]?.getBoundingClientRect();
          resolve(performance.now());
        }),
      );
      work.push(Number.isNaN(scrolled) ? 0 : done - scrolled);
    }
  } finally {
    document.removeEventListener('scroll', onScroll, { capture: true });
  }
  return work;
}
