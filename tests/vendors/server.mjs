// @ts-check
// Stand-ins for the analytics and captcha services, each at an origin of its own, speaking the
// vendor's documented protocol: Plausible's events API, Umami's tracker script and send API,
// GoatCounter's count API, and Turnstile's and hCaptcha's explicit-render scripts with their
// widget in a frame. The browser tests count what arrives and check the tokens they issued.
// Usage: node tests/vendors/server.mjs   (ports: tests/harness/variants.mjs)
//
// Control (on any of its ports): GET /__hits?agent=… lists the analytics requests whose
// User-Agent contains that text; GET /__siteverify?token=… answers as the vendors' siteverify
// does ({"success": true} for a token a widget issued, once).
// A page sets `window.standInCaptcha` to 'interactive' (the token comes with a click) or 'error'
// (the widget reports an error) before the script runs; the default passes on its own.
import { createServer } from 'node:http';
import { VENDOR_ORIGINS, VENDOR_PORTS } from '../harness/variants.mjs';

/** @typedef {keyof typeof VENDOR_PORTS} Vendor */
/**
 * @typedef {{ vendor: Vendor, method: string, path: string, query: Record<string, string>,
 *   body: unknown, agent: string }} Hit
 */

/** @type {Hit[]} */
const hits = [];
/** Tokens the widgets issued and no siteverify has used yet. */
const tokens = new Set();

/** @param {import('node:http').IncomingMessage} request */
async function readBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} type
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function send(response, status, type, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(body);
}

// Umami's tracker as its documentation describes it: attributes on its own <script>, `umami.track()`
// for a view and `umami.track(name, data)` for an event, each a JSON POST to /api/send.
const UMAMI_SCRIPT = `(() => {
  const script = document.currentScript;
  const website = script.getAttribute('data-website-id');
  const host = script.getAttribute('data-host-url') || new URL(script.src).origin;
  const base = () => ({
    website, hostname: location.hostname, screen: screen.width + 'x' + screen.height,
    language: navigator.language, title: document.title,
    url: location.pathname + location.search, referrer: document.referrer,
  });
  const post = (payload) => fetch(host + '/api/send', {
    method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'event', payload }),
  }).catch(() => {});
  window.umami = {
    track(name, data) {
      if (name === undefined) return post(base());
      return post({ ...base(), name, data });
    },
  };
  if (script.getAttribute('data-auto-track') !== 'false') window.umami.track();
})();`;

/**
 * The explicit-render script of Turnstile or hCaptcha: `render(container, options)` puts the
 * widget (a frame from the vendor's origin) and the hidden response field into the container and
 * calls `options.callback(token)` when it passes, `options['error-callback']()` when it fails.
 * @param {'turnstile' | 'hcaptcha'} vendor
 */
function widgetScript(vendor) {
  const names = {
    turnstile: {
      fields: ['cf-turnstile-response'],
      title: 'Widget containing a Cloudflare security challenge',
    },
    hcaptcha: {
      fields: ['h-captcha-response', 'g-recaptcha-response'],
      title: 'Widget containing checkbox for hCaptcha security challenge',
    },
  }[vendor];
  return `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const widgets = new Map();
  let next = 0;
  addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    const widget = widgets.get(event.data.id);
    if (!widget) return;
    if (event.data.token) {
      for (const field of widget.fields) field.value = event.data.token;
      widget.options.callback?.(event.data.token);
    } else {
      widget.options['error-callback']?.('stand-in error');
    }
  });
  const frameUrl = (id) =>
    origin + '/frame?id=' + id + '&mode=' + encodeURIComponent(window.standInCaptcha || 'pass');
  window.${vendor} = {
    render(container, options) {
      const id = String(next++);
      const frame = document.createElement('iframe');
      frame.src = frameUrl(id);
      frame.title = ${JSON.stringify(names.title)};
      frame.width = '300';
      frame.height = '65';
      frame.style.border = '0';
      // As the vendors write them: Turnstile a hidden input, hCaptcha textareas not displayed.
      const fields = ${JSON.stringify(names.fields)}.map((name) => {
        const field = document.createElement('${vendor === 'turnstile' ? 'input' : 'textarea'}');
        field.name = name;
        if (field.tagName === 'INPUT') field.type = 'hidden';
        else field.style.display = 'none';
        return field;
      });
      container.append(frame, ...fields);
      widgets.set(id, { frame, fields, options });
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      for (const field of widget.fields) field.value = '';
      widget.frame.src = frameUrl(id);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.frame.remove();
      for (const field of widget.fields) field.remove();
      widgets.delete(id);
    },
    getResponse(id) {
      return widgets.get(id)?.fields[0].value;
    },
  };
})();`;
}

/**
 * The widget's frame: it passes at once, on a click, or reports an error, as the page asked.
 * @param {Vendor} vendor
 * @param {URLSearchParams} query
 */
function widgetFrame(vendor, query) {
  const id = query.get('id') ?? '';
  const mode = query.get('mode') ?? 'pass';
  const token = `stand-in-${vendor}-${id}-${Math.random().toString(36).slice(2)}`;
  if (mode !== 'error') tokens.add(token);
  const message = JSON.stringify(mode === 'error' ? { id } : { id, token });
  return `<!doctype html><html lang="en"><title>Spam check</title>
<body style="margin:0;font:14px sans-serif">
<label style="display:flex;gap:8px;align-items:center;padding:20px"><input type="checkbox" id="human"> I am human</label>
<script>
  const done = () => parent.postMessage(${message}, '*');
  const box = document.getElementById('human');
  if (${JSON.stringify(mode)} === 'interactive') box.addEventListener('change', done);
  else { box.checked = ${JSON.stringify(mode === 'pass')}; done(); }
</script>`;
}

/**
 * @param {Vendor} vendor
 * @returns {(request: import('node:http').IncomingMessage,
 *   response: import('node:http').ServerResponse) => Promise<void>}
 */
function listener(vendor) {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://vendor');
    const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', Vary: 'Origin' };
    if (url.pathname === '/__health') return send(response, 200, 'text/plain', 'ok');
    if (url.pathname === '/__hits') {
      const agent = url.searchParams.get('agent') ?? '';
      const list = hits.filter((hit) => agent && hit.agent.includes(agent));
      return send(response, 200, 'application/json', JSON.stringify(list));
    }
    if (url.pathname === '/__siteverify') {
      const token = url.searchParams.get('token') ?? '';
      const success = tokens.delete(token);
      return send(response, 200, 'application/json', JSON.stringify({ success }));
    }
    if (request.method === 'OPTIONS') {
      return send(response, 204, 'text/plain', '', {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': String(
          request.headers['access-control-request-headers'] ?? '',
        ),
      });
    }
    /** @param {unknown} body */
    const record = (body) =>
      hits.push({
        vendor,
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        agent: String(request.headers['user-agent'] ?? ''),
      });
    const route = `${vendor} ${request.method} ${url.pathname}`;
    switch (route) {
      // https://plausible.io/docs/events-api: a JSON body sent as text/plain, answered 202.
      case 'plausible POST /api/event':
        record(JSON.parse(await readBody(request)));
        return send(response, 202, 'text/plain', 'ok', cors);
      case 'umami GET /script.js':
        return send(response, 200, 'text/javascript', UMAMI_SCRIPT, cors);
      case 'umami POST /api/send':
        record(JSON.parse(await readBody(request)));
        return send(response, 200, 'application/json', '{}', cors);
      // https://www.goatcounter.com/help/countjs-host: the view or event in the query string.
      case 'goatcounter GET /count':
      case 'goatcounter POST /count':
        record(null);
        return send(response, 200, 'image/gif', '', cors);
      case 'turnstile GET /turnstile/v0/api.js':
      case 'hcaptcha GET /1/api.js':
        return send(
          response,
          200,
          'text/javascript',
          widgetScript(/** @type {'turnstile' | 'hcaptcha'} */ (vendor)),
          cors,
        );
      case 'turnstile GET /frame':
      case 'hcaptcha GET /frame':
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          widgetFrame(vendor, url.searchParams),
        );
    }
    send(response, 404, 'text/plain', `${route}: not a route of this stand-in`);
  };
}

/** @param {Vendor} vendor */
function listen(vendor) {
  const server = createServer((request, response) => {
    listener(vendor)(request, response).catch((error) =>
      send(response, 400, 'text/plain', String(error)),
    );
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(VENDOR_PORTS[vendor], '127.0.0.1', () => done(server));
  });
}

const servers = await Promise.all(
  /** @type {Vendor[]} */ (Object.keys(VENDOR_PORTS)).map((vendor) => listen(vendor)),
);
console.log(`vendors: ${Object.values(VENDOR_ORIGINS).join(' ')}`);

const stop = () => {
  for (const server of servers) /** @type {import('node:http').Server} */ (server).close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
