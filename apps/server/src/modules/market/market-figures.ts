import type { MarketFigures } from '@immopilote/contracts';
import { quantile } from '../../integrations/ai/valuation/dvf-engine';

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Median and interquartile range of €/m², with the median price and surface, rounded to the euro. */
export function marketFigures(
  sales: readonly { pricePerM2: number; price: number; surface: number }[],
): MarketFigures | null {
  if (sales.length === 0) return null;
  const perM2 = ascending(sales.map((s) => Number(s.pricePerM2)));
  return {
    count: sales.length,
    medianPerM2: Math.round(quantile(perM2, 0.5)),
    q1PerM2: Math.round(quantile(perM2, 0.25)),
    q3PerM2: Math.round(quantile(perM2, 0.75)),
    medianPrice: Math.round(quantile(ascending(sales.map((s) => Number(s.price))), 0.5)),
    medianSurface: Math.round(quantile(ascending(sales.map((s) => Number(s.surface))), 0.5)),
  };
}

/** « 2023 T2 » for a date in April–June 2023. */
export function quarterOf(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  return `${isoDate.slice(0, 4)} T${Math.ceil(month / 3)}`;
}

/** The median €/m² of each quarter with sales, oldest first. */
export function quarterlyMedians(
  sales: readonly { soldOn: string; pricePerM2: number }[],
): { quarter: string; median: number; count: number }[] {
  const byQuarter = new Map<string, number[]>();
  for (const sale of sales) {
    const key = quarterOf(sale.soldOn);
    const list = byQuarter.get(key) ?? [];
    list.push(Number(sale.pricePerM2));
    byQuarter.set(key, list);
  }
  return [...byQuarter.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([quarter, values]) => ({
      quarter,
      median: Math.round(quantile(ascending(values), 0.5)),
      count: values.length,
    }));
}

/** At most `max` items spread evenly over the list, first and order kept: a readable chart of a large sample. */
export function evenSample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]!);
}

/** Rolling years: 1 year before 2023-12-29 is 2022-12-30 (the day after, a year earlier). */
export function yearsBefore(isoDate: string, years: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
