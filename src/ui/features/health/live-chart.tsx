import { Box, Card, Heading, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  readonly label: string;
  readonly color: string;
}

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  readonly time: number;
  readonly values: readonly number[];
}

export interface LiveChartProps {
  /** Names the chart for tests: `data-testid="chart-{id}"`. */
  readonly id: string;
  readonly title: ReactNode;
  readonly series: readonly ChartSeries[];
  readonly points: readonly ChartPoint[];
  readonly format: (value: number) => string;
  /** Fixed top of the scale (100 for percentages); the scale follows the data otherwise. */
  readonly max?: number;
}

/** Series colours readable on the dark and the light theme. */
export const CHART_COLORS = ['#8b93e8', '#f0a35e', '#4fb286', '#e5677d', '#5bb4d8', '#c28fe0', '#d6c35a', '#9aa5b1'] as const;

const HEIGHT = 180;
// Until 10 s of samples are in, the time axis shows the last minute (one sample alone has no span).

/** A tick of the time axis: hours, minutes and seconds in the reader's language. */
export function timeTick(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(time);
}

/** Canvas drawing needs a 2D context: absent in DOM emulations, where only the table is shown. */
function canDraw(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

function dataOf(series: readonly ChartSeries[], points: readonly ChartPoint[]): uPlot.AlignedData {
  return [points.map((point) => point.time / 1000), ...series.map((_, index) => points.map((point) => point.values[index] ?? null))];
}

/**
 * A live line chart (uPlot on a canvas) with the last value of every series
 * in a table beside it, which screen readers and tests read: the root carries
 * `data-testid="chart-{id}"`, `data-samples` (how many points are drawn) and
 * `data-last` (the last values, JSON).
 */
export function LiveChart({ id, title, series, points, format, max }: LiveChartProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const shape = series.map((item) => item.label).join('|');

  useEffect(() => {
    const element = holder.current;
    if (!element || !canDraw()) return undefined;
    const axis = getComputedStyle(element).color || '#888';
    const grid = 'rgba(128, 128, 128, 0.2)';
    const instance = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true, range: (_u, min, max) => (max - min < 10 ? [max - 60, max] : [min, max]) }, y: max === undefined ? { range: (_u, _min, top) => [0, top > 0 ? top * 1.1 : 1] } : { range: [0, max] } },
        axes: [
          // The time axis in the reader's language ('14:05:30', '2:05:30 PM'), not uPlot's own English format.
          { stroke: axis, grid: { stroke: grid }, ticks: { stroke: grid }, values: (_u, values) => values.map((value) => timeTick(value * 1000, locale)) },
          { stroke: axis, grid: { stroke: grid }, ticks: { stroke: grid }, size: 80, values: (_u, values) => values.map((value) => format(value)) },
        ],
        series: [{}, ...series.map((item) => ({ label: item.label, stroke: item.color, width: 2, points: { show: false } }))],
      },
      dataOf(series, []),
      element,
    );
    plot.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.destroy();
      plot.current = null;
    };
    // Rebuilt only when the series change (or the language); `format` and `max` belong to the series' kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, locale]);

  useEffect(() => {
    plot.current?.setData(dataOf(series, points));
  }, [series, points]);

  const last = points.at(-1)?.values ?? [];
  return (
    <Card.Root data-testid={`chart-${id}`} data-samples={points.length} data-last={JSON.stringify(last)} size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Box ref={holder} role="img" aria-label={t`Chart of the last values`} minH={`${HEIGHT}px`} color="fg.muted" overflow="hidden" />
        <Table.Root size="sm" variant="outline">
          <Table.Body>
            {series.map((item, index) => (
              <Table.Row key={item.label}>
                <Table.Cell>
                  <Box as="span" display="inline-block" w="3" h="3" rounded="sm" mr="2" style={{ background: item.color }} aria-hidden="true" />
                  {item.label}
                </Table.Cell>
                <Table.Cell textAlign="end" data-series={item.label}>
                  {last[index] === undefined ? '—' : format(last[index])}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
