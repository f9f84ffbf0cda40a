import { describe, expect, it } from 'vitest';
import { returnOrigin } from './return-origin.ts';

describe('returnOrigin (#32.28)', () => {
  it("answers the browser's own origin when it is one of ours", () => {
    expect(returnOrigin('https://storytable.app', 'https://storytable.app')).toBe(
      'https://storytable.app',
    );
    // a loopback APP_URL is served on every loopback name of its port
    expect(returnOrigin('http://localhost:5000', 'http://127.0.0.1:5000')).toBe(
      'http://127.0.0.1:5000',
    );
    expect(returnOrigin('http://127.0.0.1:5000', 'http://localhost:5000')).toBe(
      'http://localhost:5000',
    );
    expect(returnOrigin('http://localhost:5000', 'http://[::1]:5000')).toBe('http://[::1]:5000');
  });

  it("answers APP_URL's origin for anything else", () => {
    for (const origin of [
      undefined,
      '',
      'null',
      'not a url',
      'https://evil.example',
      'https://storytable.app.evil.example',
      'http://storytable.app',
      'https://storytable.app:8443',
    ]) {
      expect(returnOrigin('https://storytable.app', origin), String(origin)).toBe(
        'https://storytable.app',
      );
    }
    // loopback aliases only when APP_URL itself is loopback, and only on its port and scheme
    expect(returnOrigin('https://storytable.app', 'http://localhost:5000')).toBe(
      'https://storytable.app',
    );
    expect(returnOrigin('http://localhost:5000', 'http://127.0.0.1:5001')).toBe(
      'http://localhost:5000',
    );
    expect(returnOrigin('http://localhost:5000', 'https://127.0.0.1:5000')).toBe(
      'http://localhost:5000',
    );
    expect(returnOrigin('http://localhost:5000', 'http://10.0.0.1:5000')).toBe(
      'http://localhost:5000',
    );
  });
});
