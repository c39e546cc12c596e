// @ts-check
// Post-build step: the framework's scripts start once the page itself has loaded.
//
// Next.js puts its chunks in <head> as async scripts (and preloads one), so they download beside
// the stylesheet, the font and the first image that the first paint needs, and on a slow phone
// share its bandwidth. Lighthouse's simulated throttling (what PageSpeed Insights reports) also
// counts every request that ended before the largest paint of the fast trace, so those 140 kB of
// JavaScript pushed its LCP 1.4 s past FCP. The page needs no script to show itself (the menu
// opens without one), so the chunks move into a JSON list that a tiny inline loader — the same on
// every page, so one CSP hash — appends once the page has loaded (everything the first screen
// uses) and its first contentful paint has been reported. A tab opened in the background paints
// nothing, so it spends nothing until it is looked at; a browser without paint timing starts the
// scripts on load.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles, SCRIPT_LIST_ID } from './output.mjs';

/** Identical on every page, so the CSP step hashes one and the same script. */
export const LOADER = [
  '(function(){var loaded,painted,started;',
  'function start(){if(started||!loaded||!painted)return;started=1;',
  `JSON.parse(document.getElementById("${SCRIPT_LIST_ID}").textContent).forEach(function(src){`,
  'var script=document.createElement("script");script.src=src;document.head.appendChild(script)})}',
  'addEventListener("load",function(){loaded=1;start()});',
  'var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(types&&types.indexOf("paint")>=0)new PerformanceObserver(function(list){',
  'if(list.getEntriesByName("first-contentful-paint").length){painted=1;start()}',
  '}).observe({type:"paint",buffered:true});else painted=1})()',
].join('');

/**
 * @param {string} html
 * @param {string} [basePath]
 */
export function deferScripts(html, basePath = '') {
  const prefix = `${basePath}/_next/static/`;
  /** @type {string[]} */
  const sources = [];
  const without = html
    // A preload would start the download as early as the tags did.
    .replace(/<link rel="preload" as="script"[^>]*\/>/g, (tag) =>
      tag.includes(`href="${prefix}`) ? '' : tag,
    )
    .replace(/<script src="([^"]+)" async=""><\/script>/g, (tag, src) => {
      if (!src.startsWith(prefix)) return tag;
      if (!sources.includes(src)) sources.push(src);
      return '\u0000';
    });
  if (sources.length === 0) return html;
  const list = `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(sources)}</script><script>${LOADER}</script>`;
  // The list takes the place of the first tag; the other tags simply go.
  let placed = false;
  return without.replace(/\u0000/g, () => {
    if (placed) return '';
    placed = true;
    return list;
  });
}

/**
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {number} how many pages start their scripts on load
 */
export function deferAllScripts(outDir, basePath = '') {
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferScripts(html, basePath);
    if (deferred !== html) pages++;
    writeFileSync(file, deferred);
  }
  return pages;
}
