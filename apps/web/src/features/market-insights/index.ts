/**
 * What the rest of the app may use from the market insights: the price advice on a property's page,
 * and the statement of the comparables the evaluation shares with the market page.
 */
export { PriceAdviceCard } from './components/price-advice-card';
export { ComparablesNote } from './components/comparables-note';
