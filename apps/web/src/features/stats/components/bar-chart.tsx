import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../../i18n/locale';

// Only what a bar chart needs: Chart.js leaves the rest out of the page's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  /** Already in the chosen language. */
  label: string;
  data: readonly number[];
  colour: string;
}

interface BarChartProps {
  labels: readonly string[];
  series: readonly BarSeries[];
  /** The series one above the other (a day's requests by status). */
  stacked?: boolean;
  /** Bars across, for long category names (divisions). */
  horizontal?: boolean;
}

/** The page's own font (--font-sans: Noto Sans Bengali first), so a canvas draws Bangla labels too. */
const fontOf = (element: HTMLElement) => ({ family: getComputedStyle(element).fontFamily, size: 11 });

/**
 * A bar chart (Chart.js, on a canvas that fills its box). The drawing says nothing to screen
 * readers: its figure gives them the figures as a table (chart-figure.tsx).
 */
export function BarChart({ labels, series, stacked = false, horizontal = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Drawn again when the figures or the language change; the props are small, so comparing them as text is cheap.
  const drawn = JSON.stringify([labels, series, stacked, horizontal]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for every prop.
  useEffect(() => {
    if (!canvas.current) return;
    const FONT = fontOf(canvas.current);
    const counts = {
      stacked,
      beginAtZero: true,
      ticks: { precision: 0, font: FONT, callback: (value: string | number) => formatNumber(Number(value)) },
    };
    const categories = { stacked, ticks: { font: FONT, autoSkipPadding: 8 }, grid: { display: false } };
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({ label: s.label, data: [...s.data], backgroundColor: s.colour, maxBarThickness: 28 })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: horizontal ? { x: counts, y: categories } : { x: categories, y: counts },
        plugins: {
          legend: { display: series.length > 1, labels: { font: FONT, boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatNumber(Number(item.raw))}` } },
        },
      },
    });
    return () => chart.destroy();
  }, [drawn]);
  return <canvas ref={canvas} />;
}
