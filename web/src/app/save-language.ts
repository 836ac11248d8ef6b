import type { Locale } from '@store/domain';
import type { SaveLanguageMutationVariables } from '@/__generated__/graphql.ts';
import { languageOf } from '@/lib/language.ts';
// The operation's text: codegen checks it against the schema and types its variables (language-switch.graphql).
import SAVE_LANGUAGE from './language-switch.graphql?raw';

/** How long the switch waits for the account to save the language before it loads the other page anyway. */
const SAVE_WAIT_MS = 2000;

/**
 * Saves the language on the signed-in shopper's account, so the shop's mails about it are in that language.
 * Loaded when the switch is used, and importing next to nothing of the app, so none of it is in the home page's initial
 * script. A plain request, as the page is about to unload (no cache to update): kept alive if the page goes first,
 * and waited for at most SAVE_WAIT_MS.
 */
export async function saveLanguage(locale: Locale): Promise<void> {
  const variables: SaveLanguageMutationVariables = { language: languageOf(locale) };
  const saved = fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SAVE_LANGUAGE, variables }),
    credentials: 'same-origin',
    keepalive: true,
  });
  await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
}
