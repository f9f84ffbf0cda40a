import { describe, expect, it } from 'vitest';
import { returnOrigin } from './return-origin.ts';

/** [APP_URL, the request's Origin, the origin answered] */
type Case = readonly [string, string | undefined, string];

const expectOrigins = (cases: readonly Case[]) => {
  for (const [appUrl, origin, expected] of cases)
    expect(returnOrigin(appUrl, origin), `${appUrl} from ${origin}`).toBe(expected);
};

const APP = 'https://storytable.app';
const LOCAL = 'http://localhost:5000';

describe('returnOrigin (#32.28)', () => {
  it("answers the browser's own origin when it is one of ours", () => {
    expectOrigins([
      [APP, APP, APP],
      // a loopback APP_URL is served on every loopback name of its port
      [LOCAL, 'http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
      ['http://127.0.0.1:5000', LOCAL, LOCAL],
      [LOCAL, 'http://[::1]:5000', 'http://[::1]:5000'],
    ]);
  });

  it("answers APP_URL's origin for anything else", () => {
    expectOrigins(
      [
        undefined,
        '',
        'null',
        'not a url',
        'https://evil.example',
        'https://storytable.app.evil.example',
        'http://storytable.app',
        'https://storytable.app:8443',
      ].map((origin) => [APP, origin, APP] as const),
    );
    // loopback aliases only when APP_URL itself is loopback, and only on its port and scheme
    expectOrigins([
      [APP, LOCAL, APP],
      [LOCAL, 'http://127.0.0.1:5001', LOCAL],
      [LOCAL, 'https://127.0.0.1:5000', LOCAL],
      [LOCAL, 'http://10.0.0.1:5000', LOCAL],
    ]);
  });
});
