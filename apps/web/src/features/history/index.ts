/** What the rest of the app may use from history: the client picker's options. */
export { useClientOptions } from './api/get-client-options';
/** The client picker of the visit form, lent to the property page's « Créer une recherche à partir de ce bien ». */
export { ClientCombobox } from './components/client-combobox';
