import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadRouteModules, routes } from './app/router';
import './index.css';

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);

// The public pages arrive prerendered (scripts/prerender.mjs) and load this script after their first
// paint (public/start-after-paint.js); every other path gets an empty shell.
if (container.firstElementChild) {
  // Hydrate only once the page's lazy modules are in place, so the first render matches the HTML.
  loadRouteModules(window.location.pathname).then(
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page, already visible, stays responsive.
    () => startTransition(() => void hydrateRoot(container, app())),
    // A chunk that fails to load: render from scratch, which shows the route's error page.
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}
