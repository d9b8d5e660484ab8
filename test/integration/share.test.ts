// /share/{network}/: the share buttons' links redirect to the network with the page's absolute
// address (BASE_URL here), and refuse what is not a network, a site path or an http(s) address.
import { expect, it } from 'vitest';
import { describeDatabases, TEST_BASE_URL } from '../helpers/app.ts';

describeDatabases('share route', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('redirects to the network with the page’s absolute address', async () => {
    const res = await get('/share/facebook/?url=%2Fabout%2F');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://www.facebook.com/sharer.php?u=${encodeURIComponent(`${TEST_BASE_URL}/about/`)}`);
  });

  it('passes the title, text and an absolute image to the networks that take them', async () => {
    const res = await get('/share/pinterest/?url=%2Fabout%2F&image=%2Fuploads%2Fdemo%2Fpool.jpg&title=Pool');
    expect(res.headers.location).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(`${TEST_BASE_URL}/about/`)}&media=${encodeURIComponent(`${TEST_BASE_URL}/uploads/demo/pool.jpg`)}`,
    );
    const mail = await get('/share/email/?url=https%3A%2F%2Fcasaalba.example%2F&title=Stay%20with%20us&text=Sea');
    expect(mail.headers.location).toBe('mailto:?subject=Stay%20with%20us&body=Sea%0Ahttps%3A%2F%2Fcasaalba.example%2F');
  });

  it('answers 404 with a message for an unknown network and for print', async () => {
    const unknown = await get('/share/myspace/?url=%2F');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no share page for "myspace".');
    const print = await get('/share/print/?url=%2F');
    expect(print.statusCode).toBe(404);
    expect(print.body).toContain('Print has no share page');
  });

  it('refuses a missing, foreign-scheme, protocol-relative or oversized address with 400', async () => {
    for (const url of [
      '/share/x-twitter/',
      '/share/x-twitter/?url=javascript%3Aalert(1)',
      '/share/x-twitter/?url=%2F%2Fevil.example%2F',
      `/share/x-twitter/?url=%2F${'a'.repeat(2100)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body.length).toBeGreaterThan(10);
    }
    expect((await get('/share/pinterest/?url=%2F&image=data%3Aimage%2Fpng%3Bbase64%2CAAA')).statusCode).toBe(400);
  });

  it('shares a demo post with its buttons: each links to the share route', async () => {
    const page = await get('/walking-the-harbour-at-dusk/');
    expect(page.statusCode).toBe(200);
    const hrefs = [...page.body.matchAll(/class="elementor-share-btn elementor-share-btn_([a-z-]+)" href="([^"]+)"/g)];
    expect(hrefs.map((m) => m[1])).toEqual(['facebook', 'x-twitter', 'whatsapp', 'email']);
    const share = await get(hrefs[0][2].replaceAll('&amp;', '&'));
    expect(share.headers.location).toContain(encodeURIComponent(`${TEST_BASE_URL}/walking-the-harbour-at-dusk/`));
    expect(page.body).toContain('elementor-share-btn_print');
  });
});
