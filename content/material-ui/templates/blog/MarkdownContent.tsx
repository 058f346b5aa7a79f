import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Block, Inline } from './markdown';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const headingVariants: Record<HeadingTag, TypographyProps['variant']> = {
  h1: 'h4',
  h2: 'h5',
  h3: 'h5',
  h4: 'h6',
  h5: 'subtitle1',
  h6: 'subtitle2',
};

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function renderInline(nodes: Inline[]): React.ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'code':
        return (
          <Box
            key={index}
            component="code"
            sx={{
              fontFamily: monospace,
              fontSize: '0.875em',
              px: 0.5,
              borderRadius: 0.5,
              bgcolor: 'action.hover',
              overflowWrap: 'anywhere',
            }}
          >
            {node.value}
          </Box>
        );
      case 'link':
        return (
          <Link key={index} href={node.href}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

interface BlocksProps {
  blocks: Block[];
  headingOffset: number;
}

function Blocks({ blocks, headingOffset }: BlocksProps) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const tag = `h${Math.min(block.depth + headingOffset, 6)}` as HeadingTag;
        return (
          <Typography
            key={index}
            component={tag}
            variant={headingVariants[tag]}
            sx={{ mt: 4, mb: 1.5, fontWeight: 600 }}
          >
            {renderInline(block.children)}
          </Typography>
        );
      }
      case 'paragraph':
        return (
          <Typography key={index} sx={{ mb: 2 }}>
            {renderInline(block.children)}
          </Typography>
        );
      case 'list':
        return (
          <Box
            key={index}
            component={block.ordered ? 'ol' : 'ul'}
            start={block.ordered && block.start !== 1 ? block.start : undefined}
            sx={{ pl: 3, mt: 0, mb: 2 }}
          >
            {block.items.map((item, itemIndex) => (
              <Typography key={itemIndex} component="li" sx={{ mb: 0.5 }}>
                {renderInline(item)}
              </Typography>
            ))}
          </Box>
        );
      case 'code':
        return (
          <Box
            key={index}
            component="pre"
            // Focusable so keyboard users can scroll a long line sideways.
            tabIndex={0}
            data-language={block.lang ?? undefined}
            sx={{
              fontFamily: monospace,
              fontSize: '0.875rem',
              lineHeight: 1.6,
              p: 2,
              mt: 0,
              mb: 2,
              overflowX: 'auto',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          >
            <code>{block.value}</code>
          </Box>
        );
      case 'blockquote':
        return (
          <Box
            key={index}
            component="blockquote"
            sx={{
              mx: 0,
              mt: 0,
              mb: 2,
              pl: 2,
              borderLeft: 4,
              borderColor: 'primary.main',
              color: 'text.secondary',
              '& > :last-child': { mb: 0 },
            }}
          >
            <Blocks blocks={block.children} headingOffset={headingOffset} />
          </Box>
        );
    }
  });
}

interface MarkdownContentProps {
  blocks: Block[];
  /**
   * How many levels to push headings down so they fit the page outline: with 1, `##` renders as
   * an h3. Levels stop at h6.
   */
  headingOffset?: number;
}

/** Renders a parsed Markdown document with Material UI typography. */
export default function MarkdownContent({
  blocks,
  headingOffset = 0,
}: MarkdownContentProps) {
  return <Blocks blocks={blocks} headingOffset={headingOffset} />;
}
