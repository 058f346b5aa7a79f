/** Renders a JSDoc description (see inlineMarkdown.ts) on the server. */
import { parseBlocks, parseInline, type InlineNode } from './inlineMarkdown';

// Nodes of one description have no identity beyond their position, which never changes.
function renderInline(nodes: readonly InlineNode[]) {
  return nodes.map((node, index) => {
    const key = `${index}-${node.kind}`;
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'kbd':
        return <kbd key={key}>{node.text}</kbd>;
      case 'link':
        return (
          <a key={key} href={node.href}>
            {renderInline(node.children)}
          </a>
        );
      case 'strong':
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children)}</em>;
    }
  });
}

/** One element per block (`<p>`, `<ul>`/`<ol>`, `<pre>`); headings are bold paragraphs; nothing for an empty description. */
export default function Markdown({ text }: { text: string }) {
  return parseBlocks(text).map((block, index) => {
    const key = `${index}-${block.kind}`;
    switch (block.kind) {
      case 'paragraph':
        return <p key={key}>{renderInline(block.children)}</p>;
      case 'heading':
        return (
          <p key={key}>
            <strong>{renderInline(block.children)}</strong>
          </p>
        );
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          <Tag key={key}>
            {block.items.map((item, itemIndex) => (
              // Items keep their order; the position is their identity.
              <li key={`item-${itemIndex}`}>{renderInline(item)}</li>
            ))}
          </Tag>
        );
      }
      case 'code':
        return (
          // A block that can scroll sideways is a tab stop, so a keyboard can scroll it (as the code blocks are).
          <pre key={key} tabIndex={0}>
            <code>{block.text}</code>
          </pre>
        );
    }
  });
}

/** Inline Markdown without a paragraph (an argument's description inside a list item); soft breaks become spaces. */
export function InlineMarkdown({ text }: { text: string }) {
  return renderInline(parseInline(text.replace(/\s*\n\s*/g, ' ')));
}
