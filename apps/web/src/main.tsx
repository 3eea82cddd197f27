import './index.css';
// First: the browser's zod must not try eval (the CSP forbids it).
import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, createHydratingRouter } from './app/router';
import { sliceHydration } from './lib/ssr/hydrate-later';
import { readHydrationData } from './lib/ssr/hydration';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');
const root: HTMLElement = container;

function app(router: DataRouter) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

async function start(): Promise<void> {
  const hydrationData = readHydrationData(document);
  if (!hydrationData) {
    createRoot(root).render(app(createAppRouter()));
    return;
  }
  let router: DataRouter;
  try {
    router = await createHydratingRouter(hydrationData);
  } catch (error) {
    // The page's code could not be loaded (a deploy replaced it): render afresh, whose error
    // page offers a reload, rather than leave the server's HTML without a working app.
    console.warn('Could not hydrate the server-rendered page', error);
    createRoot(root).render(app(createAppRouter()));
    return;
  }
  // The router's set-up and the page's hydration are tasks of their own, and the parts of the
  // page in HydrateLater one task each after that (decision 0049).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const endSlicing = sliceHydration();
  hydrateRoot(root, app(router));
  endSlicing();
}

void start();
