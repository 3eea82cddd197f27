import * as t from '@mandap/shared/messages/en/public-ui';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { NotFound } from '@/components/ui/not-found';
import { paths } from '@/config/paths';

/** Shown inside the chrome when a screen fails, e.g. its code could not be loaded after a deploy. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <DocumentTitle>{t.somethingWentWrongTitle}</DocumentTitle>
      <h1 className="font-display text-3xl font-semibold text-maroon-900">
        {t.somethingWentWrong}
      </h1>
      <p className="mt-4 text-stone-600">{t.pageCouldNotBeShown}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
        >
          {t.reloadPage}
        </button>
        <Link
          to={paths.home}
          className="rounded-full border border-maroon-200 px-5 py-2.5 font-medium text-maroon-800 transition hover:bg-maroon-50"
        >
          {t.backToHome}
        </Link>
      </div>
    </section>
  );
}
