import type { Messages } from '@lingui/core';
import type { Locale } from '@store/domain';
import { scriptJson } from './head-html.ts';
import ar from 'virtual:catalogue/ar';
import en from 'virtual:catalogue/en';
import { CATALOGUE_ID } from '@/i18n/catalogue-id.ts';

/** Both languages' compiled messages (compiled at build time). */
export const compiledCatalogues: Record<Locale, Messages> = { en, ar };

const scriptOf = (messages: Messages) =>
  `<script type="application/json" id="${CATALOGUE_ID}">${scriptJson(messages)}</script>`;
/** Serialised once per language, not on every render. */
const catalogueScripts: Record<Locale, string> = { en: scriptOf(en), ar: scriptOf(ar) };

/** The page language's catalogue as a <script type="application/json"> element, read before hydration. */
export const catalogueScript = (locale: Locale) => catalogueScripts[locale];
