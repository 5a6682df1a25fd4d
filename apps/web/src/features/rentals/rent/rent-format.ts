import { formatDate } from '@immopilote/contracts';

/** « décembre 2026 » for a period (its first day). */
export const monthOf = (period: string) => formatDate(period, 'month');
