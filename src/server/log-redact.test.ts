import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact.ts';

describe('the access log', () => {
  it('never holds a reset key, password or nonce from a query string', () => {
    expect(redactUrl('/wp-login.php?action=rp&key=abcDEF123_-xyz&login=maria')).toBe('/wp-login.php?action=rp&key=[redacted]&login=maria');
    expect(redactUrl('/x?pass=hunter2&pass1=a&pwd=b&nonce=c&_wpnonce=d&token=e&page=2')).toBe(
      '/x?pass=[redacted]&pass1=[redacted]&pwd=[redacted]&nonce=[redacted]&_wpnonce=[redacted]&token=[redacted]&page=2',
    );
    expect(redactUrl('/x?%6Bey=secret&KEY=s2&key[]=s3')).toBe('/x?%6Bey=[redacted]&KEY=[redacted]&key[]=[redacted]');
    expect(redactUrl('/about/')).toBe('/about/');
    expect(redactUrl('/?s=keys&monkey=1&key')).toBe('/?s=keys&monkey=1&key');
  });
});
