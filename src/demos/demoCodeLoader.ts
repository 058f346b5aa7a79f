/**
 * Fetches a demo's full code views (`/static/demos/<id>.json`) once per page: concurrent callers share
 * the request, a success is kept, a failure is forgotten so the reader's retry fetches again.
 */
import { parseDemoCodeFile, type DemoCodeFile } from './demoCodeViewTypes';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export function createDemoCodeLoader(fetchImpl: Fetch) {
  const requests = new Map<string, Promise<DemoCodeFile>>();
  const loaded = new Map<string, DemoCodeFile>();
  return {
    /** The file if it has arrived, else undefined (for a first render without a flash of "Loading"). */
    peek(url: string): DemoCodeFile | undefined {
      return loaded.get(url);
    },
    load(url: string): Promise<DemoCodeFile> {
      let request = requests.get(url);
      if (!request) {
        request = fetchImpl(url)
          .then(async (response) => {
            if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
            const file = parseDemoCodeFile(await response.json(), url);
            loaded.set(url, file);
            return file;
          })
          .catch((error: unknown) => {
            requests.delete(url);
            throw error;
          });
        requests.set(url, request);
      }
      return request;
    },
  };
}

/** The page's loader (the browser's fetch; the server never calls it). */
export const demoCodeLoader = createDemoCodeLoader((url) => fetch(url));
