// By path: Vite loads its config's imports with Node, which runs no TypeScript from node_modules.
import { LANGUAGE_COOKIE_ATTRIBUTES, LOCALES } from '../domain/src/locale.ts';

/**
 * The start of the boot script (scripts-after-paint-plugin.ts): taps on the page's buttons before the app is live
 * are held and replayed, each button once, when it is. A server-rendered page shows its buttons seconds before a
 * slow phone has run the scripts behind them; a tap in that time used to do nothing, and the shopper had to guess
 * when to tap again.
 *
 * Held until `<html data-hydrated="true">` (web/src/app/app.tsx), not only until React listens: React acts at once
 * on a tap once its root listens, but before the page's deferred sections (all but those waiting until near) have
 * hydrated the cart and lists kept in localStorage are not back yet, and a wishlist heart or Add to cart then would
 * write over them. A held tap runs on the page as it is when live (a heart already wished opens the wishlist
 * instead of adding again). Links are not held: they work without the app; the language switch's link (the only
 * link with an hreflang) keeps the choice in the `lang` cookie as the app would (language-switch.tsx). Plain
 * JavaScript, written to the build as it is.
 */
export const EARLY_TAPS_SCRIPT = `{
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const language = target?.closest('a[hreflang]');
    if (language && ${JSON.stringify(LOCALES)}.includes(language.hreflang)) {
      document.cookie = 'lang=' + language.hreflang + ${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)};
    }
    const button = target?.closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  const replay = () => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    live.disconnect();
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
  };
  const live = new MutationObserver(replay);
  live.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  document.addEventListener('click', hold, true);
  replay();
}
`;
