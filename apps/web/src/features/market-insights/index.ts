/** What the rest of the app may use from the market insights: the price advice on a property's page. */
export { PriceAdviceCard } from './components/price-advice-card';
