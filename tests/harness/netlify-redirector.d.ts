// netlify-redirector ships no types; the calls tests/harness/host-runtimes.mjs makes.
declare module 'netlify-redirector' {
  interface Request {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  interface Match {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  interface Matcher {
    match(request: Request): Match | null;
  }
  const redirector: { parseJSON(rules: string, options: object): Promise<Matcher> };
  export default redirector;
}
