import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * ICU sources to Lingui's compiled messages (plain arrays the runtime fills in, no parser needed). Runs at build
 * time (web/catalogue-plugin.ts) and in tests, never in the browser.
 */
export function compileCatalogue(source: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}
