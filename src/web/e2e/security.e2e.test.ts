/**
 * Security (issue 10, item 2; docs/web.md, "Content-Security-Policy"): the built app carries a strict policy in a
 * meta tag (vite.config.ts `CONTENT_SECURITY_POLICY`), and the preview server adds `frame-ancestors` as a header; the
 * policy is in force (an injected inline script does not run, a style attribute is dropped, a request to another
 * origin is refused); playing each of the eight games, with the solver's worker, the dialogs, the rules pages in both
 * languages and a win, raises no violation, and every request the page, its worker and its service worker make goes
 * to the page's own origin.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_LIST } from '../../games/index.js';
import { gameStatus } from '../../core/engine.js';
import { defaultOptions } from '../../core/options.js';
import { clickToolbar, openApp, playOnTable, useChromium } from './helpers.js';
import { klondikeWonLine, nextMove, openingOf } from './fixtures.js';

/** The directives of a policy: name → its source list. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/**
 * Watches a page for what the policy refuses (`securitypolicyviolation` events, and the console's "Refused to …"
 * lines, which also tell of refusals in workers) and for requests (the page's, its worker's and its service worker's)
 * that leave the page's origin. Call before the first visit.
 */
async function watch(p: Page, origin: string): Promise<{ violations: string[]; foreign: string[] }> {
  const seen = { violations: [] as string[], foreign: [] as string[] };
  await p.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  p.on('console', (message) => {
    if (/securitypolicyviolation|Content Security Policy|Refused to/i.test(message.text())) seen.violations.push(message.text());
  });
  p.context().on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) seen.foreign.push(url);
  });
  return seen;
}

describe('security in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 10, item 2: the Content-Security-Policy is in force: no inline script or style, no eval, nothing from another origin', async () => {
    const p = await page();
    const response = await p.goto(suite.baseUrl);
    await p.waitForSelector('body[data-ready="true"]');
    // The meta tag comes before every script and style of the page (a policy binds only what follows it).
    const order = await p.evaluate(() => [...document.head.children].map((element) => element.tagName.toLowerCase() + (element.getAttribute('http-equiv') ? `:${element.getAttribute('http-equiv')}` : '')));
    const metaAt = order.indexOf('meta:Content-Security-Policy');
    expect(metaAt).toBeGreaterThanOrEqual(0);
    expect(order.slice(0, metaAt).filter((tag) => tag === 'script' || tag === 'link' || tag === 'style')).toEqual([]);
    const policy = directives((await p.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src', 'worker-src', 'manifest-src', 'base-uri']) expect(policy.get(name), name).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    for (const [name, sources] of policy) expect(sources.filter((source) => /unsafe|\*|data:|blob:|https?:/.test(source)), name).toEqual([]);
    // The one directive a meta tag cannot carry comes as a header from the preview server.
    expect(directives(response!.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);

    // In force: what it forbids is refused, and reported.
    const refused = await p.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      // A string run as code (eval's kin; page.evaluate's own code is exempt from the policy, a timer's string is not).
      (setTimeout as (code: string, ms: number) => number)('window.evalRan = true', 0);
      const styled = document.createElement('p');
      document.body.append(styled);
      styled.setAttribute('style', 'color: rgb(1, 2, 3)');
      const styleColour = getComputedStyle(styled).color;
      styled.remove();
      // The same server under another name: another origin, which the network would answer.
      const other = new URL(location.href);
      other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      const fetched = await fetch(other.href).then(() => 'fetched', () => 'refused');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ran = window as unknown as { inlineRan?: boolean; evalRan?: boolean };
      return { inlineRan: ran.inlineRan === true, evalRan: ran.evalRan === true, styleColour, fetched, violations: [...new Set(violations)].sort() };
    });
    expect(refused).toEqual({ inlineRan: false, evalRan: false, styleColour: expect.not.stringContaining('rgb(1, 2, 3)'), fetched: 'refused', violations: ['connect-src', 'script-src', 'script-src-elem', 'style-src-attr'] });
    await p.context().close();
  });

  it('issue 10, item 2: playing each of the eight games raises no policy violation, and no request leaves the page\'s origin', async () => {
    const origin = new URL(suite.baseUrl).origin;
    for (const [index, game] of GAME_LIST.entries()) {
      const options = defaultOptions(game);
      // Half the games in Russian, so both languages' rules pages load.
      const p = await page({ locale: index % 2 ? 'ru-RU' : 'en-US' });
      const seen = await watch(p, origin);
      await openApp(p, suite.baseUrl, `?game=${game.id}&seed=21`);
      // The solver's worker: a hint, then a dozen moves with the indicator searching after each.
      await p.click('[data-action="hint"]');
      await p.waitForSelector('.hint-line', { timeout: 20_000 });
      let position = openingOf(game, 21);
      for (let turn = 0; turn < 12 && gameStatus(game, position, options) === 'playing'; turn++) {
        const move = nextMove(game, position, turn);
        if (!move) break;
        await playOnTable(p, move);
        position = game.apply(position, move, options).position;
      }
      await p.click('[data-action="undo"]');
      await clickToolbar(p, 'redo');
      // The rules page (a chunk of its own, rendered from Markdown) and the other dialogs.
      await clickToolbar(p, 'rules');
      await p.waitForSelector('.rules-text table');
      await p.click('.dialog .close');
      for (const action of ['stats', 'settings', 'link', 'new']) {
        await clickToolbar(p, action);
        await p.waitForSelector('.dialog');
        await p.click('.dialog .close');
        await p.waitForSelector('.dialog', { state: 'detached' });
      }
      // The service worker's precache requests count too.
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await p.evaluate(() => navigator.serviceWorker.ready);
      expect(seen.violations, game.id).toEqual([]);
      expect(seen.foreign, game.id).toEqual([]);
      await p.context().close();
    }
  }, 300_000);

  it('issue 10, item 2: a won game, animated (the last moves, the status line), raises no policy violation', async () => {
    const p = await page({ motion: true });
    const seen = await watch(p, new URL(suite.baseUrl).origin);
    const line = klondikeWonLine(2);
    await openApp(p, suite.baseUrl, line.query);
    await p.waitForSelector('[data-action="finish"]', { timeout: 20_000 });
    for (const move of line.last) await playOnTable(p, move);
    await p.waitForSelector('[data-status="won"]');
    expect(seen.violations).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await p.context().close();
  });
});
