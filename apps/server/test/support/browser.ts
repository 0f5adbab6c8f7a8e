/** Just enough of a browser for redirect-driven sign-in flows: a cookie jar and manual redirects. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some(
        (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a),
      );
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Fetches with the jar, following redirects (GET after 302/303) until a non-redirect answer. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}, maxHops = 10) {
  let current = url;
  let request = init;
  const visited: string[] = [];
  for (let hop = 0; hop < maxHops; hop++) {
    visited.push(current);
    const response = await fetch(current, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as object), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).toString();
      request = {};
      continue;
    }
    return { response, url: current, visited, text: await response.text() };
  }
  throw new Error(`too many redirects: ${visited.join(' -> ')}`);
}

/** The JSON the popup page posts to window.opener. */
export function popupMessage(html: string): Record<string, unknown> {
  const match = /var message = (\{.*?\});/s.exec(html);
  if (!match) throw new Error(`no popup message in: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}
