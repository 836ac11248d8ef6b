import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { RevenueChart_DayFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatLocalDate } from '@/lib/dubai-dates.ts';
import { aedText, chartSummary, shortDay } from './dashboard-rules.ts';

// Only the parts a bar chart needs: Chart.js leaves the rest out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Each of the last 30 days' revenue as a bar (Chart.js on a canvas: no style elements, no eval, so the store's
 * CSP holds). The canvas is an image named by a summary, and the same numbers are in a table for screen readers.
 */
export function RevenueChart({ days }: { days: readonly RevenueChart_DayFragment[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: days.map((day) => shortDay(day.date)),
        datasets: [
          {
            label: 'Revenue',
            data: days.map((day) => day.revenue),
            backgroundColor: token('--color-accent', '#d6001c'),
            borderRadius: 3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : undefined,
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => formatLocalDate(days[items[0]?.dataIndex ?? 0]?.date ?? ''),
              label: (item) => {
                const day = days[item.dataIndex];
                const orders = day?.orders === 1 ? '1 order' : `${day?.orders ?? 0} orders`;
                return `${aedText(item.parsed.y ?? 0)} · ${orders}`;
              },
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
          y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: token('--color-line', '#e5e7eb') } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <figure className="revenue-chart">
      <figcaption className="revenue-chart__caption">Revenue per day, last {days.length} days (AED)</figcaption>
      <div className="revenue-chart__frame">
        <canvas ref={canvas} role="img" aria-label={chartSummary(days)} />
      </div>
      <table className="visually-hidden">
        <caption>Revenue per day, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatLocalDate(day.date)}</th>
              <td>{day.orders}</td>
              <td>
                <Price price={day.revenue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
