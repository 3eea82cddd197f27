import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, sliceHydration } from './hydrate-later';

// The unit tests run React; the browser's build runs Preact, whose slicing the e2e test
// `ssr.spec.ts` checks on the real pages. Both keep a suspended part's server HTML.

/** Records that it rendered, and counts its clicks once hydrated. */
function Part({ name, log }: { name: string; log: string[] }) {
  log.push(name);
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <Part name="shell" log={log} />
      <HydrateLater>
        <section>
          <Part name="first" log={log} />
        </section>
      </HydrateLater>
      <HydrateLater>
        <Part name="second" log={log} />
      </HydrateLater>
    </main>
  );
}

/** Lets the waiting parts' tasks run, inside act so React applies what they do. */
const tasksRun = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('HydrateLater', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const recoverable: unknown[] = [];

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    recoverable.length = 0;
  });

  function serverPage(): Element[] {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    return [...container.querySelectorAll('*')];
  }

  function hydrate(log: string[]) {
    act(() => {
      root = hydrateRoot(container, <Page log={log} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
  }

  it('hydrates the page first and each part after it, in page order, keeping the server HTML', async () => {
    const serverElements = serverPage();
    const log: string[] = [];
    const endSlicing = sliceHydration();
    hydrate(log);
    endSlicing();

    // The first pass hydrated the page around the parts; their HTML is still the server's.
    expect(log).toEqual(['shell']);
    expect(container.textContent).toBe('shell 0first 0second 0');

    await tasksRun();
    expect(log).toEqual(['shell', 'first', 'second']);
    // Nothing was rendered again: every element is the server's, and no mismatch was reported.
    expect([...container.querySelectorAll('*')]).toEqual(serverElements);
    expect(recoverable).toEqual([]);

    // Hydrated, the parts answer clicks.
    const [, first, second] = [...container.querySelectorAll('button')];
    act(() => first?.click());
    act(() => second?.click());
    expect(container.textContent).toBe('shell 0first 1second 1');
  });

  it('renders a part at once when hydration is not sliced', async () => {
    const serverElements = serverPage();
    const log: string[] = [];
    hydrate(log);
    expect(log).toEqual(['shell', 'first', 'second']);
    expect([...container.querySelectorAll('*')]).toEqual(serverElements);
    await tasksRun();
    // Rendered once each: nothing waited for a task.
    expect(log).toEqual(['shell', 'first', 'second']);
  });
});
