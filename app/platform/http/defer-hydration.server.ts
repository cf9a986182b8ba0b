// Paint first, then hydrate. React Router's <Scripts> preloads ~20 modules in
// <head> and starts them at once; on a slow phone link they take the bandwidth
// the stylesheet and the hero image need, so the first paint waits for them.
// Every page is fully server-rendered and its forms post without JavaScript,
// so we start the app's modules after the window's load event (or at the
// first touch, key or focus, whichever comes first) instead.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*?)type="module"([^>]*)>([\s\S]*?)<\/script>/;
const NONCE = /nonce="([^"]*)"/;

/** JSON that is safe inside an inline <script> (no "</script", "<!--"). */
function scriptSafeJson(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The loader that runs the original module script once the page has painted. */
function deferredModuleScript(attributes: string, body: string): string {
  const nonce = NONCE.exec(attributes)?.[1] ?? "";
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  const code =
    `(function(){var d=document,w=window,done=0,ev=["pointerdown","keydown","touchstart","focusin"];` +
    `function go(){if(done)return;done=1;ev.forEach(function(e){w.removeEventListener(e,go,true)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=${scriptSafeJson(nonce)};s.textContent=${scriptSafeJson(body)};d.body.appendChild(s)}` +
    `if(d.readyState==="complete")go();else{w.addEventListener("load",go,{once:true});` +
    `ev.forEach(function(e){w.addEventListener(e,go,{capture:true,passive:true})})}})();`;
  return `<script${nonceAttr}>${code}</script>`;
}

/** Rewrites a whole document (or the part of it that holds the scripts). */
export function deferHydration(html: string): string {
  return html
    .replace(MODULEPRELOAD, "")
    .replace(MODULE_SCRIPT, (_match, before: string, after: string, body: string) =>
      deferredModuleScript(`${before} ${after}`, body),
    );
}

/**
 * A stream version for server rendering: holds the document back until React
 * Router's module script has gone by (it closes the shell), rewrites that
 * part, then lets the rest (streamed loader data) through untouched.
 */
export function deferHydrationStream(): Transform {
  let pending = "";
  let passing = false;
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (passing) return callback(null, text);
      pending += text;
      if (!pending.includes('type="module"') || !MODULE_SCRIPT.test(pending)) return callback();
      passing = true;
      const out = deferHydration(pending);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      const rest = decoder.end();
      if (passing) return callback(null, rest || undefined);
      pending += rest;
      callback(null, pending ? deferHydration(pending) : undefined);
    },
  });
}
