import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServerRender } from './server-render.ts';

/** A built web client whose server entry takes `loadMs` to load and renders `html`. */
function webDist(loadMs: number, html: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'server-render-'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `await new Promise((resolve) => setTimeout(resolve, ${loadMs}));
     export async function renderPage() {
       return { kind: 'page', status: 200, head: '', html: ${JSON.stringify(html)}, state: '{}' };
     }`,
  );
  return dist;
}

const execute = async () => ({ data: null });

describe('ServerRender', () => {
  it('renders the page through the built entry', async () => {
    const render = new ServerRender(webDist(0, '<main>Shop</main>'));
    const page = await render.render('/shop', 'http://127.0.0.1', execute as never, 5000);
    expect(page).toMatchObject({ kind: 'page', status: 200, html: '<main>Shop</main>' });
  });

  it('fails in time, and without an unhandled rejection, when loading the entry outlasts the deadline', async () => {
    const render = new ServerRender(webDist(300, '<main>Late</main>'));
    await expect(render.render('/', 'http://127.0.0.1', execute as never, 20)).rejects.toThrow(
      'rendering / took longer than 20 ms',
    );
    // The entry loads afterwards and renders the next request normally.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(render.render('/', 'http://127.0.0.1', execute as never, 5000)).resolves.toMatchObject({
      html: '<main>Late</main>',
    });
  });
});
