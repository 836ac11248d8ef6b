/** The catalogues compiled at build time (web/catalogue-plugin.ts). */
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
