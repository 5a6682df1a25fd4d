/** What the rest of the app may use from history: the client picker's options. */
export { useClientOptions } from './api/get-client-options';
