import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../support/fake-messages-api';
import { startPlayground, type Playground } from './playground';

export interface LivePlayground {
  /** The served production build and its browser; set once the file's beforeAll ran. */
  readonly playground: Playground;
  /** The local Messages API the page is pointed at; each test rescripts it. */
  readonly fakeApi: FakeMessagesApi;
}

export interface LivePlaygroundOptions {
  /** The key the file's tests type in: it must never reach the console. */
  apiKey?: string;
  /** A page error the file knows about and tolerates (say why where you pass it). */
  toleratedPageError?: (line: string) => boolean;
}

/**
 * What every browser file with live runs sets up alike: one fake Messages API and one served build
 * for the file, and after every test the checks that hold on every page: nothing reached a host
 * but the page's own and the model endpoint, the key never reached the console, nothing threw.
 * Call it inside `describe`.
 */
export function useLivePlayground(options: LivePlaygroundOptions = {}): LivePlayground {
  const live = {} as { playground: Playground; fakeApi: FakeMessagesApi };

  beforeAll(async () => {
    live.fakeApi = await startFakeMessagesApi({ script: [] });
    live.playground = await startPlayground();
  });

  afterEach(() => {
    const { playground, fakeApi } = live;
    // Offline-clean: nothing but the page's own origin and the configured model endpoint.
    expect(playground.requests.foreign([playground.url, fakeApi.url])).toEqual([]);
    if (options.apiKey) expect(playground.consoleLines.filter((line) => line.includes(options.apiKey!))).toEqual([]);
    const thrown = playground.consoleLines.filter((line) => line.startsWith('pageerror') && !options.toleratedPageError?.(line));
    expect(thrown).toEqual([]);
  });

  afterAll(async () => {
    await live.playground?.close();
    await live.fakeApi?.close();
  });

  return live;
}
