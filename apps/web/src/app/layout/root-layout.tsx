import * as t from '@mandap/shared/messages/en/layout';
import { useRef } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LanguageOffer } from '@/components/language/language-switch';
import { SignInNotice } from '@/features/auth/components/sign-in-notice';
import { NoticeUpdatePrompt } from '@/features/privacy/components/notice-update-prompt';
import { useRouteFocus } from '@/hooks/use-route-focus';
import { RouteHead } from '@/lib/ssr/head';
import { HydrateLater } from '@/lib/ssr/hydrate-later';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The chrome around every screen: navbar, content, footer and the phone bottom bar. A route
 * change moves focus to the new page's heading.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-marigold-300 px-4 py-2 font-medium text-maroon-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipToContent}
      </a>
      <HydrateLater>
        <Navbar />
      </HydrateLater>
      {navigation.state === 'loading' ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-marigold-400"
        />
      ) : null}
      <main ref={main} id="main" tabIndex={-1} className="flex-1 pt-18 outline-none">
        {/*
          Not in a HydrateLater: a part that renders nothing on the server, suspended before the
          page's own content, made Preact's resumed hydration replace the page instead of keeping
          it (the search page kept 93 of its 274 elements).
        */}
        <LanguageOffer />
        <SignInNotice />
        {/* A newer privacy notice than the signed-in account accepted: what changed (0071). */}
        <NoticeUpdatePrompt />
        <Outlet />
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <HydrateLater>
        <BottomBar />
      </HydrateLater>
      <ScrollRestoration />
      <RouteHead />
    </div>
  );
}

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ivory">
      <p role="status" className="font-display text-2xl text-maroon-800">
        Mandap
      </p>
    </div>
  );
}
