/**
 * What a test DOM may lack and the components touch: ResizeObserver (Radix measures sliders and
 * checkboxes), matchMedia (the carousel), the pointer-capture and scrolling methods Radix calls
 * on elements, and window.scrollTo. Each does nothing; tests assert what users see, not layout.
 */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== 'undefined') {
  window.ResizeObserver ??= NoResizeObserver;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
}
