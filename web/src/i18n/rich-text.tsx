import { Fragment, type ReactNode } from 'react';

/** `<name>words</name>` or `<name/>` in a message: where a link or a component goes, wherever a language puts it. */
const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\/>/gs;

/** What each tag of a message becomes, given the words it wraps ('' for `<name/>`). */
export type RichParts = Readonly<Record<string, (words: string) => ReactNode>>;

/**
 * A translated sentence with links or components inside it: "Open <orders>My Orders</orders> in your account"
 * with `{ orders: (words) => <Link to="/my-account-orders">{words}</Link> }`. A tag without a part stays as text.
 */
export function richText(message: string, parts: RichParts): ReactNode {
  const pieces: ReactNode[] = [];
  let end = 0;
  for (const match of message.matchAll(TAG)) {
    pieces.push(message.slice(end, match.index));
    const part = parts[match[1] ?? match[3] ?? ''];
    pieces.push(<Fragment key={pieces.length}>{part ? part(match[2] ?? '') : match[0]}</Fragment>);
    end = match.index + match[0].length;
  }
  pieces.push(message.slice(end));
  return <>{pieces}</>;
}
