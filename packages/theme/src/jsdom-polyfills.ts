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
          matches: false,
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
