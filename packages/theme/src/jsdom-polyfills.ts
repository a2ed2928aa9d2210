/**
 * The browser APIs Mantine uses that jsdom lacks, for the component tests of both apps. Imported by
 * their Vitest setup files only; it changes the global window, so it has no place in app code.
 */
export function installMantineJsdomPolyfills(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: matchesWidth(query, window.innerWidth),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  if (!('IntersectionObserver' in window)) {
    class IntersectionObserverStub extends ResizeObserverStub {
      takeRecords(): [] {
        return [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      writable: true,
      value: IntersectionObserverStub,
    });
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

/**
 * Whether `width` satisfies the `min-width`/`max-width` conditions (px or em) of a media query;
 * a query with any other condition never matches.
 */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/i).map((part) => part.trim());
  return conditions.every((condition) => {
    const match = /^\((min|max)-width:\s*([\d.]+)(px|em)\)$/i.exec(condition);
    if (!match) return false;
    const [, kind, amount, unit] = match;
    const px = Number(amount) * (unit!.toLowerCase() === 'em' ? 16 : 1);
    return kind!.toLowerCase() === 'min' ? width >= px : width <= px;
  });
}
