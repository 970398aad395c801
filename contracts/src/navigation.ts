/**
 * How an island loads another page: a document navigation (pages are documents). One object, so
 * tests can watch it (jsdom does not navigate).
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
