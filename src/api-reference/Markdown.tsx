/** Renders a JSDoc description (see inlineMarkdown.ts) on the server. */
import { paragraphs, parseInline } from './inlineMarkdown';

/** One `<p>` per paragraph; nothing for an empty description. */
export default function Markdown({ text }: { text: string }) {
  return paragraphs(text).map((paragraph) => (
    <p key={paragraph}>
      {parseInline(paragraph).map((node, index) => {
        // Nodes of one paragraph have no identity beyond their position, which never changes.
        const key = `${index}-${node.kind}`;
        if (node.kind === 'code') return <code key={key}>{node.text}</code>;
        if (node.kind === 'link') return <a key={key} href={node.href}>{node.text}</a>;
        return node.text;
      })}
    </p>
  ));
}
