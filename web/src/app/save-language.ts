import type { ApolloClient } from '@apollo/client';
import type { Locale } from '@store/domain';
import { LayoutCustomerDocument, SaveLanguageDocument } from '@/__generated__/graphql.ts';
import { languageOf } from '@/lib/language.ts';

/** How long the switch waits for the account to save the language before it loads the other page anyway. */
const SAVE_WAIT_MS = 2000;

/**
 * Saves the language on the signed-in shopper's account, so the shop's mails about it are in that language; a
 * guest (the header's customer query found none) has no account to save it on. Loaded when the switch is used,
 * so the mutation is not in the home page's initial script.
 */
export async function saveLanguage(client: ApolloClient, locale: Locale): Promise<void> {
  const signedIn = client.readQuery({ query: LayoutCustomerDocument })?.me?.email;
  if (!signedIn) return;
  const saved = client.mutate({ mutation: SaveLanguageDocument, variables: { language: languageOf(locale) } });
  await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
}
