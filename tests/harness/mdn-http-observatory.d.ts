// @mdn/mdn-http-observatory ships JavaScript without declarations; what tests/harness/observatory.mjs
// uses of it.
declare module '@mdn/mdn-http-observatory' {
  interface TestResult {
    result: string;
    scoreModifier: number;
  }
  interface ScanResult {
    scan: { grade: string; score: number };
    /** Mozilla's ten tests, by name. */
    tests: Record<string, TestResult>;
  }
  export function scan(hostname: string): Promise<ScanResult>;
}

declare module '@mdn/mdn-http-observatory/src/retriever/session.js' {
  export class Session {
    /** The last answer of the session's redirect chain (headers as axios holds them). */
    response: { headers: { delete(name: string): boolean } } | null;
    static fromUrl(url: URL, options?: object): Promise<Session>;
  }
}
