import { StrictMode } from 'react';
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

// The public pages arrive prerendered (scripts/prerender.mjs); every other path gets an empty shell.
if (container.firstElementChild) {
  // Hydrate only once the page's lazy modules are in place, so the first render matches the HTML.
  loadRouteModules(window.location.pathname).then(
    () => hydrateRoot(container, app()),
    // A chunk that fails to load: render from scratch, which shows the route's error page.
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}
