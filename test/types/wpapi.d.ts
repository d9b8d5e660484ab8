// The parts of the `wpapi` client (node-wpapi) the discovery test uses; the package ships no types.
declare module 'wpapi' {
  interface Paged<T> extends Array<T> {
    _paging?: { total: number; totalPages: number; next?: Request<Paged<T>>; prev?: Request<Paged<T>>; links: Record<string, string> };
  }
  interface Request<T> extends PromiseLike<T> {
    perPage(n: number): Request<T>;
    page(n: number): Request<T>;
    param(name: string, value: unknown): Request<T>;
    search(term: string): Request<T>;
    id(id: number): Request<Record<string, unknown>>;
  }
  interface Namespace {
    area(): Request<Paged<Record<string, unknown>>>;
  }
  interface Site {
    namespace(name: string): Namespace;
  }
  const WPAPI: { discover(url: string): Promise<Site> };
  export default WPAPI;
}
