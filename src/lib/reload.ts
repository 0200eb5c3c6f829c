/** A full page load of `path`: the app starts again from nothing (docs/product.md §4's logout). */
export function reloadTo(path: string): void {
  globalThis.location.assign(path);
}
