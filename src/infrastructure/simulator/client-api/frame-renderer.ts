import jpeg from 'jpeg-js';

/** Where a simulated camera looks; PTZ moves change it and so the picture. */
export interface CameraView {
  pan: number;
  tilt: number;
  zoom: number;
}

/** The sweeping bar takes this many positions, so frames repeat and can be cached. */
const BAR_POSITIONS = 8;

// 3×5 digit glyphs, one bit per cell, rows top to bottom.
const DIGITS = ['111101101101111', '010110010010111', '111001111100111', '111001111001111', '101101111001001', '111100111001111', '111100111101111', '111001001001001', '111101111101111', '111101111001111'];

/**
 * Draws one frame: a colour field that shifts with pan/tilt and scales with
 * zoom, a bar that sweeps with the frame number, and an HH:MM:SS clock, then
 * encodes it as a baseline JPEG (jpeg-js, pure JavaScript).
 */
export function renderFrame(options: { width: number; height: number; frame: number; time: Date; view: CameraView; seed: number; quality?: number }): Uint8Array<ArrayBuffer> {
  const { width, height, frame, view, seed } = options;
  const data = new Uint8Array(width * height * 4);
  const scale = 1 + Math.max(-0.9, Math.min(4, view.zoom));
  const offsetX = view.pan * width;
  const offsetY = view.tilt * height;
  const bar = Math.round(((frame % BAR_POSITIONS) + 0.5) * (width / BAR_POSITIONS));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = ((x - width / 2) / scale + width / 2 + offsetX) | 0;
      const v = ((y - height / 2) / scale + height / 2 + offsetY) | 0;
      const i = (y * width + x) * 4;
      const checker = ((u >> 5) + (v >> 5)) & 1;
      data[i] = (u * 255) / width + seed * 40;
      data[i + 1] = (v * 255) / height;
      data[i + 2] = checker ? 200 : 60;
      data[i + 3] = 255;
      if (Math.abs(x - bar) < Math.max(2, width / 64)) {
        data[i] = 255;
        data[i + 1] = 255;
        data[i + 2] = 255;
      }
    }
  }
  drawClock(data, width, options.time);
  return new Uint8Array(jpeg.encode({ width, height, data }, options.quality ?? 60).data);
}

function drawClock(data: Uint8Array, width: number, time: Date): void {
  const digits = [time.getUTCHours(), time.getUTCMinutes(), time.getUTCSeconds()].map((n) => String(n).padStart(2, '0')).join('');
  const cell = 4;
  [...digits].forEach((digit, index) => {
    const glyph = DIGITS[Number(digit)] ?? '';
    const left = 8 + index * 4 * cell + Math.floor(index / 2) * 2 * cell;
    for (let row = 0; row < 5; row += 1) {
      for (let column = 0; column < 3; column += 1) {
        const on = glyph[row * 3 + column] === '1';
        for (let dy = 0; dy < cell; dy += 1) {
          for (let dx = 0; dx < cell; dx += 1) {
            const i = ((8 + row * cell + dy) * width + left + column * cell + dx) * 4;
            const value = on ? 255 : 0;
            data[i] = value;
            data[i + 1] = value;
            data[i + 2] = on ? 0 : value;
          }
        }
      }
    }
  });
}

const cache = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * renderFrame with a small cache: a frame depends only on the view, the size,
 * the bar position and the clock's second, so at most BAR_POSITIONS frames are
 * encoded per second and camera whatever the frame rate (jpeg-js takes
 * milliseconds per frame and the machine is shared).
 */
export function cachedFrame(options: Parameters<typeof renderFrame>[0]): Uint8Array<ArrayBuffer> {
  const { width, height, frame, time, view, seed, quality } = options;
  const key = [width, height, frame % BAR_POSITIONS, Math.floor(time.getTime() / 1000), view.pan, view.tilt, view.zoom, seed, quality].join('|');
  let jpegBytes = cache.get(key);
  if (!jpegBytes) {
    jpegBytes = renderFrame(options);
    if (cache.size >= 256) {
      cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, jpegBytes);
  }
  return jpegBytes;
}
