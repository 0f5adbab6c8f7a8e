const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The demo provider's only screen: clearly a demo, a name and an email, no password. */
export function demoLoginPage(action: string, values: { name: string; email: string }, error?: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo sign-in · Rehearse</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; padding: 2rem; border-radius: 12px; width: min(22rem, 90vw); box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; padding: 0.2rem 0.6rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.55rem; margin-top: 0.3rem; border: 1px solid #d4d4d8; border-radius: 8px; font-size: 1rem; }
  button { margin-top: 1.4rem; width: 100%; padding: 0.65rem; border: 0; border-radius: 8px; background: #18181b; color: #fff; font-size: 1rem; cursor: pointer; }
  .error { color: #b91c1c; margin-top: 1rem; }
  p.note { color: #52525b; font-size: 0.9rem; }
</style></head>
<body><main>
  <span class="badge">Demo identity provider</span>
  <h1>Sign in (demo)</h1>
  <p class="note">This is a demo sign-in for trying Rehearse without a Google account. Nothing is checked: enter any name and email.</p>
  <form method="post" action="${escape(action)}" autocomplete="off">
    <label for="name">Name</label>
    <input id="name" name="name" value="${escape(values.name)}" required maxlength="60">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" value="${escape(values.email)}" required maxlength="120">
    ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
    <button type="submit">Sign in</button>
  </form>
</main></body></html>`;
}
