import { randomBytes } from 'node:crypto';

/**
 * The page the sign-in popup ends on: it hands the result to the window that opened it, only if that window
 * is ours (targetOrigin = PUBLIC_URL's origin), then closes. The script runs under a per-response nonce.
 */
export function popupResultPage(origin: string, payload: Record<string, unknown>) {
  const nonce = randomBytes(16).toString('base64');
  const json = (value: unknown) =>
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028|\u2029/g, '');
  const message = json({ source: 'rehearse-auth', ...payload });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rehearse sign-in</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body><p id="status">${'error' in payload ? 'Sign-in failed. You can close this window.' : 'Signed in. You can close this window.'}</p>
<script nonce="${nonce}">
(function () {
  var message = ${message};
  if (window.opener) { window.opener.postMessage(message, ${json(origin)}); window.close(); }
})();
</script></body></html>`;
  const csp = `default-src 'none'; img-src 'self'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
