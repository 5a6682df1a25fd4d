/** The public site's frame, used by the app's public layout. */
export { PublicFooter } from './components/public-footer';
export { PublicHeader } from './components/public-header';
