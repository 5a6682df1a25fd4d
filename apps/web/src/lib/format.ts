/** The web's way to the one formatting module (euros, surfaces, percentages, dates on the Paris clock). */
export {
  formatCents,
  formatDate,
  formatDateTime,
  formatDistance,
  formatEuros,
  formatInvoiceAmount,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPrice,
  formatPricePerM2,
  formatShortDate,
  formatSurface,
} from '@immopilote/contracts';
